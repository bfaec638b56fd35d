import { http, HttpResponse, type HttpHandler } from 'msw';
import { API } from './msw';

/* msw handlers and payloads for the research API (CONTRACT §8), in the shapes the embedded API answers. */

export const FORECAST_URL = 'http://localhost/api/weather/forecast';

/** A /scores entry: final with points, or upcoming (scores null). */
export const scoreEntry = (
  id: string,
  home: string,
  away: string,
  points?: [number, number],
  commence_time = '2025-09-14T17:00:00Z',
) => ({
  id,
  sport_key: 'americanfootball_nfl',
  commence_time,
  completed: points !== undefined,
  home_team: home,
  away_team: away,
  scores: points
    ? [
        { name: home, score: String(points[0]) },
        { name: away, score: String(points[1]) },
      ]
    : null,
  last_update: points ? '2025-09-14T21:00:00Z' : null,
});

/** A book's lines at one moment: a spread for the home side, a total and a moneyline. */
export const bookLines = (
  title: string,
  homeSpread: number,
  total: number,
  home: string,
  away: string,
  last_update: string,
) => ({
  key: title.toLowerCase(),
  title,
  last_update,
  markets: [
    {
      key: 'h2h',
      outcomes: [
        { name: home, price: homeSpread < 0 ? -150 : 130 },
        { name: away, price: homeSpread < 0 ? 130 : -150 },
      ],
    },
    {
      key: 'spreads',
      outcomes: [
        { name: home, price: -110, point: homeSpread },
        { name: away, price: -110, point: -homeSpread },
      ],
    },
    {
      key: 'totals',
      outcomes: [
        { name: 'Over', price: -110, point: total },
        { name: 'Under', price: -110, point: total },
      ],
    },
  ],
});

/** /teamOdds/history for one game: the home spread at each timestamp. */
export const historyAnswer = (
  id: string,
  home: string,
  away: string,
  commence_time: string,
  spreads: [string, number][],
) => ({
  id,
  commence_time,
  home_team: home,
  away_team: away,
  snapshots: spreads.map(([timestamp, spread]) => ({
    timestamp,
    bookmakers: ['FanDuel', 'DraftKings', 'BetMGM'].map((title) =>
      bookLines(title, spread, 44.5, home, away, timestamp),
    ),
  })),
});

/**
 * The line history's game in the client tests: Buffalo at Kansas City, the three books at −3 and 47.5 just before
 * kickoff, and a home spread that moved from −2.5 at the opening to −3 and closed at −3.5 (HISTORY_SNAPSHOTS).
 */
export const HISTORY_GAME = {
  id: 'kc-buf',
  commence_time: '2025-09-21T20:25:00Z',
  home_team: 'Kansas City Chiefs',
  away_team: 'Buffalo Bills',
  bookmakers: ['FanDuel', 'DraftKings', 'BetMGM'].map((title) =>
    bookLines(title, -3, 47.5, 'Kansas City Chiefs', 'Buffalo Bills', '2025-09-21T20:10:00Z'),
  ),
};
export const HISTORY_SNAPSHOTS: [string, number][] = [
  ['2025-09-14T20:25:00Z', -2.5],
  ['2025-09-17T20:25:00Z', -3],
  ['2025-09-21T20:25:00Z', -3.5],
];

/** One /playerGameLogs row. */
export const gameLogRow = (
  player_id: string,
  week: number,
  stats: Record<string, number>,
  extra: Record<string, unknown> = {},
) => ({
  player_id,
  name: `Player ${player_id}`,
  team_name: 'Buffalo Bills',
  position: 'WR',
  season_id: 's2025',
  week,
  game_id: `g${week}`,
  commence_time: `2025-09-${String(6 + 7 * (week - 1)).padStart(2, '0')}T17:00:00Z`,
  opponent: 'Miami Dolphins',
  home: week % 2 === 1,
  team_score: 24,
  opponent_score: 17,
  games_played: 1,
  ...stats,
  ...extra,
});

/** One defence figure of /teamData/defense-vs-position. */
export const defenseFigure = (rank: number, fantasy = 20) => ({
  games: 2,
  fantasy_points_per_game: fantasy,
  yards_per_game: 180,
  touchdowns_per_game: 1.5,
  rank,
});

/** An OpenWeatherMap forecast entry `hours` after `from` (seconds). */
export const forecastEntry = (from: number, hours: number, temp: number, wind: number, pop: number) => ({
  dt: from + hours * 3600,
  main: { temp },
  wind: { speed: wind, deg: 200 },
  weather: [{ description: 'light rain' }],
  pop,
});

/** A GET handler under the product API that answers JSON and counts its requests. */
export function researchHandler(
  path: string,
  answer: (url: URL) => unknown,
  init?: ResponseInit,
): { handler: HttpHandler; requests: URL[] } {
  const requests: URL[] = [];
  const handler = http.get(path.startsWith('http') ? path : `${API}${path}`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    return HttpResponse.json(answer(url) as Parameters<typeof HttpResponse.json>[0], init);
  });
  return { handler, requests };
}

/** For every test of the file: Date.now() fixed at `at` (the research views' clock) and session storage empty. */
export function fixDateNow(at: number): void {
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.spyOn(Date, 'now').mockReturnValue(at);
  });
  afterEach(() => jest.restoreAllMocks());
}
