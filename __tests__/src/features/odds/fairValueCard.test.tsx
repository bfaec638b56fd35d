import { screen, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { BUILT_IN_KEY_NUMBERS } from '../../../../src/config/keyNumbers';
import { formatPoints, spreadChances } from '../../../../src/domain/bettorMath/keyNumbers';
import { selectDevigMethod, selectMatchupView } from '../../../../src/features/odds/matchupsSlice';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const outcome = (name: string, price: number, point?: number) => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, chiefs: number, bills: number, chiefsSpread: number): Bookmaker => ({
  key: title.toLowerCase(),
  title,
  markets: [
    { key: 'h2h', outcomes: [outcome('Kansas City Chiefs', chiefs), outcome('Buffalo Bills', bills)] },
    {
      key: 'spreads',
      outcomes: [outcome('Kansas City Chiefs', -110, chiefsSpread), outcome('Buffalo Bills', -110, -chiefsSpread)],
    },
    { key: 'totals', outcomes: [outcome('Over', -110, 47.5), outcome('Under', -110, 47.5)] },
  ],
});

/**
 * FanDuel's Bills +170 against DraftKings (−175/+155) and BetMGM (−170/+145). By hand, multiplicative: DraftKings'
 * Bills 0.392157 / (0.636364 + 0.392157) = 0.381282, BetMGM's 0.408163 / (0.629630 + 0.408163) = 0.393299; mean
 * 0.387291, fair price 100 · (1 − p) / p = +158; EV = 0.387291 × 2.7 − 1 = +4.57 %. Every other outcome is below +1 %
 * (the −110 spreads and totals are −4.5 %; BetMGM's Chiefs −170 is −0.5 %). Kickoff is years away: the bet is open.
 */
const chiefsBills: Game = {
  id: 'kc-buf',
  commence_time: '2040-09-21T20:25:00Z',
  home_team: 'Kansas City Chiefs',
  away_team: 'Buffalo Bills',
  bookmakers: [book('FanDuel', -180, 170, -3.5), book('DraftKings', -175, 155, -3.5), book('BetMGM', -170, 145, -3)],
};
const FROM = 'fair 38.7% (+158) from DraftKings and BetMGM, multiplicative method';

const serve = (games: Game[] = [chiefsBills]) =>
  server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json(games)));
const renderScreen = (search = 'week=3&cards=detailed') =>
  renderWithProviders(<MatchupsPage />, { route: `/nfl?${search}`, preloadedState: { week: { selected: 3 } } });

describe('EV on the cards', () => {
  it('marks the outcome at +1% EV or better, saying what its fair price is from', async () => {
    serve();
    renderScreen();
    const card = await screen.findByRole('article');
    const marks = within(card).getAllByText(/^\+EV [\d.]+%$/);
    expect(marks.map((mark) => mark.textContent)).toEqual(['+EV 4.6%']);
    const badge = marks[0]!.parentElement!;
    expect(badge).toHaveAttribute('title', `+EV 4.6%: ${FROM}`);
    expect(within(badge).getByText(`+EV 4.6%: ${FROM}`)).toHaveClass('visually-hidden');
    expect(badge.closest('dd')).toHaveTextContent(/^Buffalo Bills/);
  });

  it('shows each outcome’s EV and fair price with the probabilities; none where no other book prices the line', async () => {
    serve();
    const { user } = renderScreen();
    const card = await screen.findByRole('article');
    await user.click(screen.getByRole('checkbox', { name: 'Show implied probability' }));
    expect(within(card).getByText(`EV +4.6% · ${FROM}`)).toBeInTheDocument();
    // FanDuel's Chiefs −3.5 against DraftKings' alone (BetMGM is at −3): −110 both ways, fair 50%, EV −4.5%.
    expect(
      within(card).getAllByText('EV -4.5% · fair 50.0% (-100) from DraftKings, multiplicative method'),
    ).toHaveLength(2);
  });

  it('shows no EV for a book with no other to compare against', async () => {
    serve([{ ...chiefsBills, bookmakers: [chiefsBills.bookmakers[0] as Bookmaker] }]);
    const { user } = renderScreen();
    const card = await screen.findByRole('article');
    await user.click(screen.getByRole('checkbox', { name: 'Show implied probability' }));
    expect(within(card).queryByText(/EV/)).not.toBeInTheDocument();
  });

  it('says "demo lines" when the demo season serves the odds', async () => {
    serve();
    server.use(
      http.get(`${API}/sources`, () =>
        HttpResponse.json({ mode: 'demo', resources: { odds: { source: 'demo', status: 'ok' } } }),
      ),
    );
    renderScreen();
    const card = await screen.findByRole('article');
    expect(await within(card).findByTitle(`+EV 4.6%: ${FROM} · demo lines`)).toBeInTheDocument();
  });
});

