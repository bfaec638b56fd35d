import { act, screen, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

interface Lines {
  ml: [number, number];
  spread: number;
  total: number;
}
const outcome = (name: string, price: number, point?: number) => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, home: string, away: string, { ml, spread, total }: Lines): Bookmaker => ({
  key: title.toLowerCase(),
  title,
  markets: [
    { key: 'h2h', outcomes: [outcome(home, ml[0]), outcome(away, ml[1])] },
    { key: 'spreads', outcomes: [outcome(home, -110, spread), outcome(away, -110, -spread)] },
    { key: 'totals', outcomes: [outcome('Over', -110, total), outcome('Under', -110, total)] },
  ],
});
const game = (id: string, commence_time: string, home: string, away: string, books: Record<string, Lines>): Game => ({
  id,
  commence_time,
  home_team: home,
  away_team: away,
  bookmakers: Object.entries(books).map(([title, lines]) => book(title, home, away, lines)),
});

// Kansas City: FanDuel moved on every market, DraftKings on none, BetMGM has no opening line.
const chiefs = (books: Record<string, Lines>) =>
  game('kc-buf', '2025-09-21T20:25:00Z', 'Kansas City Chiefs', 'Buffalo Bills', books);
const chiefsNow = chiefs({
  FanDuel: { ml: [-180, 150], spread: -3.5, total: 47.5 },
  DraftKings: { ml: [-175, 155], spread: -3.5, total: 47.5 },
  BetMGM: { ml: [-170, 145], spread: -3, total: 47.5 },
});
const chiefsOpen = chiefs({
  FanDuel: { ml: [-150, 130], spread: -2.5, total: 45.5 },
  DraftKings: { ml: [-175, 155], spread: -3.5, total: 47.5 },
});
// Philadelphia, earlier, never moved: the books' best moneylines are an arbitrage, their spreads and totals middles.
const eaglesLines = {
  FanDuel: { ml: [-105, 100], spread: -2.5, total: 44.5 },
  DraftKings: { ml: [105, -120], spread: -3, total: 45 },
  BetMGM: { ml: [-110, -110], spread: -3.5, total: 45.5 },
} satisfies Record<string, Lines>;
const eagles = game('phi-dal', '2025-09-21T17:00:00Z', 'Philadelphia Eagles', 'Dallas Cowboys', eaglesLines);

function serve(opening: () => Response = () => HttpResponse.json([chiefsOpen, eagles])) {
  server.use(
    http.get(`${API}/teamOdds`, () => HttpResponse.json([chiefsNow, eagles])),
    http.get(`${API}/teamOdds/opening`, opening),
  );
}

const renderScreen = (route = '/nfl?week=3&cards=detailed') =>
  renderWithProviders(null, {
    route,
    preloadedState: { week: { selected: 3 } },
    routes: [{ path: '/nfl', element: <MatchupsPage /> }],
  });

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const chiefsCard = () => screen.getAllByRole('article').find((card) => card.textContent?.startsWith('Kansas City'))!;
/** The shown book's notes under its markets, in market order, as read (no-break spaces read as spaces). */
const notes = (card: HTMLElement) =>
  within(card)
    .getAllByRole('definition')
    .filter((dd) => /hold|opened/.test(dd.textContent ?? '') && dd.children.length <= 1)
    .map((dd) => dd.textContent?.replaceAll('\u00a0', ' '));

