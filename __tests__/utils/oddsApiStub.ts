import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/*
 * A stand-in for The Odds API v4 on 127.0.0.1 (port 0): the shipped samples at the provider's paths,
 * NFL events built for given games, quota headers counting down, an apiKey check, planted failures
 * and a request count per path. Tests never reach the internet.
 */

const fixtures = path.resolve(__dirname, '../fixtures/oddsapi');

/** A shipped sample (__tests__/fixtures/oddsapi, README there), parsed afresh on each call. */
export const oddsSample = (name: string): unknown => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8'));

export const SPORTS_PATH = '/v4/sports';
export const ODDS_PATH = '/v4/sports/americanfootball_nfl/odds';
export const SCORES_PATH = '/v4/sports/americanfootball_nfl/scores';
export const eventOddsPath = (eventId: string): string => `/v4/sports/americanfootball_nfl/events/${eventId}/odds`;
/** The event of event_odds_player_props_docs.json. */
export const SAMPLE_PROPS_EVENT = 'a512a48a58c4329048174217b2cc7ce0';

interface ErrorSample {
  http_status: number;
  error_code: string;
  body: unknown;
}
const errorBody = (code: string): unknown =>
  (
    (oddsSample('errors_and_headers.json') as { errors: ErrorSample[] }).errors.find((e) => e.error_code === code) ?? {
      body: null,
    }
  ).body;

/**
 * What a path answers instead: a status with a JSON body (and Retry-After), a body echoing the URL asked
 * (key and all), a raw text body (not JSON), or no answer at all.
 */
export type PlantedFailure =
  { status: number; body?: unknown; raw?: string; retryAfter?: string; echoUrl?: boolean } | { hang: true };

export type Answer = unknown | ((clock: string) => unknown);

export interface OddsApiStub {
  /** What ODDS_API_BASE_URL is set to. */
  readonly baseUrl: string;
  readonly key: string;
  /** Requests to a path (without a trailing slash) whatever their answer; all paths without one. */
  requests(path?: string): number;
  /** The query string of the last request to a path. */
  lastQuery(path: string): URLSearchParams | undefined;
  /** The path's answer from now on: a JSON value, or a function of the stub's clock. */
  answer(path: string, answer: Answer): void;
  /** The next `times` requests to the path (every one by default) fail so. */
  fail(path: string, failure: PlantedFailure, times?: number): void;
  clearFailures(): void;
  setRemaining(credits: number): void;
  remaining(): number;
  /** The instant answers built from the clock see (ISO). */
  setClock(iso: string): void;
  close(): Promise<void>;
}

/** A game as nflverse's games give it: full team names and the UTC kickoff. */
export interface StubGame {
  home_team: string;
  away_team: string;
  kickoff: string;
}

export interface LineOptions {
  id?: string;
  /** The home side's spread (−3: home favoured by 3). */
  homeSpread?: number;
  total?: number;
  lastUpdate?: string;
  books?: readonly string[];
}

const TITLES: Readonly<Record<string, string>> = {
  fanduel: 'FanDuel',
  draftkings: 'DraftKings',
  betmgm: 'BetMGM',
  williamhill_us: 'Caesars',
  bovada: 'Bovada',
};

/** A provider-like event id for a game (32 hex digits), the same for the same game. */
export const stubEventId = (game: StubGame): string =>
  createHash('md5').update(`${game.home_team}|${game.away_team}|${game.kickoff}`).digest('hex');

const favourite = (spread: number) => -(110 + Math.round((Math.abs(spread) * 25) / 5) * 5);
const underdog = (spread: number) => 100 + Math.round((Math.abs(spread) * 21) / 5) * 5;

