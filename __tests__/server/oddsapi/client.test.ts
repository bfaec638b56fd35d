import {
  createOddsApiClient,
  type OddsApiClient,
  quotaOf,
  retryAfterMs,
  scoresTtlMs,
} from '../../../server/sources/oddsapi/client';
import {
  eventOddsUrl,
  type OddsApiConfig,
  oddsApiConfig,
  OddsApiConfigError,
  oddsUrl,
  scoresUrl,
} from '../../../server/sources/oddsapi/config';
import type { ParsedScores } from '../../../server/sources/oddsapi/parse';
import {
  eventOddsPath,
  ODDS_PATH,
  oddsEventFor,
  type OddsApiStub,
  SAMPLE_PROPS_EVENT,
  SCORES_PATH,
  scoreEventFor,
  SPORTS_PATH,
  startOddsApiStub,
} from '../../utils/oddsApiStub';

/* The Odds API client (CONTRACT §10) against the stand-in provider, on a clock the test moves. */

const MIN = 60_000;
const HOUR = 60 * MIN;
const START = Date.parse('2024-09-08T12:00:00Z');

const config = (stub: OddsApiStub, overrides: Partial<OddsApiConfig> = {}): OddsApiConfig => ({
  apiKey: stub.key,
  baseUrl: stub.baseUrl,
  oddsTtlMs: 5 * MIN,
  minRemaining: 25,
  // Generous: a loaded machine must not turn a good answer into a timeout.
  timeoutMs: 5000,
  ...overrides,
});

describe('the URLs of CONTRACT §10', () => {
  const pinned: OddsApiConfig = {
    apiKey: 'k3y',
    baseUrl: 'https://api.the-odds-api.com',
    oddsTtlMs: 1,
    minRemaining: 25,
    timeoutMs: 1,
  };

  it('asks for every game at the three books in one request', () => {
    expect(oddsUrl(pinned)).toBe(
      'https://api.the-odds-api.com/v4/sports/americanfootball_nfl/odds?regions=us&markets=h2h,spreads,totals&bookmakers=fanduel,draftkings,betmgm&oddsFormat=american&dateFormat=iso&apiKey=k3y',
    );
  });

  it('asks for the scores of the last three days', () => {
    expect(scoresUrl(pinned)).toBe(
      'https://api.the-odds-api.com/v4/sports/americanfootball_nfl/scores?daysFrom=3&dateFormat=iso&apiKey=k3y',
    );
  });

  it("asks for one event's six prop markets", () => {
    expect(eventOddsUrl(pinned, 'abc/def')).toBe(
      'https://api.the-odds-api.com/v4/sports/americanfootball_nfl/events/abc%2Fdef/odds?regions=us&markets=player_pass_yds,player_rush_yds,player_reception_yds,player_receptions,player_anytime_td,player_1st_td&bookmakers=fanduel,draftkings,betmgm&oddsFormat=american&dateFormat=iso&apiKey=k3y',
    );
  });
});

