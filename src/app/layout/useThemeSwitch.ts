import { selectResolvedTheme, themeToggled } from '../../features/theme/themeSlice';
import type { ThemeSwitchProps } from '../../components/layout/ThemeToggle';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The header's theme switch, wired to the store: the resolved theme, and a click stores an explicit choice. */
export function useThemeSwitch(): ThemeSwitchProps {
  const dispatch = useAppDispatch();
  return { theme: useAppSelector(selectResolvedTheme), onToggle: () => dispatch(themeToggled()) };
}
