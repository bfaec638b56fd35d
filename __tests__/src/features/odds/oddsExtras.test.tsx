import { act, screen, within } from '@testing-library/react';
import { MatchupCard } from '../../../../src/features/odds/MatchupCard';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { selectGamesOfWeek } from '../../../../src/features/odds/oddsSelectors';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import { makeStore } from '../../../../src/app/store';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { seedOdds } from '../../../utils/seed';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const outcome = (name: string, price: number, point?: number) => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, chiefs: number, bills: number, chiefsSpread: number, lastUpdate?: string): Bookmaker => ({
  key: title.trim().toLowerCase(),
  title,
  ...(lastUpdate === undefined ? {} : { last_update: lastUpdate }),
  markets: [
    { key: 'h2h', outcomes: [outcome('Kansas City Chiefs', chiefs), outcome('Buffalo Bills', bills)] },
    {
      key: 'spreads',
      outcomes: [outcome('Kansas City Chiefs', -110, chiefsSpread), outcome('Buffalo Bills', -110, -chiefsSpread)],
    },
    { key: 'totals', outcomes: [outcome('Over', -110, 47.5), outcome('Under', -110, 47.5)] },
  ],
});

// Best: the Chiefs' moneyline -170 and spread -3 at BetMGM (Caesars' -160 and -2.5 do not count), the Bills'
// moneyline +155 at DraftKings and spread +3.5 at FanDuel and DraftKings; the totals are the same everywhere.
const chiefsBills: Game = {
  id: 'kc-buf',
  commence_time: '2025-09-21T20:25:00Z',
  home_team: 'Kansas City Chiefs',
  away_team: 'Buffalo Bills',
  bookmakers: [
    book(' FanDuel ', -180, 150, -3.5, '2026-11-22T11:55:00Z'),
    book('Caesars', -160, 170, -2.5),
    book('DraftKings', -175, 155, -3.5, '2026-11-22T10:00:00Z'),
    book('BetMGM', -170, 145, -3),
  ],
};

const serve = () => server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json([chiefsBills])));
const renderScreen = () =>
  renderWithProviders(<MatchupsPage />, {
    route: '/nfl?week=3&cards=detailed',
    preloadedState: { week: { selected: 3 } },
  });

const BEST = 'Best line among FanDuel, DraftKings and BetMGM';

/** The outcome rows of the shown book with their text, e.g. 'Buffalo Bills|+155|best'. */
function shownRows(card: HTMLElement): string[] {
  return within(card)
    .getAllByRole('definition')
    .map((row) => {
      const [name, side] = [row.children[0]?.textContent ?? '', row.children[1]];
      return [name, side?.lastElementChild?.textContent ?? '', within(row).queryByText(BEST) ? 'best' : ''].join('|');
    });
}

describe('best lines', () => {
  it('badges, with an accessible name, the rows where the shown book holds the best line', async () => {
    serve();
    const { user } = renderScreen();
    const card = await screen.findByRole('article');
    const next = within(card).getByRole('button', { name: /^Next bookmaker/ });
    expect(shownRows(card).filter((row) => row.endsWith('best'))).toEqual(['Buffalo Bills (+3.5)|-110|best']);
    await user.click(next);
    expect(within(card).getByText('DraftKings')).toBeInTheDocument();
    expect(shownRows(card).filter((row) => row.endsWith('best'))).toEqual([
      'Buffalo Bills|+155|best',
      'Buffalo Bills (+3.5)|-110|best',
    ]);
    await user.click(next);
    expect(shownRows(card).filter((row) => row.endsWith('best'))).toEqual([
      'Kansas City Chiefs|-170|best',
      'Kansas City Chiefs (-3)|-110|best',
    ]);
    const badge = within(card).getAllByText(BEST)[0]!.parentElement!;
    // 'Best' is drawn (its ::before, hidden from screen readers); the badge's text is the label.
    expect(badge).toHaveTextContent(BEST);
    expect(badge).toHaveAttribute('title', BEST);
  });

  it('names only the books the game has in the badge', async () => {
    server.use(
      http.get(`${API}/teamOdds`, () =>
        HttpResponse.json([{ ...chiefsBills, bookmakers: chiefsBills.bookmakers.slice(0, 3) }]),
      ),
    );
    const { user } = renderScreen();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: /^Next bookmaker/ }));
    expect(within(card).getByText('DraftKings')).toBeInTheDocument();
    expect(within(card).getAllByText('Best line among FanDuel and DraftKings')).toHaveLength(2);
  });

  it('lists every market’s best line and who holds it, without cycling', async () => {
    serve();
    renderScreen();
    const card = await screen.findByRole('article');
    const section = within(card).getByRole('group', { name: 'Best lines' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Moneyline: Chiefs -170at BetMGM',
      'Moneyline: Bills +155at DraftKings',
      'Spread: Chiefs (-3) -110at BetMGM',
      'Spread: Bills (+3.5) -110at FanDuel, DraftKings',
      'Total: Over (47.5) -110at every book',
      'Total: Under (47.5) -110at every book',
    ]);
  });

  it('has no section for a game without the three books', async () => {
    server.use(
      http.get(`${API}/teamOdds`, () =>
        HttpResponse.json([{ ...chiefsBills, bookmakers: [chiefsBills.bookmakers[1]] }]),
      ),
    );
    renderScreen();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('No bookmakers available')).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'Best lines' })).not.toBeInTheDocument();
  });
});