describe('oddsApiConfig', () => {
  it('is unconfigured without a key', () => {
    expect(oddsApiConfig({})).toBeUndefined();
    expect(oddsApiConfig({ ODDS_API_KEY: '  ' })).toBeUndefined();
  });

  it('has the defaults of CONTRACT §10', () => {
    expect(oddsApiConfig({ ODDS_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      baseUrl: 'https://api.the-odds-api.com',
      oddsTtlMs: 300_000,
      minRemaining: 25,
      timeoutMs: 10_000,
    });
  });

  it('reads the base URL, lifetime and floor', () => {
    const env = {
      ODDS_API_KEY: 'k',
      ODDS_API_BASE_URL: 'http://127.0.0.1:9/',
      ODDS_API_TTL_S: '60',
      ODDS_API_MIN_REMAINING: '0',
    };
    expect(oddsApiConfig(env)).toMatchObject({ baseUrl: 'http://127.0.0.1:9', oddsTtlMs: 60_000, minRemaining: 0 });
  });

  it.each([
    ['ODDS_API_TTL_S', 'soon'],
    ['ODDS_API_TTL_S', '0'],
    ['ODDS_API_MIN_REMAINING', '-1'],
    ['ODDS_API_BASE_URL', 'ftp://odds.example'],
    ['ODDS_API_BASE_URL', 'not a url'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => oddsApiConfig({ ODDS_API_KEY: 'k', [variable]: value })).toThrow(OddsApiConfigError);
    expect(() => oddsApiConfig({ ODDS_API_KEY: 'k', [variable]: value })).toThrow(variable);
  });
});

describe('headers', () => {
  it('reads the quota headers, ignoring ones that are not counts', () => {
    expect(
      quotaOf(new Headers({ 'x-requests-remaining': '497', 'x-requests-used': '3', 'x-requests-last': '3' })),
    ).toEqual({ remaining: 497, used: 3, last: 3 });
    expect(quotaOf(new Headers({ 'x-requests-remaining': 'lots' }))).toEqual({});
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('120', START)).toBe(120_000);
    expect(retryAfterMs(new Date(START + 90_000).toUTCString(), START)).toBe(90_000);
    expect(retryAfterMs('whenever', START)).toBeUndefined();
    expect(retryAfterMs(null, START)).toBeUndefined();
  });
});

describe('scoresTtlMs', () => {
  const at = (iso: string) => Date.parse(iso);
  const scores = (...events: Array<[kickoff: string, completed: boolean]>): ParsedScores => ({
    events: events.map(([kickoff, completed], i) => ({
      id: `e${i}`,
      sport_key: 'americanfootball_nfl',
      sport_title: 'NFL',
      commence_time: kickoff,
      home_team: 'Kansas City Chiefs',
      away_team: 'Buffalo Bills',
      completed,
      scores: null,
      last_update: null,
    })),
    dropped: {},
  });

  it.each([
    ['a game in play', scores(['2024-09-08T17:00:00Z', false]), '2024-09-08T18:00:00Z', MIN],
    ['a kickoff in 10 minutes', scores(['2024-09-08T17:00:00Z', false]), '2024-09-08T16:50:00Z', 10 * MIN],
    ['a kickoff in 30 seconds', scores(['2024-09-08T17:00:00Z', false]), '2024-09-08T16:59:30Z', MIN],
    ['a kickoff tomorrow', scores(['2024-09-09T17:00:00Z', false]), '2024-09-08T16:00:00Z', HOUR],
    ['only final games', scores(['2024-09-08T13:00:00Z', true]), '2024-09-08T18:00:00Z', HOUR],
    ['a game the provider never closed', scores(['2024-09-07T13:00:00Z', false]), '2024-09-08T18:00:00Z', HOUR],
    ['no answer yet', undefined, '2024-09-08T18:00:00Z', HOUR],
  ])('with %s', (_, answer, now, ttl) => {
    expect(scoresTtlMs(answer, at(now))).toBe(ttl);
  });
});

