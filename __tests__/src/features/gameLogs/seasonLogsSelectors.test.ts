import { makeStore } from '../../../../src/app/store';
import { gameLogsApi } from '../../../../src/features/gameLogs/gameLogsApi';
import { selectPlayerLogArgs, selectSeasonLogs } from '../../../../src/features/gameLogs/seasonLogsSelectors';
import { selectSeasonId } from '../../../../src/features/playerData/playerDataSelectors';
import { HttpResponse, http, server, setupMswServer, API } from '../../../utils/msw';
import { gameLogRow } from '../../../utils/research';
import { seedSeasons } from '../../../utils/seed';

setupMswServer();

const SEASONS = [
  { id: 's2025', label: '2025' },
  { id: 's2024', label: '2024' },
];

function seasonStore() {
  const store = makeStore();
  seedSeasons(store, SEASONS);
  return store;
}

describe('selectPlayerLogArgs', () => {
  it('asks nothing before /seasons answers, then the current season (the first) in batches of 200 sorted ids', () => {
    const store = makeStore();
    const ids = Array.from({ length: 450 }, (_, index) => `p${String(449 - index).padStart(3, '0')}`);
    expect(selectSeasonId(store.getState(), null)).toBeNull();
    expect(selectPlayerLogArgs(store.getState(), ids)).toEqual([]);
    seedSeasons(store, SEASONS);
    const args = selectPlayerLogArgs(store.getState(), ids);
    expect(args.map((arg) => [arg.seasonId, arg.playerIds.length, arg.playerIds[0]])).toEqual([
      ['s2025', 200, 'p000'],
      ['s2025', 200, 'p200'],
      ['s2025', 50, 'p400'],
    ]);
    expect(selectPlayerLogArgs(store.getState(), ids)).toBe(args);
  });
});

describe('selectSeasonLogs', () => {
  const ids = ['a', 'b', 'c'];

  it('is loading until the batch answers, then gives every asked player his games (an empty list for none)', async () => {
    server.use(
      http.get(`${API}/playerGameLogs`, () =>
        HttpResponse.json([
          gameLogRow('a', 2, { rec_yards: 40 }),
          gameLogRow('a', 1, { rec_yards: 70 }),
          gameLogRow('c', 1, {}),
        ]),
      ),
    );
    const store = seasonStore();
    expect(selectSeasonLogs(store.getState(), ids).status).toBe('loading');
    const [arg] = selectPlayerLogArgs(store.getState(), ids);
    await store.dispatch(gameLogsApi.endpoints.getPlayerGameLogs.initiate(arg!));
    const logs = selectSeasonLogs(store.getState(), ids);
    expect(logs.status).toBe('ready');
    expect(logs.byPlayer.get('a')?.map((row) => row.week)).toEqual([1, 2]);
    expect(logs.byPlayer.get('b')).toEqual([]);
    expect(logs.byPlayer.get('c')).toHaveLength(1);
    store.dispatch({ type: 'test/somethingElseHappened' });
    expect(selectSeasonLogs(store.getState(), ids)).toBe(logs);
  });

  it('is unavailable when every batch failed', async () => {
    server.use(http.get(`${API}/playerGameLogs`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const store = seasonStore();
    const [arg] = selectPlayerLogArgs(store.getState(), ids);
    await store.dispatch(gameLogsApi.endpoints.getPlayerGameLogs.initiate(arg!));
    expect(selectSeasonLogs(store.getState(), ids)).toEqual({ status: 'unavailable', byPlayer: new Map() });
  });

  it('is idle without players or seasons', () => {
    expect(selectSeasonLogs(makeStore().getState(), ids).status).toBe('idle');
    expect(selectSeasonLogs(seasonStore().getState(), []).status).toBe('idle');
  });
});
