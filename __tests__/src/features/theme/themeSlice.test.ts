import { isPlain } from '@reduxjs/toolkit';
import { makeStore } from '../../../../src/app/store';
import {
  selectResolvedTheme,
  selectThemeChoice,
  systemSchemeChanged,
  themeInitialized,
  themeToggled,
} from '../../../../src/features/theme/themeSlice';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  window.localStorage.clear();
});

describe('the theme slice', () => {
  it('starts light, following the system', () => {
    const state = makeStore().getState();
    expect(state.theme).toEqual({ choice: null, systemPrefersDark: false });
    expect(selectResolvedTheme(state)).toBe('light');
  });

  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('resolves choice %p with a dark system %p to %p', (choice, systemPrefersDark, resolved) => {
    const store = makeStore();
    store.dispatch(themeInitialized({ choice, systemPrefersDark }));
    expect(selectResolvedTheme(store.getState())).toBe(resolved);
  });

  it('follows the system while there is no choice, and ignores it once there is', () => {
    const store = makeStore();
    store.dispatch(systemSchemeChanged(true));
    expect(selectResolvedTheme(store.getState())).toBe('dark');
    store.dispatch(themeToggled());
    expect(selectThemeChoice(store.getState())).toBe('light');
    store.dispatch(systemSchemeChanged(false));
    store.dispatch(systemSchemeChanged(true));
    expect(selectResolvedTheme(store.getState())).toBe('light');
  });

  it('toggles to the opposite of what is shown and stores it as the choice', () => {
    const store = makeStore();
    store.dispatch(themeToggled());
    expect(store.getState().theme.choice).toBe('dark');
    store.dispatch(themeToggled());
    expect(store.getState().theme.choice).toBe('light');
  });

  it('names its actions theme/… and keeps them serializable, for DevTools and replays', () => {
    const actions = [
      themeInitialized({ choice: 'dark', systemPrefersDark: true }),
      systemSchemeChanged(true),
      themeToggled(),
    ];
    expect(actions.map((action) => action.type)).toEqual([
      'theme/themeInitialized',
      'theme/systemSchemeChanged',
      'theme/themeToggled',
    ]);
    expect(actions.every((action) => isPlain(action) && JSON.parse(JSON.stringify(action)).type === action.type)).toBe(
      true,
    );
  });

  it('memoizes the resolved theme on its inputs', () => {
    const store = makeStore();
    const before = store.getState();
    selectResolvedTheme(before);
    const recomputations = selectResolvedTheme.recomputations();
    store.dispatch({ type: 'unrelated/thing' });
    selectResolvedTheme(store.getState());
    expect(selectResolvedTheme.recomputations()).toBe(recomputations);
  });
});
