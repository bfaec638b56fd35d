import { screen, waitFor, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { makeStore } from '../../../../src/app/store';
import { MatchupCard } from '../../../../src/features/odds/MatchupCard';
import { oddsApi, scoresAdapter } from '../../../../src/features/odds/oddsApi';
import { selectGamesOfWeek } from '../../../../src/features/odds/oddsSelectors';
import { parseScores } from '../../../../src/features/odds/parseScores';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { seedOdds } from '../../../utils/seed';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bookLines, scoreEntry } from '../../../utils/research';
import { openRecordsOf, serveRankings } from '../../../utils/teamRecords';
import { cardDetailChosen } from '../../../../src/features/odds/matchupsSlice';

/**
 * Issue #37 item 1, the story on paper: week 5, the Packers at home to the Cardinals, kickoff 17:00
 * UTC. At 11:00 the three books have the Packers −1.5; the line closes at −2.5; the game ends 24–22.
 * A page that saved the 11:00 answer must not grade the game with it at 21:30.
 */
setupMswServer();

const GB = 'Green Bay Packers';
const ARI = 'Arizona Cardinals';
const KICKOFF = '2025-10-05T17:00:00Z';
const OPENED_AT = Date.parse('2025-10-05T11:00:00Z');
const AFTER_FINAL = Date.parse('2025-10-05T21:30:00Z');
const BOOKS = ['FanDuel', 'DraftKings', 'BetMGM'];

const gameAt = (homeSpread: number, lastUpdate: string) => ({
  id: 'ari-gb',
  commence_time: KICKOFF,
  home_team: GB,
  away_team: ARI,
  bookmakers: BOOKS.map((title) => bookLines(title, homeSpread, 44.5, GB, ARI, lastUpdate)),
});
const morningLine = [gameAt(-1.5, '2025-10-05T10:40:00Z')];
const closingLine = [gameAt(-2.5, '2025-10-05T16:58:00Z')];
const final = [{ ...scoreEntry('ari-gb', GB, ARI, [24, 22], KICKOFF), last_update: '2025-10-05T21:00:00Z' }];