describe('the fair-odds method and the best bets', () => {
  it('lists the week’s +EV outcomes with book, price, fair price and method; the method and view are in the address', async () => {
    serve();
    const { user, store, router } = renderScreen('week=3');
    await screen.findByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Best bets');
    expect(selectMatchupView(store.getState())).toBe('bets');
    expect(router.state.location.search).toBe('?week=3&view=bets');
    const table = screen.getByRole('table');
    // Graded: the moneylines and totals of all three books (12) and FanDuel's and DraftKings' spreads at 3.5 (4).
    expect(within(table).getByText(/^Best bets of Week 3: 1 of the 16 outcomes/)).toBeInTheDocument();
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.firstChild?.textContent),
      );
    expect(cells).toEqual([['Moneyline: Bills', '+4.6%', 'FanDuel', '+170', '+158', '38.7%']]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    // Power: each book's margin taken more off its longshot, so the Bills' fair chance, and the EV, are lower.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fair odds' }), 'Power');
    expect(selectDevigMethod(store.getState())).toBe('power');
    expect(router.state.location.search).toBe('?week=3&devig=power&view=bets');
    expect(within(screen.getByRole('table')).getByText(/power method/)).toBeInTheDocument();
  });

  it('opens on the method and view the address names, and says why a week has no best bets', async () => {
    serve([{ ...chiefsBills, bookmakers: [chiefsBills.bookmakers[0] as Bookmaker] }]);
    const { store } = renderScreen('week=3&devig=shin&view=bets');
    expect(
      await screen.findByText('No bet of Week 3 can be graded: EV needs two or more books pricing the same line.'),
    ).toBeInTheDocument();
    expect([selectDevigMethod(store.getState()), selectMatchupView(store.getState())]).toEqual(['shin', 'bets']);
    expect(screen.getByRole('combobox', { name: 'Fair odds' })).toHaveValue('shin');
  });

  it('says which rows are closing lines of games that have kicked off', async () => {
    serve([{ ...chiefsBills, commence_time: '2020-09-21T20:25:00Z' }]);
    renderScreen('week=3&view=bets');
    const table = await screen.findByRole('table');
    expect(
      within(table).getByText(/1 game has kicked off: their rows are closing lines, no longer bets$/),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/· closing line/);
  });
});

describe('half points', () => {
  it('says on the card whether the extra half point is worth its price, from the built-in key numbers', async () => {
    serve();
    renderScreen();
    const card = await screen.findByRole('article');
    const section = within(card).getByRole('group', { name: 'Half points' });
    // Home spreads −3.5, −3.5, −3: median −3.5, an expected home margin of 3.5; both numbers at −110. −3 wins no more
    // often than −3.5 (both need a 4-point win); a 3-point win is its push where −3.5 loses.
    const chances = (point: number) => spreadChances(BUILT_IN_KEY_NUMBERS, 3.5, 'home', point);
    expect(chances(-3).win).toBeCloseTo(chances(-3.5).win, 9);
    const saved = chances(-3.5).loss - chances(-3).loss;
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(
      `Chiefs \u22123 \u2212110 loses ${formatPoints(saved)} less often than \u22123.5 \u2212110 (money back instead): worth the price`,
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByText('Half points')).toHaveAttribute(
      'title',
      'Chances from the key numbers of nflverse 2023 (285 games)',
    );
  });
});