describe('createOddsApiClient against the stand-in provider', () => {
  let stub: OddsApiStub;
  let clock: number;
  let client: OddsApiClient;
  const advance = (ms: number) => {
    clock += ms;
  };

  beforeEach(async () => {
    stub = await startOddsApiStub({ remaining: 500 });
    clock = START;
    client = createOddsApiClient(config(stub), { now: () => clock });
  });
  afterEach(() => stub.close());

  it('reads the odds, with the quota the provider reports', async () => {
    const state = await client.odds.get();
    expect(state.status).toBe('ok');
    expect(state.value?.events.map((e) => [e.home_team, e.bookmakers.map((b) => b.key)])).toEqual([
      ['Tampa Bay Buccaneers', ['fanduel', 'draftkings', 'betmgm']],
    ]);
    expect(stub.lastQuery(ODDS_PATH)?.get('markets')).toBe('h2h,spreads,totals');
    expect(state.quotaRemaining).toBe(497);
    expect(client.quota()).toEqual({ remaining: 497, used: 3, last: 3 });
  });

  it('serves one odds answer per lifetime, and a changed line after it', async () => {
    const game = { home_team: 'Kansas City Chiefs', away_team: 'Baltimore Ravens', kickoff: '2024-09-06T00:20:00Z' };
    stub.answer(ODDS_PATH, (now: string) => [oddsEventFor(game, { lastUpdate: now, homeSpread: -3 })]);
    await Promise.all(Array.from({ length: 50 }, () => client.odds.get()));
    stub.answer(ODDS_PATH, (now: string) => [oddsEventFor(game, { lastUpdate: now, homeSpread: -2.5 })]);
    advance(5 * MIN - 1);
    const spread = async () =>
      (await client.odds.get()).value?.events[0]?.bookmakers[0]?.markets.find((m) => m.key === 'spreads')?.outcomes[0]
        ?.point;
    expect(await spread()).toBe(-3);
    expect(stub.requests(ODDS_PATH)).toBe(1);
    advance(1);
    expect(await spread()).toBe(-2.5);
    expect(stub.requests(ODDS_PATH)).toBe(2);
  });

  it('asks for the scores again after a minute while a game is in play, and hourly after', async () => {
    const game = {
      home_team: 'Kansas City Chiefs',
      away_team: 'Baltimore Ravens',
      kickoff: new Date(START - HOUR).toISOString(),
    };
    stub.answer(SCORES_PATH, [scoreEventFor(game, { home: 7, away: 3 })]);
    expect((await client.scores.get()).value?.events[0]?.scores).toEqual([
      { name: 'Kansas City Chiefs', score: '7' },
      { name: 'Baltimore Ravens', score: '3' },
    ]);
    stub.answer(SCORES_PATH, [scoreEventFor(game, { home: 27, away: 20, completed: true })]);
    advance(MIN);
    expect((await client.scores.get()).value?.events[0]?.completed).toBe(true);
    advance(MIN);
    await client.scores.get();
    expect(stub.requests(SCORES_PATH)).toBe(2);
    advance(HOUR - MIN);
    await client.scores.get();
    expect(stub.requests(SCORES_PATH)).toBe(3);
  });

  it('lets the caller drive the scores lifetime', async () => {
    const driven = createOddsApiClient(config(stub), { now: () => clock, scoresTtlMs: () => 10 * MIN });
    await driven.scores.get();
    advance(10 * MIN - 1);
    await driven.scores.get();
    advance(1);
    await driven.scores.get();
    expect(stub.requests(SCORES_PATH)).toBe(2);
  });

  it("asks for an event's props at most once per 4 h, each event on its own", async () => {
    const props = await client.props(SAMPLE_PROPS_EVENT).get();
    expect(props.status).toBe('ok');
    expect(props.value?.event?.home_team).toBe('Atlanta Falcons');
    expect(stub.lastQuery(eventOddsPath(SAMPLE_PROPS_EVENT))?.get('markets')).toContain('player_anytime_td');
    advance(4 * HOUR - 1);
    await client.props(SAMPLE_PROPS_EVENT).get();
    expect(stub.requests(eventOddsPath(SAMPLE_PROPS_EVENT))).toBe(1);
    advance(1);
    await client.props(SAMPLE_PROPS_EVENT).get();
    expect(stub.requests(eventOddsPath(SAMPLE_PROPS_EVENT))).toBe(2);
    expect((await client.props('unknown-event').get()).detail).toMatch(/^HTTP 404 EVENT_NOT_FOUND/);
  });

  it('stops asking under the quota floor, for every resource, and asks again once the free sports list says the quota reset', async () => {
    stub.setRemaining(27);
    await client.odds.get();
    expect(client.quota().remaining).toBe(24);
    advance(5 * MIN);
    const odds = await client.odds.get();
    const scores = await client.scores.get();
    expect(odds).toMatchObject({ status: 'stale', detail: expect.stringContaining('quota floor') });
    expect(scores).toMatchObject({ status: 'failing', detail: expect.stringContaining('quota floor') });
    expect(stub.requests(ODDS_PATH)).toBe(1);
    expect(stub.requests(SCORES_PATH)).toBe(0);
    expect(stub.requests(SPORTS_PATH)).toBe(1);
    stub.setRemaining(500);
    advance(HOUR - 1);
    await client.odds.get();
    expect(stub.requests(SPORTS_PATH)).toBe(1);
    advance(1);
    expect(await client.odds.get()).toMatchObject({ status: 'ok', quotaRemaining: 497 });
    expect(stub.requests(SPORTS_PATH)).toBe(2);
  });

  describe('failures: the last good answer is served, marked stale', () => {
    const failAfterGood = async (plant: () => void) => {
      expect((await client.odds.get()).status).toBe('ok');
      plant();
      advance(5 * MIN);
      return client.odds.get();
    };

    it.each([
      [401, 'HTTP 401 OUT_OF_USAGE_CREDITS: Usage quota has been reached'],
      [422, 'HTTP 422 INVALID_MARKET'],
      [500, 'HTTP 500: Internal error'],
      [503, 'HTTP 503'],
    ])('on %s', async (status, detail) => {
      const body =
        status === 401
          ? {
              message: 'Usage quota has been reached. See usage plans at https://the-odds-api.com',
              error_code: 'OUT_OF_USAGE_CREDITS',
            }
          : status === 422
            ? { message: 'Invalid markets', error_code: 'INVALID_MARKET' }
            : undefined;
      const state = await failAfterGood(() => stub.fail(ODDS_PATH, { status, ...(body ? { body } : {}) }));
      expect(state).toMatchObject({ status: 'stale', fetchedAt: START, detail: expect.stringContaining(detail) });
      expect(state.value?.events).toHaveLength(1);
    });

    it('on a key the provider refuses', async () => {
      const refused = createOddsApiClient(config(stub, { apiKey: 'not-the-key-42' }), { now: () => clock });
      expect(await refused.odds.get()).toMatchObject({
        status: 'failing',
        detail: expect.stringContaining('HTTP 401 INVALID_KEY: API key is not valid'),
      });
    });

    it('on 429, waiting out its Retry-After', async () => {
      const state = await failAfterGood(() => stub.fail(ODDS_PATH, { status: 429, retryAfter: '900' }, 1));
      expect(state).toMatchObject({ status: 'stale', detail: expect.stringContaining('HTTP 429 EXCEEDED_FREQ_LIMIT') });
      advance(15 * MIN - 1);
      await client.odds.get();
      expect(stub.requests(ODDS_PATH)).toBe(2);
      advance(1);
      expect(await client.odds.get()).toMatchObject({ status: 'ok', fetchedAt: clock });
    });

    it('on a provider that does not answer in time', async () => {
      client = createOddsApiClient(config(stub, { timeoutMs: 1000 }), { now: () => clock });
      const state = await failAfterGood(() => stub.fail(ODDS_PATH, { hang: true }));
      expect(state).toMatchObject({ status: 'stale', detail: expect.stringContaining('no answer within 1 s') });
    });

    it('on an answer that is not JSON', async () => {
      const state = await failAfterGood(() =>
        stub.fail(ODDS_PATH, { status: 200, raw: '<html>Service Unavailable</html>' }),
      );
      expect(state).toMatchObject({ status: 'stale', detail: expect.stringContaining('the answer is not JSON') });
    });

    it('on a provider that is gone', async () => {
      const state = await failAfterGood(() => void stub.close());
      expect(state).toMatchObject({ status: 'stale', detail: expect.stringContaining('no connection') });
      stub = await startOddsApiStub();
    });
  });

  it('logs each failure and the recovery', async () => {
    const lines: string[] = [];
    const logged = createOddsApiClient(config(stub), { now: () => clock, log: (line) => lines.push(line) });
    await logged.odds.get();
    stub.fail(ODDS_PATH, { status: 500 }, 1);
    advance(5 * MIN);
    await logged.odds.get();
    advance(5 * MIN);
    await logged.odds.get();
    expect(lines).toEqual([
      expect.stringMatching(
        /^odds: HTTP 500: Internal error; next try after .*; serving the answer of 2024-09-08T12:00:00.000Z$/,
      ),
      'odds: answering again',
    ]);
  });
});