/** The Odds API event (oddsFormat=american) for a game: h2h, spreads and totals at three books, each a little apart. */
export function oddsEventFor(game: StubGame, options: LineOptions = {}): Record<string, unknown> {
  const {
    homeSpread = -3,
    total = 44.5,
    lastUpdate = '2024-09-01T12:00:00Z',
    books = ['fanduel', 'draftkings', 'betmgm'],
  } = options;
  const homeFavoured = homeSpread <= 0;
  const bookmakers = books.map((key, i) => {
    const juice = -110 - 5 * (i % 2);
    const h2h =
      homeSpread === 0
        ? [-110, -110]
        : homeFavoured
          ? [favourite(homeSpread), underdog(homeSpread)]
          : [underdog(homeSpread), favourite(homeSpread)];
    const market = (marketKey: string, outcomes: object[]) => ({ key: marketKey, last_update: lastUpdate, outcomes });
    return {
      key,
      title: TITLES[key] ?? key,
      last_update: lastUpdate,
      markets: [
        market('h2h', [
          { name: game.away_team, price: (h2h[1] ?? 100) + 5 * i },
          { name: game.home_team, price: h2h[0] },
        ]),
        market('spreads', [
          { name: game.away_team, price: juice, point: -homeSpread },
          { name: game.home_team, price: -220 - juice, point: homeSpread },
        ]),
        market('totals', [
          { name: 'Over', price: juice, point: total },
          { name: 'Under', price: -220 - juice, point: total },
        ]),
      ],
    };
  });
  return {
    id: options.id ?? stubEventId(game),
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: game.kickoff,
    home_team: game.home_team,
    away_team: game.away_team,
    bookmakers,
  };
}

/**
 * The Odds API event-odds answer for a game with one FanDuel passing-yards market: an Over and an
 * Under at `line` for each player named (the provider's `description`).
 */
export function passingPropsFor(
  game: StubGame,
  players: readonly string[],
  line: number,
  lastUpdate: string,
): Record<string, unknown> {
  const outcomes = players.flatMap((description) => [
    { name: 'Over', description, price: -115, point: line },
    { name: 'Under', description, price: -105, point: line },
  ]);
  return {
    id: stubEventId(game),
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: game.kickoff,
    home_team: game.home_team,
    away_team: game.away_team,
    bookmakers: [
      { key: 'fanduel', title: 'FanDuel', markets: [{ key: 'player_pass_yds', last_update: lastUpdate, outcomes }] },
    ],
  };
}

/** The Odds API scores entry for a game: scores (strings) once given, null before. */
export function scoreEventFor(
  game: StubGame,
  result: { home?: number; away?: number; completed?: boolean; lastUpdate?: string | null; id?: string } = {},
): Record<string, unknown> {
  const scored = result.home !== undefined && result.away !== undefined;
  return {
    id: result.id ?? stubEventId(game),
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: game.kickoff,
    completed: result.completed ?? false,
    home_team: game.home_team,
    away_team: game.away_team,
    scores: scored
      ? [
          { name: game.home_team, score: String(result.home) },
          { name: game.away_team, score: String(result.away) },
        ]
      : null,
    last_update: result.lastUpdate ?? null,
  };
}

const SPORTS = [
  {
    key: 'americanfootball_nfl',
    group: 'American Football',
    title: 'NFL',
    description: 'US Football',
    active: true,
    has_outrights: false,
  },
];
// The stub's own wording: no verbatim body of these was recorded.
const NOT_FOUND = {
  message: 'Event not found. The event may have expired or the event id is invalid.',
  error_code: 'EVENT_NOT_FOUND',
};
const MISSING_KEY = { message: 'API key is missing.', error_code: 'MISSING_KEY' };

/**
 * What a request costs (CONTRACT's samples, errors_and_headers.json): markets × regions; scores 2 with daysFrom; events
 * the markets returned.
 */
function cost(pathname: string, query: URLSearchParams, body: unknown): number {
  if (pathname === ODDS_PATH) return (query.get('markets') ?? 'h2h').split(',').length;
  if (pathname === SCORES_PATH) return query.has('daysFrom') ? 2 : 1;
  if (
    pathname.endsWith('/odds') &&
    typeof body === 'object' &&
    body !== null &&
    'bookmakers' in body &&
    Array.isArray(body.bookmakers)
  ) {
    return new Set(
      body.bookmakers.flatMap((book: { markets?: Array<{ key: string }> }) =>
        (book.markets ?? []).map((market) => market.key),
      ),
    ).size;
  }
  return 0;
}

