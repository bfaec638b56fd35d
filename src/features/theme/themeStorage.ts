import type { ThemeName } from '../../components/theme';

/** Local storage key of the explicit theme choice ('light' or 'dark'; absent: follow the system). */
export const THEME_STORAGE_KEY = 'gridline:theme';

/** A stored value as a choice: anything but 'light' or 'dark' (junk, nothing) means follow the system. */
export function parseStoredTheme(value: unknown): ThemeName | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The stored choice; null when there is none, it is junk, or the storage throws. */
export function readStoredTheme(): ThemeName | null {
  try {
    return parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers the choice; false when the storage refused (the choice then lasts for this visit). */
export function writeStoredTheme(choice: ThemeName | null): boolean {
  try {
    if (choice === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}
