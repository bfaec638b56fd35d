import { makeStore } from '../../../src/app/store';
import { persistQueryResult } from '../../../src/api/persistence';
import { oddsApi } from '../../../src/features/odds/oddsApi';
import { sourcesApi } from '../../../src/features/sources/sourcesApi';
import { API, HttpResponse, http, server, setupMswServer } from '../../utils/msw';

// The listener's work, watched: each call is one query result the listener handed on.
jest.mock('../../../src/api/persistence', () => ({ persistQueryResult: jest.fn(async () => undefined) }));
const persisted = jest.mocked(persistQueryResult);

setupMswServer();
beforeEach(() => {
  window.sessionStorage.clear();
  persisted.mockClear();
});

/** Past the listener's effects started by what was dispatched so far (its module load included). */
const listenerSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

const WEEK_3 = [
  {
    id: 'a',
    commence_time: '2025-09-19T00:15:00Z',
    home_team: 'Kansas City Chiefs',
    away_team: 'Buffalo Bills',
    bookmakers: [],
  },
];

describe('the session-cache listener starts work only for a result that leaves some', () => {
  it('starts nothing for a failure of a resource kept nowhere (the footer’s /sources)', async () => {
    // The default handler answers /sources with 404, as a page whose API cannot say.
    const result = await makeStore().dispatch(sourcesApi.endpoints.getSources.initiate());
    expect(result.isError).toBe(true);
    await listenerSettled();
    expect(persisted).not.toHaveBeenCalled();
  });

  it('starts nothing for an answer kept nowhere that never expires (opening lines)', async () => {
    server.use(http.get(`${API}/teamOdds/opening`, () => HttpResponse.json(WEEK_3)));
    const result = await makeStore().dispatch(oddsApi.endpoints.getOpeningOdds.initiate(3));
    expect(result.data?.ids).toEqual(['a']);
    await listenerSettled();
    expect(persisted).not.toHaveBeenCalled();
  });

  it('hands on a failure of a session-cached resource (its entry is removed)', async () => {
    server.use(http.get(`${API}/teamOdds`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const result = await makeStore().dispatch(oddsApi.endpoints.getOdds.initiate(9));
    expect(result.isError).toBe(true);
    await listenerSettled();
    expect(persisted).toHaveBeenCalledTimes(1);
    expect(persisted.mock.calls[0]?.[0]).toMatchObject({
      type: 'api/executeQuery/rejected',
      meta: { baseQueryMeta: { sessionCache: { key: 'gridline:odds:week:9' } } },
    });
  });

  it('hands on an answer to keep (session-cached) and an answer that expires (kept nowhere)', async () => {
    server.use(
      http.get(`${API}/teamOdds`, () => HttpResponse.json(WEEK_3)),
      http.get(`${API}/sources`, () => HttpResponse.json({ mode: 'demo', resources: {} })),
    );
    const store = makeStore();
    await store.dispatch(oddsApi.endpoints.getOdds.initiate(3));
    await store.dispatch(sourcesApi.endpoints.getSources.initiate());
    await listenerSettled();
    expect(persisted.mock.calls.map(([action]) => action.meta.baseQueryMeta)).toEqual([
      expect.objectContaining({ sessionCache: expect.objectContaining({ key: 'gridline:odds:week:3' }) }),
      expect.objectContaining({ expiry: expect.objectContaining({ tag: '/sources' }) }),
    ]);
  });
});
