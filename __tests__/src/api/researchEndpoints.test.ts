import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppQueryMeta } from '../../../src/api/appBaseQuery';
import { startAppListening } from '../../../src/app/listenerMiddleware';
import { makeStore } from '../../../src/app/store';
import { env } from '../../../src/config/env';
import { GAME_LOG_BATCH, gameLogsApi, playerIdBatches } from '../../../src/features/gameLogs/gameLogsApi';
import { LINE_HISTORY_UNAVAILABLE, lineHistoryApi } from '../../../src/features/lineHistory/lineHistoryApi';
import { oddsApi } from '../../../src/features/odds/oddsApi';
import { weatherApi } from '../../../src/features/stadiums/weatherApi';
import { HttpResponse, http, server, setupMswServer } from '../../utils/msw';
import {
  FORECAST_URL,
  forecastEntry,
  gameLogRow,
  historyAnswer,
  researchHandler,
  scoreEntry,
} from '../../utils/research';

setupMswServer();
afterEach(() => jest.useRealTimers());

const MINUTE = 60_000;

/** The expiry the persistence listener is told of, from the query's fulfilled action. */
async function expiryOf(run: (store: ReturnType<typeof makeStore>) => Promise<unknown>) {
  const fulfilled: UnknownAction[] = [];
  const stop = startAppListening({
    predicate: (action) => action.type.endsWith('/fulfilled'),
    effect: (action) => void fulfilled.push(action),
  });
  const store = makeStore();
  await run(store);
  stop({ cancelActive: true });
  const [last] = fulfilled.slice(-1) as unknown as { meta: { baseQueryMeta: AppQueryMeta } }[];
  const meta = last?.meta.baseQueryMeta ?? {};
  return { expiry: meta.expiry, savedAt: meta.savedAt };
}

describe('research answers have the lifetimes their data calls for', () => {
  const history = (kickoff: string) =>
    historyAnswer('g1', 'Buffalo Bills', 'Miami Dolphins', kickoff, [['2025-09-07T17:00:00Z', -3]]);

  it("keeps a game's line history for good once the game has kicked off", async () => {
    server.use(researchHandler('/teamOdds/history', () => history('2025-09-14T17:00:00Z')).handler);
    const { expiry } = await expiryOf((store) =>
      store.dispatch(lineHistoryApi.endpoints.getOddsHistory.initiate('g1')),
    );
    expect(expiry).toBeUndefined();
  });

  it("asks again for an upcoming game's history after 10 minutes, or at kickoff when sooner", async () => {
    const inADay = new Date(Date.now() + 24 * 60 * MINUTE).toISOString();
    server.use(researchHandler('/teamOdds/history', () => history(inADay)).handler);
    const later = await expiryOf((store) => store.dispatch(lineHistoryApi.endpoints.getOddsHistory.initiate('g1')));
    expect(later.expiry).toEqual({ tag: '/teamOdds/history?event_id=g1', at: (later.savedAt ?? 0) + 10 * MINUTE });

    const kickoff = Date.now() + 3 * MINUTE;
    server.use(researchHandler('/teamOdds/history', () => history(new Date(kickoff).toISOString())).handler);
    const soon = await expiryOf((store) => store.dispatch(lineHistoryApi.endpoints.getOddsHistory.initiate('g1')));
    expect(Math.abs((soon.expiry?.at ?? 0) - kickoff)).toBeLessThan(1000);
  });

  it('keeps a week of final scores for good, and asks again within 5 minutes while any game is not final', async () => {
    server.use(
      researchHandler('/scores', () => [scoreEntry('a', 'Buffalo Bills', 'Miami Dolphins', [27, 20])]).handler,
    );
    expect((await expiryOf((store) => store.dispatch(oddsApi.endpoints.getScores.initiate(2)))).expiry).toBeUndefined();

    server.use(
      researchHandler('/scores', () => [
        scoreEntry('a', 'Buffalo Bills', 'Miami Dolphins', [27, 20]),
        scoreEntry('b', 'New York Jets', 'New England Patriots'),
      ]).handler,
    );
    const live = await expiryOf((store) => store.dispatch(oddsApi.endpoints.getScores.initiate(3)));
    expect(live.expiry).toEqual({ tag: '/scores?week=3', at: (live.savedAt ?? 0) + 5 * MINUTE });
  });

  it('refetches an answer that expires while it is shown', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const inADay = new Date(Date.now() + 24 * 60 * MINUTE).toISOString();
    const answered = researchHandler('/teamOdds/history', () => history(inADay));
    server.use(answered.handler);
    const store = makeStore();
    const subscription = store.dispatch(lineHistoryApi.endpoints.getOddsHistory.initiate('g1'));
    await subscription;
    expect(answered.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10 * MINUTE + 1000);
    await jest.advanceTimersByTimeAsync(10);
    expect(answered.requests).toHaveLength(2);
    subscription.unsubscribe();
  });
});

