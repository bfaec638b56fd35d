import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeName } from '../../components/theme';

export interface ThemeState {
  /** The user's explicit choice; null follows the system. */
  choice: ThemeName | null;
  /** The system's `prefers-color-scheme: dark`. */
  systemPrefersDark: boolean;
}

const initialState: ThemeState = { choice: null, systemPrefersDark: false };

const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    /** At boot: the stored choice (null when none or unreadable) and the system preference. */
    themeInitialized: (_state, action: PayloadAction<ThemeState>) => action.payload,
    systemSchemeChanged: (state, action: PayloadAction<boolean>) => {
      state.systemPrefersDark = action.payload;
    },
    /** Another tab of the app stored its choice (null: removed, follow the system); this tab shows it too. */
    storedChoiceChanged: (state, action: PayloadAction<ThemeName | null>) => {
      state.choice = action.payload;
    },
    /** The header toggle: the opposite of what is shown becomes an explicit choice. */
    themeToggled: (state) => {
      state.choice = resolveTheme(state) === 'dark' ? 'light' : 'dark';
    },
  },
  selectors: {
    selectThemeChoice: (state) => state.choice,
    selectSystemPrefersDark: (state) => state.systemPrefersDark,
  },
});

function resolveTheme({ choice, systemPrefersDark }: ThemeState): ThemeName {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}

export const { themeInitialized, systemSchemeChanged, storedChoiceChanged, themeToggled } = themeSlice.actions;
export const { selectThemeChoice, selectSystemPrefersDark } = themeSlice.selectors;

/** The theme shown: the explicit choice, else the system's. */
export const selectResolvedTheme = createSelector(
  [selectThemeChoice, selectSystemPrefersDark],
  (choice, systemPrefersDark) => resolveTheme({ choice, systemPrefersDark }),
);

export default themeSlice;
