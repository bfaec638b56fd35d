import { act, screen, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { makeStore } from '../../../../src/app/store';
import { MatchupCard } from '../../../../src/features/odds/MatchupCard';
import { oddsApi, scoresAdapter } from '../../../../src/features/odds/oddsApi';
import { selectGamesOfWeek } from '../../../../src/features/odds/oddsSelectors';
import { parseScores } from '../../../../src/features/odds/parseScores';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, researchHandler, scoreEntry } from '../../../utils/research';
import { seedOdds } from '../../../utils/seed';
import { cardDetailChosen } from '../../../../src/features/odds/matchupsSlice';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';
const NOW = '2025-09-20T12:00:00Z';

/** A game with FanDuel at Chiefs -2.5 / 47.5 and DraftKings at -3 / 51 (both updated 10 min before kickoff). */
const chiefsBills = (kickoff: string): Game => ({
  id: 'kc-buf',
  commence_time: kickoff,
  home_team: HOME,
  away_team: AWAY,
  bookmakers: [
    bookLines('FanDuel', -2.5, 47.5, HOME, AWAY, new Date(Date.parse(kickoff) - 600_000).toISOString()) as Bookmaker,
    bookLines('DraftKings', -3, 51, HOME, AWAY, new Date(Date.parse(kickoff) - 600_000).toISOString()) as Bookmaker,
  ],
});

function renderCard(kickoff: string, points?: [number, number], completed = true) {
  const store = makeStore({ week: { selected: 3 } });
  // The card's research figures are the detailed card's.
  store.dispatch(cardDetailChosen('detailed'));
  seedOdds(store, 3, [chiefsBills(kickoff)]);
  const entry = { ...scoreEntry('kc-buf', HOME, AWAY, points, kickoff), completed };
  const value = scoresAdapter.setAll(scoresAdapter.getInitialState(), parseScores([entry]));
  store.dispatch(oddsApi.util.upsertQueryEntries([{ endpointName: 'getScores', arg: 3, value }]));
  const [game] = selectGamesOfWeek(store.getState());
  return renderWithProviders(<MatchupCard game={game!} />, { store });
}

describe('a card’s result against the number', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse(NOW) }));
  afterEach(() => jest.useRealTimers());

  it('shows a final game’s score, and its cover and total against the shown book’s closing line', () => {
    const { store } = renderCard('2025-09-19T00:15:00Z', [27, 24]);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Final: Chiefs 27, Bills 24')).toBeInTheDocument();
    // 27–24: the Chiefs by 3 cover -2.5; 51 points go over 47.5.
    expect(within(card).getByText('Chiefs covered \u22122.5 · Over 47.5')).toBeInTheDocument();
    expect(within(card).getByText("Against FanDuel's closing line:", { exact: false })).toHaveClass('visually-hidden');
    const stamp = within(card).getByText('Closing line');
    expect(stamp.tagName).toBe('TIME');
    expect(stamp).toHaveAttribute('dateTime', '2025-09-19T00:15:00Z');
    expect(within(card).queryByText(/^updated /)).not.toBeInTheDocument();

    // DraftKings closed at -3 and 51: a push on both.
    act(() => {
      store.dispatch({ type: 'matchups/bookmakerCycled', payload: { gameId: 'kc-buf', step: 1 } });
    });
    expect(within(card).getByText('Spread push (Chiefs \u22123) · Total push (51)')).toBeInTheDocument();
  });

  it('shows no result and the line’s freshness before kickoff, and says "Closing line" once the line is asked for after kickoff', () => {
    const { store } = renderCard('2025-09-20T12:10:00Z');
    const card = screen.getByRole('article');
    expect(within(card).getByText('updated just now')).toBeInTheDocument();
    expect(within(card).queryByText(/^(Final|Live):/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/covered|push/)).not.toBeInTheDocument();
    // Kicked off, but the line shown was asked for before: it is the line of then, not the close.
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(within(card).queryByText('Closing line')).not.toBeInTheDocument();
    expect(within(card).getByText('updated 10 min ago')).toBeInTheDocument();
    act(() => {
      seedOdds(store, 3, [chiefsBills('2025-09-20T12:10:00Z')]);
      jest.advanceTimersByTime(20); // the store tells its subscribers of a batched action in a frame
    });
    expect(within(card).getByText('Closing line')).toBeInTheDocument();
  });

  it('marks a game in play "Live" with its running score, and no result yet', () => {
    renderCard('2025-09-20T11:00:00Z', [7, 3], false);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Live: Chiefs 7, Bills 3')).toBeInTheDocument();
    expect(within(card).queryByText(/covered|push/)).not.toBeInTheDocument();
    expect(within(card).getByText('Closing line')).toBeInTheDocument();
  });
});

describe('scores on /nfl', () => {
  const game = chiefsBills('2025-09-14T17:00:00Z');
  const serveOdds = () => server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json([game])));
  const renderScreen = () =>
    renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=3&cards=detailed',
      preloadedState: { week: { selected: 3 } },
    });

  it('loads the week’s scores with the week and shows the result on the card', async () => {
    serveOdds();
    const scores = researchHandler('/scores', () => [
      scoreEntry('kc-buf', HOME, AWAY, [20, 24], '2025-09-14T17:00:00Z'),
    ]);
    server.use(scores.handler);
    renderScreen();
    const card = await screen.findByRole('article');
    expect(await within(card).findByText('Final: Chiefs 20, Bills 24')).toBeInTheDocument();
    expect(within(card).getByText('Bills covered +2.5 · Under 47.5')).toBeInTheDocument();
    expect(scores.requests.map((url) => url.searchParams.get('week'))).toEqual(['3']);
  });

  it.each([
    ['failing', 500],
    ['missing', 404],
  ])('shows no result, and nothing else changes, when /scores is %s', async (_name, status) => {
    serveOdds();
    const scores = researchHandler('/scores', () => ({ error: 'nope' }), { status });
    server.use(scores.handler);
    renderScreen();
    const card = await screen.findByRole('article');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(scores.requests).toHaveLength(1);
    expect(within(card).queryByText(/^(Final|Live):|covered|push/)).not.toBeInTheDocument();
    expect(within(card).getByText('Closing line')).toBeInTheDocument();
    // The book's six outcome rows (name and price) stay, beside the markets' one-line notes.
    const outcomeRows = within(card)
      .getAllByRole('definition')
      .filter((row) => row.children.length >= 2);
    expect(outcomeRows).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
