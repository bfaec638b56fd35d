import { makeStore } from '../../../../src/app/store';
import { applyTheme, startThemeSync } from '../../../../src/features/theme/themeListeners';
import { selectResolvedTheme, systemSchemeChanged } from '../../../../src/features/theme/themeSlice';
import { THEME_STORAGE_KEY } from '../../../../src/features/theme/themeStorage';

/** A window whose `prefers-color-scheme: dark` is `dark`, with a way to change it as the system would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  const view = { matchMedia: jest.fn(() => media) } as unknown as Window;
  const change = (matches: boolean) => listeners.forEach((listener) => listener({ matches } as MediaQueryListEvent));
  return { view, change, listeners };
}

const root = document.documentElement;

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  delete root.dataset.theme;
  root.style.colorScheme = '';
});

describe('startThemeSync (boot)', () => {
  it('shows the system scheme when nothing is stored, on <html> at once', () => {
    const store = makeStore();
    const system = fakeSystem(true);
    startThemeSync(store.dispatch, system.view);
    expect(system.view.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(store.getState().theme).toEqual({ choice: null, systemPrefersDark: true });
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('lets a stored choice override the system', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const store = makeStore();
    startThemeSync(store.dispatch, fakeSystem(true).view);
    expect(selectResolvedTheme(store.getState())).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });

  it('follows the system when the stored value is junk', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'solarized');
    const store = makeStore();
    startThemeSync(store.dispatch, fakeSystem(true).view);
    expect(store.getState().theme.choice).toBeNull();
    expect(root.dataset.theme).toBe('dark');
  });

  it('follows the system, without crashing, when the storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = makeStore();
    expect(() => startThemeSync(store.dispatch, fakeSystem(true).view)).not.toThrow();
    expect(root.dataset.theme).toBe('dark');
  });

  it('follows the system as it changes, through theme/systemSchemeChanged, until unsubscribed', () => {
    const store = makeStore();
    const system = fakeSystem(false);
    const dispatch = jest.spyOn(store, 'dispatch');
    const stop = startThemeSync(store.dispatch, system.view);
    system.change(true);
    expect(dispatch).toHaveBeenLastCalledWith(systemSchemeChanged(true));
    expect(root.dataset.theme).toBe('dark');
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it('is light where the browser has no matchMedia', () => {
    const store = makeStore();
    startThemeSync(store.dispatch, {} as Window);
    expect(root.dataset.theme).toBe('light');
  });
});

describe('applyTheme', () => {
  it('sets data-theme and color-scheme on the element', () => {
    const element = document.createElement('div');
    applyTheme('dark', element);
    expect(element.dataset.theme).toBe('dark');
    expect(element.style.colorScheme).toBe('dark');
  });
});

describe('other tabs of the app (issue #18 item 10)', () => {
  /** A system that prefers light, in the real window (where another tab's storage events arrive). */
  function lightSystemInWindow() {
    const { view } = fakeSystem(false);
    const events = {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    };
    return Object.assign(view, events);
  }

  /** Another tab of the app stored `newValue` under `key` (local storage tells this tab through a storage event). */
  const anotherTabStored = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));

  it("follows the choice another tab stores, through one serializable 'theme/…' action, without storing it again", () => {
    const store = makeStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const stop = startThemeSync(store.dispatch, lightSystemInWindow());
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    anotherTabStored(THEME_STORAGE_KEY, 'dark');
    expect(store.getState().theme).toEqual({ choice: 'dark', systemPrefersDark: false });
    expect(root.dataset.theme).toBe('dark');
    const action = dispatch.mock.lastCall?.[0] as { type: string };
    expect(action.type).toMatch(/^theme\/\w+$/);
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    expect(setItem).not.toHaveBeenCalled();
    stop();
  });

  it('follows the system again when another tab removes the choice or clears the storage', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const store = makeStore();
    const stop = startThemeSync(store.dispatch, lightSystemInWindow());
    expect(root.dataset.theme).toBe('dark');
    anotherTabStored(THEME_STORAGE_KEY, null);
    expect(store.getState().theme.choice).toBeNull();
    expect(root.dataset.theme).toBe('light');
    anotherTabStored(THEME_STORAGE_KEY, 'dark');
    anotherTabStored(null, null);
    expect(root.dataset.theme).toBe('light');
    stop();
  });

  it('ignores other keys and junk, and stops listening when unsubscribed', () => {
    const store = makeStore();
    const stop = startThemeSync(store.dispatch, lightSystemInWindow());
    anotherTabStored('loginTime', '123');
    anotherTabStored(THEME_STORAGE_KEY, 'solarized');
    expect(store.getState().theme.choice).toBeNull();
    stop();
    anotherTabStored(THEME_STORAGE_KEY, 'dark');
    expect(store.getState().theme.choice).toBeNull();
    expect(root.dataset.theme).toBe('light');
  });
});
