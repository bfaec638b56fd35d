import { makeStore } from '../../../../src/app/store';
import { selectThemeChoice, themeToggled } from '../../../../src/features/theme/themeSlice';
import {
  THEME_STORAGE_KEY,
  parseStoredTheme,
  readStoredTheme,
  writeStoredTheme,
} from '../../../../src/features/theme/themeStorage';

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('parseStoredTheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, null],
    ['', null],
    ['Dark', null],
    [' dark', null],
    ['"dark"', null],
    ['system', null],
    ['{corrupt', null],
    [42, null],
  ])('reads %p as %p', (stored, choice) => {
    expect(parseStoredTheme(stored)).toBe(choice);
  });
});

describe('readStoredTheme', () => {
  it('reads the remembered choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('follows the system on junk', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBeNull();
  });

  it('follows the system when the storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing);
    expect(readStoredTheme()).toBeNull();
  });

  it('follows the system when the storage itself cannot be reached', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(throwing);
    expect(readStoredTheme()).toBeNull();
  });
});

describe('the listener that remembers the choice', () => {
  it('writes each toggled choice to local storage', () => {
    const store = makeStore();
    store.dispatch(themeToggled());
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    store.dispatch(themeToggled());
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('survives a storage that throws: the choice holds for the visit and is applied', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing);
    const store = makeStore();
    expect(() => store.dispatch(themeToggled())).not.toThrow();
    expect(selectThemeChoice(store.getState())).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('reports whether the storage took the write', () => {
    expect(writeStoredTheme('light')).toBe(true);
    expect(writeStoredTheme(null)).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing);
    expect(writeStoredTheme('dark')).toBe(false);
  });
});