describe('open vs now on the card', () => {
  it('says where each market of the shown book opened and where it is, marking notable moves with a word, and its hold', async () => {
    serve();
    const { user } = renderScreen();
    await screen.findAllByText(/opened/);
    const card = chiefsCard();
    // FanDuel: fair -150/+130 = 58.0 %, -180/+150 = 61.6 %; hold -180/+150 = 1 − 1/1.042857 = 4.1 %, -110/-110 = 4.5 %.
    expect(notes(card)).toEqual([
      'Chiefs fair 61.6% · opened 58.0% ▲3.7 ptsMoved · hold 4.1%',
      'Chiefs -3.5 · opened -2.5 ▲1Moved · hold 4.5%',
      '47.5 · opened 45.5 ▲2Moved · hold 4.5%',
    ]);
    expect(within(card).getAllByText('Moved')).toHaveLength(3);

    // DraftKings did not move: fair -175/+155 = 0.636364/1.028521 = 61.9 %, hold 2.8 %.
    await user.click(within(card).getByRole('button', { name: /^Next bookmaker/ }));
    expect(notes(card)).toEqual([
      'Chiefs fair 61.9% · opened 61.9% · hold 2.8%',
      'Chiefs -3.5 · opened -3.5 · hold 4.5%',
      '47.5 · opened 47.5 · hold 4.5%',
    ]);
    expect(within(card).queryByText('Moved')).not.toBeInTheDocument();

    // BetMGM has no opening line: its hold only (-170/+145 → 1 − 1/1.037793 = 3.6 %).
    await user.click(within(card).getByRole('button', { name: /^Next bookmaker/ }));
    expect(notes(card)).toEqual(['hold 3.6%', 'hold 4.5%', 'hold 4.5%']);
  });

  it.each([
    ['failing', () => HttpResponse.json({ error: 'Server error' }, { status: 500 })],
    ['missing', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })],
    ['malformed', () => HttpResponse.json({ nothing: true })],
  ])('leaves out the opening part, quietly, when the opening lines are %s', async (_name, opening) => {
    serve(opening);
    renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/opened/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/unavailable|failed/i)).not.toBeInTheDocument();
    expect(notes(chiefsCard())).toEqual(['hold 4.1%', 'hold 4.5%', 'hold 4.5%']);
  });
});

describe('best prices across the books', () => {
  it('gives each market’s best-price hold, an Arbitrage badge with the stake split, and the middles', async () => {
    serve();
    renderScreen();
    const card = (await screen.findAllByRole('article'))[0]!;
    const section = within(card).getByRole('group', { name: 'Best prices across the books' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Moneyline holdArbitrage-1.2%Stake 49.38 on Eagles +105 (DraftKings) and 50.62 on Cowboys +100 (FanDuel): returns 101.23 either way',
      'Spread hold at Eagles -2.54.5%Middle: Eagles -2.5 (FanDuel) / Cowboys +3.5 (BetMGM)',
      'Total hold at 44.54.5%Middle: Over 44.5 (FanDuel) / Under 45.5 (BetMGM)',
    ]);
    const kansasCity = within(chiefsCard()).getByRole('group', { name: 'Best prices across the books' });
    // Best moneylines -170 (BetMGM) and +155 (DraftKings): 0.629630 + 0.392157 = 1.021787 → 2.1 %.
    expect(
      within(kansasCity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Moneyline hold2.1%', 'Spread hold at Chiefs -3.54.5%', 'Total hold at 47.54.5%']);
  });
});

describe('sorting by the biggest move', () => {
  it('orders by kickoff by default, by the largest move when chosen, in the address; Back returns to kickoff order', async () => {
    serve();
    const { user, router, store } = renderScreen();
    await screen.findAllByText(/opened/);
    const picker = screen.getByRole('combobox', { name: 'Sort games' });
    expect(picker).toHaveValue('kickoff');
    expect(titles()).toEqual(['Philadelphia vs Dallas', 'Kansas City vs Buffalo']);
    expect(screen.queryByText(/^Biggest move:/)).not.toBeInTheDocument();

    await user.selectOptions(picker, 'Biggest move');
    expect(titles()).toEqual(['Kansas City vs Buffalo', 'Philadelphia vs Dallas']);
    expect(router.state.location.search).toBe('?week=3&sort=movement&cards=detailed');
    expect(store.getState().matchups.sort).toBe('movement');
    expect(within(chiefsCard()).getByText('Biggest move: Total ▲2 at FanDuel')).toBeInTheDocument();
    expect(screen.getByText('No move since opening')).toBeInTheDocument();

    act(() => void router.navigate(-1));
    expect(router.state.location.search).toBe('?week=3&cards=detailed');
    expect(picker).toHaveValue('kickoff');
    expect(titles()).toEqual(['Philadelphia vs Dallas', 'Kansas City vs Buffalo']);
    act(() => void router.navigate(1));
    expect(titles()).toEqual(['Kansas City vs Buffalo', 'Philadelphia vs Dallas']);
  });

  it('opens sorted from a shared address, and keeps kickoff order while the opening lines are unavailable', async () => {
    serve(() => HttpResponse.json({ error: 'Server error' }, { status: 500 }));
    renderScreen('/nfl?week=3&sort=movement');
    await screen.findByText('Kansas City vs Buffalo');
    expect(screen.getByRole('combobox', { name: 'Sort games' })).toHaveValue('movement');
    expect(titles()).toEqual(['Philadelphia vs Dallas', 'Kansas City vs Buffalo']);
    expect(screen.queryByText(/^Biggest move:/)).not.toBeInTheDocument();
  });
});
