import { act, screen, waitFor, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { selectOpenGameId } from '../../../../src/features/odds/matchupsSlice';
import { matchupsAddressRestored, weekSelected } from '../../../../src/features/week/weekSlice';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, countedJson, http, server, setupMswServer } from '../../../utils/msw';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const outcome = (name: string, price: number, point?: number) => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, markets: unknown[]) => ({ key: title.trim().toLowerCase(), title, markets });
const fullBook = (title: string, home: number) =>
  book(title, [
    { key: 'h2h', outcomes: [outcome('Kansas City Chiefs', home), outcome('Buffalo Bills', 150)] },
    { key: 'spreads', outcomes: [outcome('Kansas City Chiefs', -110, -3.5), outcome('Buffalo Bills', -110, 3.5)] },
    { key: 'totals', outcomes: [] },
  ]);

const week3 = [
  {
    id: 'late',
    commence_time: '2025-09-21T20:25:00Z',
    home_team: 'Kansas City Chiefs',
    away_team: 'Buffalo Bills',
    team1: 'Kansas City Chiefs',
    team2: 'Buffalo Bills',
    bookmakers: [
      fullBook(' FanDuel ', -180),
      book('Caesars', []),
      fullBook('DraftKings', -175),
      fullBook('BetMGM', -170),
    ],
  },
  {
    id: 'early',
    commence_time: '2025-09-21T17:00:00Z',
    home_team: 'Detroit Lions',
    away_team: 'Chicago Bears',
    bookmakers: [book('Bovada', [])],
  },
];

const rankings = {
  'AFC West': [
    {
      team_name: 'Kansas City Chiefs',
      combo: 'Elite offense',
      units: [
        { unit: 'offense', ranking: 2 },
        { unit: 'defense', ranking: 12 },
        { unit: 'special_teams', ranking: 21 },
      ],
    },
  ],
  'AFC East': [
    {
      team_name: 'Buffalo Bills',
      combo: 'Balanced',
      units: [
        { unit: 'offense', ranking: 3 },
        { unit: 'defense', ranking: 11 },
      ],
    },
  ],
  'NFC North': [{ team_name: 'Detroit Lions', combo: 'Ground game', units: [{ unit: 'offense', ranking: 1 }] }],
};

function serve(weeks: Record<number, unknown> = { 3: week3 }) {
  server.use(
    http.get(`${API}/teamOdds`, ({ request }) =>
      HttpResponse.json(weeks[Number(new URL(request.url).searchParams.get('week'))] ?? []),
    ),
    http.get(`${API}/teamData/unit-rankings`, () => HttpResponse.json(rankings)),
  );
}

const renderScreen = (week = 3) =>
  renderWithProviders(<MatchupsPage />, { route: `/nfl?week=${week}`, preloadedState: { week: { selected: week } } });

const cards = () => screen.getAllByRole('article');

