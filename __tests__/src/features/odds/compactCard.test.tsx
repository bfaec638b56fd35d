import { screen, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import type { Game } from '../../../../src/features/odds/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

/**
 * Issue #60 item 1: the compact card by default (the spec's card: title, kickoff, bookmaker box with its arrows and
 * outcomes, best price badges, a link to the game's page), and "Detailed cards" in the address and the store.
 */
setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const line = (title: string, chiefs: number, spread: number) => ({
  key: title.toLowerCase(),
  title,
  markets: [
    {
      key: 'h2h',
      outcomes: [
        { name: 'Kansas City Chiefs', price: chiefs },
        { name: 'Buffalo Bills', price: 140 },
      ],
    },
    {
      key: 'spreads',
      outcomes: [
        { name: 'Kansas City Chiefs', price: -110, point: spread },
        { name: 'Buffalo Bills', price: -110, point: -spread },
      ],
    },
  ],
});
const game: Game = {
  id: 'kc-buf',
  commence_time: '2099-09-21T20:25:00Z',
  home_team: 'Kansas City Chiefs',
  away_team: 'Buffalo Bills',
  bookmakers: [line('FanDuel', -160, -3), line('DraftKings', -150, -3.5), line('BetMGM', -170, -3)],
};

const render = (search: string) => {
  server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json([game])));
  return renderWithProviders(<MatchupsPage />, { route: `/nfl?${search}`, preloadedState: { week: { selected: 3 } } });
};

describe('the compact card', () => {
  it('is the default: the spec’s card with best badges and a link to its page, no other research', async () => {
    const { store } = render('week=3');
    const card = await screen.findByRole('article');
    expect(
      within(card).getByRole('button', { name: 'Kansas City vs Buffalo: show unit rankings' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Next bookmaker for Kansas City vs Buffalo' })).toBeInTheDocument();
    expect(within(card).getAllByText('Best line among FanDuel, DraftKings and BetMGM').length).toBeGreaterThan(0);
    expect(within(card).getByRole('link', { name: 'Kansas City vs Buffalo: game page' })).toHaveAttribute(
      'href',
      '/nfl/games/kc-buf?week=3',
    );
    for (const research of [/Best lines/i, /Best prices across the books/i, /Half points/i, /Line history/, /hold/])
      expect(within(card).queryByText(research)).not.toBeInTheDocument();
    expect(store.getState().matchups.cardDetail).toBe('compact');
  });

  it('brings every figure back with "Detailed cards", kept in the address', async () => {
    const { user, router, store } = render('week=3');
    const card = await screen.findByRole('article');
    await user.click(screen.getByRole('checkbox', { name: 'Detailed cards' }));
    expect(store.getState().matchups.cardDetail).toBe('detailed');
    expect(await within(card).findByText('Best prices across the books')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Line history/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=3&cards=detailed');
  });

  it('restores the detail from the address, and an unknown one is the compact card', async () => {
    const detailed = render('week=3&cards=detailed');
    expect(await screen.findByText('Best prices across the books')).toBeInTheDocument();
    expect(detailed.store.getState().matchups.cardDetail).toBe('detailed');
    detailed.unmount();
    const odd = render('week=3&cards=huge');
    await screen.findByRole('article');
    expect(odd.store.getState().matchups.cardDetail).toBe('compact');
  });

  it('keeps the view controls in place in the best bets: they are disabled, not removed', async () => {
    const { user } = render('week=3');
    await screen.findByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Best bets');
    expect(screen.getByRole('combobox', { name: 'Sort games' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Detailed cards' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Game cards');
    expect(screen.getByRole('combobox', { name: 'Sort games' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Detailed cards' })).toBeEnabled();
  });
});