describe('research endpoints', () => {
  it('asks for the named players in one request per batch of at most 200, sorted and without repeats', () => {
    const ids = Array.from({ length: 450 }, (_, i) => `p${String(449 - i).padStart(3, '0')}`);
    const batches = playerIdBatches([...ids, 'p001', 'p002']);
    expect(batches.map((batch) => batch.length)).toEqual([GAME_LOG_BATCH, GAME_LOG_BATCH, 50]);
    expect(batches[0]?.slice(0, 3)).toEqual(['p000', 'p001', 'p002']);
    expect(batches.flat()).toEqual([...ids].sort());
  });

  it("puts the players' ids and the season in one /playerGameLogs request", async () => {
    const logs = researchHandler('/playerGameLogs', () => [
      gameLogRow('a', 1, { rec_yards: 30 }),
      gameLogRow('b', 1, { rec_yards: 70 }),
    ]);
    server.use(logs.handler);
    const { data } = await makeStore().dispatch(
      gameLogsApi.endpoints.getPlayerGameLogs.initiate({ seasonId: 's 1', playerIds: ['a', 'b'] }),
    );
    expect(data?.map((row) => row.rec_yards)).toEqual([30, 70]);
    expect(Object.fromEntries(logs.requests[0]?.searchParams ?? [])).toEqual({ season_id: 's 1', player_id: 'a,b' });
  });

  it('asks for a stadium forecast at WEATHER_FORECAST_URL, in imperial units with the key', async () => {
    const from = Math.floor(Date.now() / 1000);
    const forecast = researchHandler(FORECAST_URL, () => ({
      cnt: 1,
      list: [forecastEntry(from, 3, 60, 8, 0.2)],
      city: {},
    }));
    server.use(forecast.handler);
    const arg = { stadiumId: 'lambeau-field', lat: 44.5013, lon: -88.0622 };
    const { data } = await makeStore().dispatch(weatherApi.endpoints.getForecast.initiate(arg));
    expect(data).toHaveLength(1);
    expect(env.weatherForecastUrl).toBe('/api/weather/forecast');
    expect(Object.fromEntries(forecast.requests[0]?.searchParams ?? [])).toEqual({
      lat: '44.5013',
      lon: '-88.0622',
      units: 'imperial',
      appid: env.weatherApiKey,
    });
  });

  it.each([
    [
      'line history',
      (store: ReturnType<typeof makeStore>) => store.dispatch(lineHistoryApi.endpoints.getOddsHistory.initiate('g9')),
      LINE_HISTORY_UNAVAILABLE,
    ],
    [
      'scores',
      (store: ReturnType<typeof makeStore>) => store.dispatch(oddsApi.endpoints.getScores.initiate(1)),
      'Scores are unavailable',
    ],
    [
      'the defence table',
      (store: ReturnType<typeof makeStore>) => store.dispatch(gameLogsApi.endpoints.getDefenseTable.initiate('s')),
      'Defence figures are unavailable',
    ],
  ])('says %s is unavailable when the endpoint is missing (404)', async (_name, run, message) => {
    server.use(
      http.get(/\/api\/(teamOdds\/history|scores|teamData\/defense-vs-position)/, () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const result = (await run(makeStore())) as { error?: { message: string; status: unknown } };
    expect(result.error).toMatchObject({ status: 404, message });
  });
});