export async function startOddsApiStub(
  options: { key?: string; remaining?: number; clock?: string } = {},
): Promise<OddsApiStub> {
  const key = options.key ?? 'stub-odds-key-0123456789';
  let credits = options.remaining ?? 500;
  let used = 0;
  let clock = options.clock ?? '2024-09-01T12:00:00Z';
  const counts = new Map<string, number>();
  const queries = new Map<string, URLSearchParams>();
  const failures = new Map<string, { failure: PlantedFailure; left: number }>();
  const answers = new Map<string, Answer>([
    [SPORTS_PATH, SPORTS],
    [ODDS_PATH, oddsSample('odds_nfl_docs.json')],
    [SCORES_PATH, oddsSample('scores_docs.json')],
    [eventOddsPath(SAMPLE_PROPS_EVENT), oddsSample('event_odds_player_props_docs.json')],
  ]);
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const quotaHeaders = (last: number) => ({
    'x-requests-remaining': String(credits),
    'x-requests-used': String(used),
    'x-requests-last': String(last),
  });

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stub');
    const pathname = url.pathname.replace(/\/+$/, '');
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    queries.set(pathname, url.searchParams);
    const given = url.searchParams.get('apiKey');
    if (!given) return send(res, 401, MISSING_KEY);
    if (given !== key) return send(res, 401, errorBody('INVALID_KEY'));
    if (credits <= 0 && pathname !== SPORTS_PATH)
      return send(res, 401, errorBody('OUT_OF_USAGE_CREDITS'), quotaHeaders(0));
    const planted = failures.get(pathname);
    if (planted && planted.left > 0) {
      planted.left--;
      const { failure } = planted;
      if ('hang' in failure) return void hanging.add(res);
      if (failure.raw !== undefined)
        return void res.writeHead(failure.status, { 'content-type': 'text/html', ...quotaHeaders(0) }).end(failure.raw);
      const body = failure.echoUrl
        ? { message: `Invalid request ${req.url}`, error_code: 'INVALID_REQUEST' }
        : (failure.body ?? (failure.status === 429 ? errorBody('EXCEEDED_FREQ_LIMIT') : { message: 'Internal error' }));
      return send(res, failure.status, body, {
        ...quotaHeaders(0),
        ...(failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}),
      });
    }
    if (pathname === ODDS_PATH && !url.searchParams.has('regions') && !url.searchParams.has('bookmakers'))
      return send(res, 422, errorBody('MISSING_REGION'), quotaHeaders(0));
    if (pathname === ODDS_PATH && /player_/.test(url.searchParams.get('markets') ?? ''))
      return send(res, 422, errorBody('INVALID_MARKET'), quotaHeaders(0));
    const answer = answers.get(pathname);
    if (answer === undefined) return send(res, 404, NOT_FOUND, quotaHeaders(0));
    const body: unknown = typeof answer === 'function' ? (answer as (at: string) => unknown)(clock) : answer;
    const last = cost(pathname, url.searchParams, body);
    credits = Math.max(0, credits - last);
    used += last;
    send(res, 200, body, quotaHeaders(last));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    key,
    requests: (p) => (p === undefined ? [...counts.values()].reduce((sum, n) => sum + n, 0) : (counts.get(p) ?? 0)),
    lastQuery: (p) => queries.get(p),
    answer: (p, answer) => void answers.set(p, answer),
    fail: (p, failure, times = Number.POSITIVE_INFINITY) => void failures.set(p, { failure, left: times }),
    clearFailures: () => failures.clear(),
    setRemaining: (n) => void (credits = n),
    remaining: () => credits,
    setClock: (iso) => void (clock = iso),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