describe('Matchups & Odds', () => {
  it('shows the title, subtitle and the week, then the games by kickoff', async () => {
    serve();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Matchups & Odds' })).toBeInTheDocument();
    expect(screen.getByText('Stay up to date with the latest matchups and betting lines.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Week 3' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('Detroit vs Chicago');
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Detroit vs Chicago',
      'Kansas City vs Buffalo',
    ]);
    expect(within(cards()[0]!).getByText(/^Sun, Sep 21 · \d{1,2}:00 [AP]M$/)).toBeInTheDocument();
  });

  it('says so when a game has none of the three books, or a market has no outcomes', async () => {
    serve();
    renderScreen();
    const [detroit, kansasCity] = await screen.findAllByRole('article');
    expect(within(detroit!).getByText('No bookmakers available')).toBeInTheDocument();
    expect(within(kansasCity!).getByText('No odds available')).toBeInTheDocument();
  });

  it('labels the markets and styles positive prices apart from the others, points in parentheses', async () => {
    serve();
    renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    const card = cards()[1]!;
    for (const label of ['Moneyline', 'Spread', 'Total']) expect(within(card).getByText(label)).toBeInTheDocument();
    const plus = within(card).getByText('+150');
    const minus = within(card).getByText('-180');
    expect(plus.className).not.toBe(minus.className);
    expect(within(card).getAllByText('-110')[0]!.className).toBe(minus.className);
    expect(within(card).getByText('(-3.5)')).toBeInTheDocument();
    expect(within(card).getByText('(+3.5)')).toBeInTheDocument();
  });

  it('cycles through FanDuel, DraftKings and BetMGM only, both ways, from mouse and keyboard', async () => {
    serve();
    const { user } = renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    const card = cards()[1]!;
    const next = within(card).getByRole('button', { name: 'Next bookmaker for Kansas City vs Buffalo' });
    const previous = within(card).getByRole('button', { name: 'Previous bookmaker for Kansas City vs Buffalo' });
    expect(within(card).getByText('FanDuel')).toBeInTheDocument();
    await user.click(next);
    expect(within(card).getByText('DraftKings')).toBeInTheDocument();
    expect(within(card).getByText('-175')).toBeInTheDocument();
    next.focus();
    await user.keyboard('{Enter}');
    expect(within(card).getByText('BetMGM')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(within(card).getByText('FanDuel')).toBeInTheDocument();
    await user.click(previous);
    expect(within(card).getByText('BetMGM')).toBeInTheDocument();
    expect(within(card).queryByText('Caesars')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error in red when the odds fail', async () => {
    server.use(http.get(`${API}/teamOdds`, () => new HttpResponse(null, { status: 500 })));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch odds');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when a week has no games', async () => {
    serve({});
    renderScreen(9);
    expect(await screen.findByText('No games scheduled for Week 9.')).toBeInTheDocument();
  });

  it('changes week from the selector, in the store and the address', async () => {
    const odds = countedJson('/teamOdds', week3);
    server.use(odds.handler);
    const { user, store, router } = renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    await user.selectOptions(screen.getByLabelText('Choose week'), '18');
    expect(screen.getByRole('heading', { level: 2, name: 'Week 18' })).toBeInTheDocument();
    expect(store.getState().week.selected).toBe(18);
    expect(router.state.location.search).toBe('?week=18');
    await waitFor(() => expect(odds.count()).toBe(2));
  });

  it("draws a new week's games in the cards already on the page, each card with its own game's state", async () => {
    const week4 = [
      {
        id: 'w4-late',
        commence_time: '2025-09-28T20:25:00Z',
        home_team: 'Green Bay Packers',
        away_team: 'Minnesota Vikings',
        bookmakers: [fullBook('FanDuel', -120), fullBook('DraftKings', -125)],
      },
      {
        id: 'w4-early',
        commence_time: '2025-09-28T17:00:00Z',
        home_team: 'Dallas Cowboys',
        away_team: 'New York Giants',
        bookmakers: [],
      },
    ];
    serve({ 3: week3, 4: week4 });
    server.use(
      http.get(`${API}/teamOdds/opening`, () => HttpResponse.json([])),
      http.get(`${API}/scores`, () => HttpResponse.json([])),
    );
    const { user } = renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    // Both weeks cached: a switch between them waits for nothing, so the cards never leave the page.
    await user.selectOptions(screen.getByLabelText('Choose week'), '4');
    await screen.findByText('Green Bay vs Minnesota');
    await user.selectOptions(screen.getByLabelText('Choose week'), '3');
    await screen.findByText('Kansas City vs Buffalo');
    const items = cards().map((card) => card.closest('li'));
    // Week 3's second card moves on to DraftKings; week 4's second card starts at its first book.
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Next bookmaker for Kansas City vs Buffalo' }));
    expect(within(cards()[1]!).getByText('DraftKings')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Choose week'), '4');
    await screen.findByText('Green Bay vs Minnesota');
    const itemsNow = cards().map((card) => card.closest('li'));
    expect(itemsNow).toHaveLength(items.length);
    itemsNow.forEach((item, index) => expect(item).toBe(items[index]));
    expect(within(cards()[1]!).getByText('FanDuel')).toBeInTheDocument();
    expect(screen.queryByText('Kansas City vs Buffalo')).not.toBeInTheDocument();
  });

  it('ignores a replayed week that is not a whole number: the week stays and nothing is asked for', async () => {
    const weeks: string[] = [];
    server.use(
      http.get(`${API}/teamOdds`, ({ request }) => {
        weeks.push(new URL(request.url).searchParams.get('week') ?? '');
        return HttpResponse.json(week3);
      }),
    );
    const { store } = renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    for (const week of [NaN, Infinity, 2.5, '3']) {
      act(() => void store.dispatch({ type: weekSelected.type, payload: week }));
      act(() => void store.dispatch({ type: matchupsAddressRestored.type, payload: { week, sort: 'kickoff' } }));
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Week 3' })).toBeInTheDocument();
    expect(store.getState().week.selected).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(weeks).toEqual(['3']);
    expect(cards()).toHaveLength(2);
  });
});

describe('the matchup modal', () => {
  it('opens on a card click with the full names and both teams ranked, green where better', async () => {
    serve();
    const { user } = renderScreen();
    await screen.findByText('Kansas City vs Buffalo');
    await user.click(within(cards()[1]!).getByText('-180'));
    const dialog = await screen.findByRole('dialog', { name: 'Kansas City Chiefs vs Buffalo Bills' });
    await within(dialog).findByRole('table');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Unit', 'Offense', 'Defense', 'Special Teams']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Kansas City Chiefs2nd (better)12th21st',
      'Buffalo Bills3rd11th (better)N/A',
    ]);
    const [better, worse] = [within(rows[0]!).getByText('2nd'), within(rows[0]!).getByText('12th')];
    expect(better.className).not.toBe(worse.className);
  });

  it('shows only Loading... when either team has no ranking data', async () => {
    serve();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Detroit vs Chicago: show unit rankings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detroit Lions vs Chicago Bears' });
    await waitFor(() => expect(within(dialog).getByText('Loading...')).toBeInTheDocument());
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof renderScreen>['user']) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof renderScreen>['user']) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof renderScreen>['user']) => user.click(screen.getByRole('dialog').parentElement!),
    ],
  ])('closes with %s, clears the selection and gives focus back to the card', async (_how, close) => {
    serve();
    const { user, store } = renderScreen();
    const opener = await screen.findByRole('button', { name: 'Kansas City vs Buffalo: show unit rankings' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectOpenGameId(store.getState())).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('the matchup modal after the week or the address moves', () => {
  const renderRoutes = (route = '/nfl?week=3') =>
    renderWithProviders(null, {
      route,
      preloadedState: { week: { selected: 3 } },
      routes: [
        { path: '/nfl', element: <MatchupsPage /> },
        { path: '/team-data', element: <p>Team Profiles</p> },
      ],
    });
  const openKansasCity = async (user: ReturnType<typeof renderRoutes>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Kansas City vs Buffalo: show unit rankings' }));
    await screen.findByRole('dialog', { name: 'Kansas City Chiefs vs Buffalo Bills' });
  };

  it('closes when the week changes, and does not come back with the week', async () => {
    serve();
    const { user, store } = renderRoutes();
    await openKansasCity(user);
    act(() => void store.dispatch(weekSelected(4)));
    expect(selectOpenGameId(store.getState())).toBeNull();
    act(() => void store.dispatch(weekSelected(3)));
    await screen.findByText('Kansas City vs Buffalo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the user leaves the screen, so Back does not reopen it', async () => {
    serve();
    const { user, store, router } = renderRoutes();
    await openKansasCity(user);
    act(() => void router.navigate('/team-data'));
    await screen.findByText('Team Profiles');
    expect(selectOpenGameId(store.getState())).toBeNull();
    act(() => void router.navigate(-1));
    await screen.findByText('Kansas City vs Buffalo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Back and Forward, even between two entries of the same week', async () => {
    serve();
    const { user, store, router } = renderRoutes();
    await screen.findByText('Kansas City vs Buffalo');
    act(() => void router.navigate('/nfl')); // the header's Home link: a bare address, the week kept
    expect(router.state.location.search).toBe('');
    await openKansasCity(user);
    act(() => void router.navigate(-1));
    expect(router.state.location.search).toBe('?week=3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectOpenGameId(store.getState())).toBeNull();
    await openKansasCity(user);
    act(() => void router.navigate(1));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
