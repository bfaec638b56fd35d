import { oddsApi } from '../../../src/features/odds/oddsApi';
import { makeStore } from '../../../src/app/store';
import { readCached, writeCached } from '../../../src/lib/sessionCache';
import { CACHE_TTL_MS } from '../../../src/config/constants';
import { countedJson, http, HttpResponse, server, setupMswServer, API } from '../../utils/msw';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());
// An answer is written in a task after the one that delivered it (persistence.ts): the test that asked for it waits
// for that task, so no write of one test lands in the next one's storage.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

const game = (id: string, kickoff: string) => ({
  id,
  commence_time: kickoff,
  home_team: 'Kansas City Chiefs',
  away_team: 'Buffalo Bills',
  bookmakers: [],
});
const WEEK_3 = [game('b', '2025-09-21T20:25:00Z'), game('a', '2025-09-19T00:15:00Z')];

async function loadOdds(week: number, store = makeStore()) {
  const result = await store.dispatch(oddsApi.endpoints.getOdds.initiate(week));
  return { store, result };
}

describe('the odds session cache', () => {
  it('saves an answer under its key with savedAt, and serves it after a reload without a request', async () => {
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    const first = await loadOdds(3);
    expect(first.result.data?.ids).toEqual(['a', 'b']); // sorted by kickoff
    await new Promise((resolve) => setTimeout(resolve, 0));
    const saved = JSON.parse(window.sessionStorage.getItem('gridline:odds:week:3') ?? 'null') as {
      savedAt: number;
      data: unknown[];
    };
    expect(saved.data).toHaveLength(2);
    expect(Date.now() - saved.savedAt).toBeLessThan(5_000);

    const reloaded = await loadOdds(3); // a new store is a new page
    expect(reloaded.result.data?.ids).toEqual(['a', 'b']);
    expect(odds.count()).toBe(1);
  });

  it('writes the answer in a task after the one that delivered it, so rendering it does not wait on the write', async () => {
    server.use(countedJson('/teamOdds', WEEK_3).handler);
    const { result } = await loadOdds(3);
    expect(result.data?.ids).toEqual(['a', 'b']);
    expect(window.sessionStorage.getItem('gridline:odds:week:3')).toBeNull(); // the delivering task is not over
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.sessionStorage.getItem('gridline:odds:week:3')).not.toBeNull();
  });

  it('keeps the saved answer when another screen subscribes to the answer already loaded', async () => {
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    const { store } = await loadOdds(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // RTK Query answers a second subscription from memory with a "rejected" action of its condition
    // (meta.condition), which is no failure of the request.
    const again = await store.dispatch(oddsApi.endpoints.getOdds.initiate(3));
    expect(again.data?.ids).toEqual(['a', 'b']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(odds.count()).toBe(1);
    expect(window.sessionStorage.getItem('gridline:odds:week:3')).not.toBeNull();
  });

  it('refetches an expired entry and replaces it', async () => {
    writeCached('gridline:odds:week:4', [game('old', '2025-09-28T17:00:00Z')], Date.now() - CACHE_TTL_MS.odds - 1);
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    const { result } = await loadOdds(4);
    expect(result.data?.ids).toEqual(['a', 'b']);
    expect(odds.count()).toBe(1);
  });

  it('removes a corrupt entry and refetches', async () => {
    window.sessionStorage.setItem('gridline:odds:week:5', '{not json');
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    const { result } = await loadOdds(5);
    expect(result.data?.ids).toEqual(['a', 'b']);
    expect(odds.count()).toBe(1);
  });

  it('refetches when a cached entry no longer parses', async () => {
    window.sessionStorage.setItem('gridline:odds:week:6', JSON.stringify({ savedAt: Date.now(), data: 'nonsense' }));
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    expect((await loadOdds(6)).result.data?.ids).toEqual(['a', 'b']);
    expect(odds.count()).toBe(1);
  });

  it('refetches when a cached entry reads as an empty week (its items unreadable), and keeps no empty answer', async () => {
    window.sessionStorage.setItem(
      'gridline:odds:week:7',
      JSON.stringify({ savedAt: Date.now(), data: [{ id: null }, 42, 'x'] }),
    );
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    expect((await loadOdds(7)).result.data?.ids).toEqual(['a', 'b']);
    expect(odds.count()).toBe(1);

    server.use(countedJson('/teamOdds', []).handler);
    expect((await loadOdds(8)).result.data?.ids).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.sessionStorage.getItem('gridline:odds:week:8')).toBeNull();
  });

  it('works uncached when the storage throws', async () => {
    const failing = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const reading = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const odds = countedJson('/teamOdds', WEEK_3);
    server.use(odds.handler);
    expect((await loadOdds(7)).result.data?.ids).toEqual(['a', 'b']);
    expect((await loadOdds(7)).result.data?.ids).toEqual(['a', 'b']);
    expect(odds.count()).toBe(2);
    failing.mockRestore();
    reading.mockRestore();
  });

  it('accepts the {matchups: [...]} variant', async () => {
    server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json({ matchups: WEEK_3 })));
    expect((await loadOdds(8)).result.data?.ids).toEqual(['a', 'b']);
  });

  it('says "Failed to fetch odds" on a non-OK answer, with no data', async () => {
    server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const { result } = await loadOdds(9);
    expect(result.error).toMatchObject({ status: 500, message: 'Failed to fetch odds' });
    expect(result.data).toBeUndefined();
    expect(readCached('gridline:odds:week:9', CACHE_TTL_MS.odds, Date.now())).toBeUndefined();
  });
});