describe('implied and fair probability', () => {
  it('is off by default; the toolbar checkbox shows and hides each price’s implied and no-vig fair probability', async () => {
    serve();
    const { user, store } = renderScreen();
    const card = await screen.findByRole('article');
    const toggle = screen.getByRole('checkbox', { name: 'Show implied probability' });
    expect(toggle).not.toBeChecked();
    expect(within(card).queryByText(/Implied/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(store.getState().matchups.probabilitiesShown).toBe(true);
    // FanDuel -180 / +150: implied 180/280 = 64.29% and 100/250 = 40%; fair 0.6429/1.0429 = 61.64%, 38.36%.
    const text = within(card)
      .getAllByText(/^Implied /)
      .map((row) => row.textContent);
    expect(text).toEqual([
      'Implied 64.3% · Fair 61.6%',
      'Implied 40.0% · Fair 38.4%',
      'Implied 52.4% · Fair 50.0%',
      'Implied 52.4% · Fair 50.0%',
      'Implied 52.4% · Fair 50.0%',
      'Implied 52.4% · Fair 50.0%',
    ]);

    await user.click(toggle);
    expect(within(card).queryByText(/Implied/)).not.toBeInTheDocument();
  });

  it('shows the implied probability alone where the fair one cannot be had, and nothing for invalid odds', async () => {
    const odd: Bookmaker = {
      key: 'fanduel',
      title: 'FanDuel',
      markets: [
        { key: 'h2h', outcomes: [outcome('Kansas City Chiefs', -150)] },
        { key: 'totals', outcomes: [outcome('Over', 50, 47.5), outcome('Under', -110, 47.5)] },
      ],
    };
    server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json([{ ...chiefsBills, bookmakers: [odd] }])));
    const { user } = renderScreen();
    const card = await screen.findByRole('article');
    await user.click(screen.getByRole('checkbox', { name: 'Show implied probability' }));
    expect(
      within(card)
        .getAllByText(/^Implied /)
        .map((row) => row.textContent),
    ).toEqual(['Implied 60.0%', 'Implied 52.4%']);
  });
});

describe('line freshness', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  function renderCard() {
    const store = makeStore({ week: { selected: 3 } });
    seedOdds(store, 3, [chiefsBills]);
    const [game] = selectGamesOfWeek(store.getState());
    return renderWithProviders(<MatchupCard game={game!} />, { store });
  }

  it('shows when the shown book last updated, as a <time> with the absolute time, and keeps it current', () => {
    renderCard();
    const stamp = screen.getByText('updated 5 min ago');
    expect(stamp.tagName).toBe('TIME');
    expect(stamp).toHaveAttribute('dateTime', '2026-11-22T11:55:00Z');
    expect(stamp.getAttribute('title')).toMatch(/^Last updated Sun, Nov 22 · \d{1,2}:55 [AP]M$/);
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('updated 5 min ago')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('updated 6 min ago')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60 * 60_000));
    expect(screen.getByText('updated 1 hr ago')).toBeInTheDocument();
  });

  it('follows the book shown and says nothing for a book without last_update', () => {
    const { store } = renderCard();
    act(() => {
      store.dispatch({ type: 'matchups/bookmakerCycled', payload: { gameId: 'kc-buf', step: 1, count: 3 } });
    });
    expect(screen.getByText('updated 2 hr ago')).toBeInTheDocument();
    act(() => {
      store.dispatch({ type: 'matchups/bookmakerCycled', payload: { gameId: 'kc-buf', step: 1, count: 3 } });
    });
    expect(screen.getByText('BetMGM')).toBeInTheDocument();
    expect(screen.queryByText(/^updated /)).not.toBeInTheDocument();
  });
});
