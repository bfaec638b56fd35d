import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { Header } from '../../../../src/app/layout/Header';
import { THEME_STORAGE_KEY } from '../../../../src/features/theme/themeStorage';
import { renderWithProviders } from '../../../utils/renderWithProviders';

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme toggle in the header', () => {
  it('is a button that says what it does', () => {
    renderWithProviders(<Header />, { route: '/nfl' });
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers light when the system is dark', () => {
    renderWithProviders(<Header />, {
      route: '/nfl',
      preloadedState: { theme: { choice: null, systemPrefersDark: true } },
    });
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('switches on click, applies the theme to the page and remembers the choice', async () => {
    const { user, store } = renderWithProviders(<Header />, { route: '/nfl' });
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(store.getState().theme.choice).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('works from the keyboard: Tab to it, Enter and Space switch', async () => {
    const { user, store } = renderWithProviders(<Header />, { route: '/nfl' });
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    while (document.activeElement !== toggle) await user.tab();
    await user.keyboard('{Enter}');
    expect(store.getState().theme.choice).toBe('dark');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(store.getState().theme.choice).toBe('light');
  });
});

describe('the theme switch in the dropdown menu (below md)', () => {
  it('is the menu’s last entry, named by its text, and keeps the menu open', async () => {
    const { user, store } = renderWithProviders(<Header />, { route: '/nfl' });
    const menuButton = screen.getByRole('button', { name: /menu/i, hidden: true });
    await user.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    const entry = within(menu).getByRole('button', { name: 'Switch to dark theme', hidden: true });
    expect(entry).toHaveTextContent('Switch to dark theme');
    expect(menu.lastElementChild).toContainElement(entry);
    await user.click(entry);
    expect(store.getState().theme.choice).toBe('dark');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Switch to light theme', hidden: true })).toBeInTheDocument();
  });
});