let now = OPENED_AT;
beforeEach(() => {
  window.sessionStorage.clear();
  now = OPENED_AT;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** The tab opened at 11:00 saved that hour's answer for week 5, as the app writes it. */
function savedThisMorning() {
  window.sessionStorage.setItem('gridline:odds:week:5', JSON.stringify({ savedAt: OPENED_AT, data: morningLine }));
}

/** The API at 21:30: the closing line, held until `release` when a test wants to look in between. */
function serveAfterFinal(hold: Promise<void> = Promise.resolve()) {
  const oddsRequests: number[] = [];
  server.use(
    http.get(`${API}/teamOdds`, async ({ request }) => {
      const week = Number(new URL(request.url).searchParams.get('week'));
      oddsRequests.push(week);
      await hold;
      return HttpResponse.json(week === 5 ? closingLine : []);
    }),
    http.get(`${API}/scores`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('week') === '5' ? final : []),
    ),
  );
  return oddsRequests;
}

describe('a stale line is never called the closing line', () => {
  it('asks for the week’s odds again when the saved answer predates a kickoff, and grades the game by the closing line', async () => {
    savedThisMorning();
    now = AFTER_FINAL;
    let release = () => undefined as void;
    const oddsRequests = serveAfterFinal(new Promise<void>((resolve) => (release = resolve)));
    renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=5&cards=detailed',
      preloadedState: { week: { selected: 5 } },
    });

    await waitFor(() => expect(oddsRequests).toEqual([5]));
    release();
    const card = await screen.findByRole('article');
    expect(await within(card).findByText('Cardinals covered +2.5 · Over 44.5')).toBeInTheDocument();
    expect(within(card).getByText('Closing line')).toBeInTheDocument();
    expect(within(card).queryByText(/Packers covered/)).not.toBeInTheDocument();
  });

  it('asks a page left open for the week’s odds again at the next kickoff', async () => {
    jest.restoreAllMocks();
    jest.useFakeTimers({ now: OPENED_AT, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const oddsRequests = serveAfterFinal();
      server.use(
        http.get(`${API}/teamOdds`, () => {
          oddsRequests.push(5);
          return HttpResponse.json(Date.now() < Date.parse(KICKOFF) ? morningLine : closingLine);
        }),
      );
      const store = makeStore();
      // The card's research figures are the detailed card's.
      store.dispatch(cardDetailChosen('detailed'));
      const subscription = store.dispatch(oddsApi.endpoints.getOdds.initiate(5));
      await subscription;
      expect(oddsRequests).toEqual([5]);
      await jest.advanceTimersByTimeAsync(Date.parse(KICKOFF) - OPENED_AT - 60_000);
      expect(oddsRequests).toEqual([5]);
      await jest.advanceTimersByTimeAsync(60_000 + 10);
      await jest.advanceTimersByTimeAsync(10);
      expect(oddsRequests).toEqual([5, 5]);
      subscription.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no result and does not say "Closing line" while the card holds a line from before kickoff', () => {
    const store = makeStore({ week: { selected: 5 } });
    // The card's research figures are the detailed card's.
    store.dispatch(cardDetailChosen('detailed'));
    seedOdds(store, 5, morningLine);
    const value = scoresAdapter.setAll(scoresAdapter.getInitialState(), parseScores(final));
    store.dispatch(oddsApi.util.upsertQueryEntries([{ endpointName: 'getScores', arg: 5, value }]));
    now = AFTER_FINAL;
    const [game] = selectGamesOfWeek(store.getState());
    const { unmount } = renderWithProviders(<MatchupCard game={game!} />, { store });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Final: Packers 24, Cardinals 22')).toBeInTheDocument();
    expect(within(card).queryByText(/covered|push/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Closing line')).not.toBeInTheDocument();
    unmount();

    // The week asked again after kickoff: its line is the closing line, and grades the game.
    seedOdds(store, 5, closingLine);
    const [closed] = selectGamesOfWeek(store.getState());
    renderWithProviders(<MatchupCard game={closed!} />, { store });
    const again = screen.getByRole('article');
    expect(within(again).getByText('Cardinals covered +2.5 · Over 44.5')).toBeInTheDocument();
    expect(within(again).getByText('Closing line')).toBeInTheDocument();
  });

  it('counts the game in the team’s records against the closing line, not the saved morning line', async () => {
    savedThisMorning();
    now = AFTER_FINAL;
    const oddsRequests = serveAfterFinal();
    // 24–22 at −2.5: a miss against the number, not a cover.
    expect(await packersRecord()).toEqual(['1-0', '0-1']);
    expect(oddsRequests).toContain(5);
  });

  it('never grades a final game by a book’s in-play line, on the card or in the records', async () => {
    now = AFTER_FINAL;
    // FanDuel updated after kickoff (in play) at Packers −1.5, which 24–22 would cover.
    const inPlay = [
      { ...closingLine[0]!, bookmakers: [bookLines('FanDuel', -1.5, 51.5, GB, ARI, '2025-10-05T18:30:00Z')] },
    ];
    serveAfterFinal();
    server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json(inPlay)));
    const { unmount } = renderWithProviders(<MatchupsPage />, {
      route: '/nfl?week=5&cards=detailed',
      preloadedState: { week: { selected: 5 } },
    });
    const card = await screen.findByRole('article');
    expect(await within(card).findByText('Final: Packers 24, Cardinals 22')).toBeInTheDocument();
    expect(within(card).queryByText(/covered|push/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Closing line')).not.toBeInTheDocument();
    unmount();

    expect(await packersRecord()).toEqual(['1-0', '0-0']);
    expect(
      screen.getByText('1 game without a line from these books counts in the record only, not in ATS or O/U.'),
    ).toBeInTheDocument();
  });
});

/** The Packers' profile, its records opened: the record and ATS cells of "All games". */
async function packersRecord(): Promise<Array<string | null>> {
  serveRankings(GB, ARI);
  return (await openRecordsOf(GB)).allGames.slice(0, 2);
}
