import { makeStore } from '../../../src/app/store';
import { CACHE_TTL_MS } from '../../../src/config/constants';
import { startConnectionSync } from '../../../src/features/connection/connectionSync';
import { oddsApi } from '../../../src/features/odds/oddsApi';
import { PLAYER_DATA_FAILURE, playerDataApi } from '../../../src/features/playerData/playerDataApi';
import { screenShown, seasonChosen } from '../../../src/features/playerData/playerDataSlice';
import { PROPS_FALLBACK_ERROR, propsApi } from '../../../src/features/props/propsApi';
import { teamsApi } from '../../../src/features/teams/teamsApi';
import { writeCached } from '../../../src/lib/sessionCache';
import { API, HttpResponse, countedJson, http, server, setupMswServer } from '../../utils/msw';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('unit rankings', () => {
  it('keeps and logs "HTTP error! status: {status}" on a non-OK answer', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/teamData/unit-rankings`, () => HttpResponse.json({}, { status: 503 })));
    const result = await makeStore().dispatch(teamsApi.endpoints.getUnitRankings.initiate());
    expect(result.error).toMatchObject({ message: 'HTTP error! status: 503' });
    expect(log).toHaveBeenCalledWith('HTTP error! status: 503', expect.anything());
  });

  it('keeps a group that is not a list as invalid, and the teams of the others', async () => {
    server.use(
      http.get(`${API}/teamData/unit-rankings`, () =>
        HttpResponse.json({
          'AFC East': [{ team_name: 'Buffalo Bills', combo: 'Strong', units: [{ unit: 'offense', ranking: 2 }] }],
          'NFC Broken': 'oops',
        }),
      ),
    );
    const { data } = await makeStore().dispatch(teamsApi.endpoints.getUnitRankings.initiate());
    expect(data?.groups).toEqual([
      { name: 'AFC East', teams: ['Buffalo Bills'] },
      { name: 'NFC Broken', teams: null },
    ]);
    expect(data?.teams.entities['Buffalo Bills']?.ranks).toEqual({ offense: 2 });
    // Shown, but not kept: a reload asks the API again instead of showing the broken group for 12 hours.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.sessionStorage.getItem('gridline:unitRankings')).toBeNull();
  });
});

describe('power rankings', () => {
  it('treats a non-array as an empty list, with a log line', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json({ rankings: [] })));
    const result = await makeStore().dispatch(teamsApi.endpoints.getPowerRankings.initiate());
    expect(result.data).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Power rankings: expected a list'));
  });

  it('shows that empty list but does not keep it, so a reload asks again; a real list is kept', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json({ rankings: [] })));
    await makeStore().dispatch(teamsApi.endpoints.getPowerRankings.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.sessionStorage.getItem('gridline:powerRankings')).toBeNull();

    server.use(
      http.get(`${API}/teamData/power-rankings`, () =>
        HttpResponse.json([{ rank: 1, previous_rank: 2, team_name: 'Buffalo Bills', record: '9-2', note: 'Rolling' }]),
      ),
    );
    await makeStore().dispatch(teamsApi.endpoints.getPowerRankings.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.sessionStorage.getItem('gridline:powerRankings')).toContain('Buffalo Bills');
  });
});

describe('player data', () => {
  // The store's retry delay, shortened (1 ms between attempts).
  const quickStore = () => makeStore(undefined, { retryDelayMs: () => 1 });

  it('makes one request and 3 retries, then alerts, removes the cache entry and shows no rows', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    writeCached('gridline:playerStats:s1', 'stale and corrupt', Date.now() - CACHE_TTL_MS.playerStats - 5);
    const failing = countedJson('/playerData', { error: 'down' }, { status: 500 });
    server.use(failing.handler);
    // The alert is for the season on screen: the Player Data screen shows s1.
    const store = quickStore();
    store.dispatch(screenShown());
    store.dispatch(seasonChosen('s1'));
    const result = await store.dispatch(playerDataApi.endpoints.getPlayerStats.initiate('s1'));
    expect(failing.count()).toBe(4);
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ message: PLAYER_DATA_FAILURE });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).toHaveBeenCalledWith('Failed to fetch player data. Please try again later.');
    expect(window.sessionStorage.getItem('gridline:playerStats:s1')).toBeNull();
  });

  it('succeeds on a retry without alerting', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${API}/playerData`, () => {
        calls += 1;
        return calls < 3
          ? HttpResponse.json({}, { status: 502 })
          : HttpResponse.json([
              { player_id: 'p1', name: 'Ada Lane', team_name: 'Detroit Lions', position: 'qb', games_played: 3 },
            ]);
      }),
    );
    const { data } = await quickStore().dispatch(playerDataApi.endpoints.getPlayerStats.initiate('s2'));
    expect(calls).toBe(3);
    expect(data?.entities.p1).toMatchObject({ name: 'Ada Lane', position: 'QB', season_id: 's2' });
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('player props', () => {
  it('says "Failed to fetch player props: {status text}" on a non-OK answer', async () => {
    server.use(
      http.get(
        `${API}/playerProps`,
        () => new HttpResponse('nope', { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const result = await makeStore().dispatch(propsApi.endpoints.getPlayerProps.initiate());
    expect(result.error).toMatchObject({ message: 'Failed to fetch player props: Service Unavailable' });
  });

  it('falls back to the generic message when the answer is not JSON', async () => {
    server.use(
      http.get(
        `${API}/playerProps`,
        () => new HttpResponse('{oops', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const result = await makeStore().dispatch(propsApi.endpoints.getPlayerProps.initiate());
    expect(result.error).toMatchObject({ message: PROPS_FALLBACK_ERROR });
    expect(PROPS_FALLBACK_ERROR).toBe('An error occurred while fetching player props.');
  });

  it('groups records by player, in order of first appearance', async () => {
    const record = (player: string, market: string, team?: string) => ({
      player,
      props: {
        market,
        price: -110,
        selection: { name: 'Over', line: 10.5 },
        player: team ? { team: { name: team } } : {},
      },
    });
    server.use(
      http.get(`${API}/playerProps`, () =>
        HttpResponse.json([
          record('A', 'Receptions', 'Chiefs'),
          record('B', 'Rushing Yards'),
          record('A', 'Receiving Yards'),
        ]),
      ),
    );
    const { data } = await makeStore().dispatch(propsApi.endpoints.getPlayerProps.initiate());
    // Keyed by name and team (no ids here): A's record without a team joins the one team A has.
    expect(data?.ids).toEqual(['A (chiefs)', 'B']);
    expect(data?.entities['A (chiefs)']?.lines.map((line) => line.market)).toEqual(['Receptions', 'Receiving Yards']);
    expect(data?.entities['A (chiefs)']?.team).toBe('Chiefs');
    expect(data?.entities.B?.team).toBeUndefined();
  });
});

describe('lifetimes inside one long-lived page', () => {
  it('refetches subscribed odds once their 12 hours are up', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const odds = countedJson('/teamOdds', [
        { id: 'g', commence_time: '2025-09-07T17:00:00Z', home_team: 'A A', away_team: 'B B', bookmakers: [] },
      ]);
      server.use(odds.handler);
      const store = makeStore();
      const subscription = store.dispatch(oddsApi.endpoints.getOdds.initiate(2));
      await jest.advanceTimersByTimeAsync(50);
      expect(odds.count()).toBe(1);
      await jest.advanceTimersByTimeAsync(CACHE_TTL_MS.odds - 10_000);
      expect(odds.count()).toBe(1);
      await jest.advanceTimersByTimeAsync(20_000);
      expect(odds.count()).toBe(2);
      subscription.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps odds whose 12 hours end while offline, and asks again once the connection is back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = makeStore();
    const stopSync = await startConnectionSync(store.dispatch);
    try {
      let offline = false;
      let count = 0;
      server.use(
        http.get(`${API}/teamOdds`, () => {
          count += 1;
          return offline
            ? HttpResponse.error()
            : HttpResponse.json([
                { id: 'g', commence_time: '2025-09-07T17:00:00Z', home_team: 'A A', away_team: 'B B', bookmakers: [] },
              ]);
        }),
      );
      const subscription = store.dispatch(oddsApi.endpoints.getOdds.initiate(2));
      await jest.advanceTimersByTimeAsync(50);
      expect(count).toBe(1);
      offline = true;
      window.dispatchEvent(new Event('offline'));
      await jest.advanceTimersByTimeAsync(CACHE_TTL_MS.odds + 60_000);
      expect(count).toBe(1); // nothing asked for, nothing failed, nothing cleared
      expect(oddsApi.endpoints.getOdds.select(2)(store.getState())).toMatchObject({ isSuccess: true, isError: false });
      expect(window.sessionStorage.getItem('gridline:odds:week:2')).not.toBeNull();

      offline = false;
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(50);
      expect(count).toBe(2);
      expect(oddsApi.endpoints.getOdds.select(2)(store.getState()).isSuccess).toBe(true);
      subscription.unsubscribe();
    } finally {
      stopSync();
      jest.useRealTimers();
    }
  });

  it('keeps the saved answer when asking again fails while offline', async () => {
    const store = makeStore();
    const stopSync = await startConnectionSync(store.dispatch);
    try {
      let offline = false;
      server.use(
        http.get(`${API}/teamOdds`, () =>
          offline
            ? HttpResponse.error()
            : HttpResponse.json([
                { id: 'g', commence_time: '2025-09-07T17:00:00Z', home_team: 'A A', away_team: 'B B', bookmakers: [] },
              ]),
        ),
      );
      const subscription = store.dispatch(oddsApi.endpoints.getOdds.initiate(4));
      await subscription;
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(window.sessionStorage.getItem('gridline:odds:week:4')).not.toBeNull();
      offline = true;
      window.dispatchEvent(new Event('offline'));
      await subscription.refetch();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(oddsApi.endpoints.getOdds.select(4)(store.getState()).isError).toBe(true);
      expect(window.sessionStorage.getItem('gridline:odds:week:4')).not.toBeNull();
      subscription.unsubscribe();
    } finally {
      stopSync();
    }
  });
});
