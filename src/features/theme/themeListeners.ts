import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import type { AppDispatch } from '../../app/store';
import type { ThemeName } from '../../app/theme';
import { readStoredTheme, writeStoredTheme } from './themeStorage';
import {
  selectResolvedTheme,
  selectThemeChoice,
  systemSchemeChanged,
  themeInitialized,
  themeToggled,
} from './themeSlice';

/** The one place the shown theme reaches the page: GlobalStyle's palettes key on `data-theme`. */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = name;
  root.style.colorScheme = name;
}

/** Applies the resolved theme on every theme action (synchronously, so before the first paint); stores a toggled choice. */
export function addThemeListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(themeInitialized, systemSchemeChanged, themeToggled),
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
 * Boot: the stored choice and the system preference into the store, then the system's changes as
 * they happen. Returns the unsubscribe.
 */
export function startThemeSync(dispatch: AppDispatch, view: Window = window): () => void {
  const media = typeof view.matchMedia === 'function' ? view.matchMedia(DARK_QUERY) : undefined;
  dispatch(themeInitialized({ choice: readStoredTheme(), systemPrefersDark: media?.matches ?? false }));
  if (!media) return () => undefined;
  const onChange = (event: MediaQueryListEvent) => dispatch(systemSchemeChanged(event.matches));
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
