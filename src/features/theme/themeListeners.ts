import { isAnyOf } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening } from '../../app/store';
import type { ThemeName } from '../../components/theme';
import { parseStoredTheme, readStoredTheme, THEME_STORAGE_KEY, writeStoredTheme } from './themeStorage';
import {
  selectResolvedTheme,
  selectThemeChoice,
  storedChoiceChanged,
  systemSchemeChanged,
  themeInitialized,
  themeToggled,
} from './themeSlice';

/** The one place the shown theme reaches the page: GlobalStyle's palettes key on `data-theme`. */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = name;
  root.style.colorScheme = name;
}

/**
 * Applies the resolved theme on every theme action (synchronously, so before the first paint); stores a
 * toggled choice (only that: a choice another tab stored is already in the storage).
 */
export function addThemeListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(themeInitialized, systemSchemeChanged, storedChoiceChanged, themeToggled),
    effect: (_action, listenerApi) => applyTheme(selectResolvedTheme(listenerApi.getState())),
  });
  startAppListening({
    actionCreator: themeToggled,
    effect: (_action, listenerApi) => {
      writeStoredTheme(selectThemeChoice(listenerApi.getState()));
    },
  });
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Boot: the stored choice and the system preference into the store, then, as they happen, the system's
 * changes and the choices other tabs of the app store (local storage's `storage` event). Returns the unsubscribe.
 */
export function startThemeSync(dispatch: AppDispatch, view: Window = window): () => void {
  const media = typeof view.matchMedia === 'function' ? view.matchMedia(DARK_QUERY) : undefined;
  dispatch(themeInitialized({ choice: readStoredTheme(), systemPrefersDark: media?.matches ?? false }));
  const onChange = (event: MediaQueryListEvent) => dispatch(systemSchemeChanged(event.matches));
  // key null: the other tab cleared the whole storage, the choice with it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null)
      dispatch(storedChoiceChanged(parseStoredTheme(event.newValue)));
  };
  media?.addEventListener('change', onChange);
  view.addEventListener?.('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onChange);
    view.removeEventListener?.('storage', onStorage);
  };
}
