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
