import { screen, within } from '@testing-library/react';
import { Header } from '../../../../src/app/layout/Header';
import { renderWithProviders } from '../../../utils/renderWithProviders';

const renderHeaderAt = (route: string) => renderWithProviders(<Header />, { route });
const tabs = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  it('links the title to /nfl', () => {
    renderHeaderAt('/stadiums');
    expect(screen.getByRole('link', { name: 'Gridline' })).toHaveAttribute('href', '/nfl');
  });

  it('shows the five entries with their paths', () => {
    renderHeaderAt('/nfl');
    const links = tabs().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/nfl'],
      ['Player Props', '/player-props'],
      ['Player Data', '/player-data'],
      ['Team Data', '/team-data'],
      ['Stadiums', '/stadiums'],
    ]);
  });

  it('marks only Home as current on exactly /nfl', () => {
    renderHeaderAt('/nfl');
    expect(tabs().getByRole('link', { current: 'page' })).toHaveTextContent('Home');
  });

  it('marks the entry whose path prefixes the location', () => {
    renderHeaderAt('/team-data/anything');
    expect(tabs().getByRole('link', { current: 'page' })).toHaveTextContent('Team Data');
  });

  it('marks nothing, not even Home, under /nfl/…', () => {
    renderHeaderAt('/nfl/other');
    expect(tabs().queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows the free-trial banner to a visitor', () => {
    renderHeaderAt('/nfl');
    expect(screen.getByText('Free Trial through Week 7')).toBeInTheDocument();
  });

  it('offers Sign in to a signed-out visitor', () => {
    renderHeaderAt('/nfl');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  // jsdom applies no media queries: the menu, shown below md, is reached as hidden content here;
  // the browser suite checks which of the two shows at which width.
  it('opens the dropdown menu, which lists the entries and closes on Escape', async () => {
    const { user } = renderHeaderAt('/player-data');
    const button = screen.getByRole('button', { name: /menu/i, hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const items = within(menu as HTMLElement).getAllByRole('link', { hidden: true });
    expect(items).toHaveLength(5);
    expect(within(menu as HTMLElement).getByRole('link', { current: 'page', hidden: true })).toHaveTextContent(
      'Player Data',
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the dropdown menu after choosing an entry', async () => {
    const { user, router } = renderHeaderAt('/nfl');
    await user.click(screen.getByRole('button', { name: /menu/i, hidden: true }));
    const button = screen.getByRole('button', { name: /menu/i, hidden: true });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Stadiums', hidden: true }));
    expect(router.state.location.pathname).toBe('/stadiums');
    expect(screen.getByRole('button', { name: /menu/i, hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });
});
