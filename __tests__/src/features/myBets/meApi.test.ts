import { makeStore } from '../../../../src/app/store';
import type { Bet, GradedBet, StoredBet } from '../../../../src/domain/bets/types';
import { meApi } from '../../../../src/features/myBets/meApi';
import { selectBetsNotice } from '../../../../src/features/myBets/myBetsSlice';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();

const ANN = userFor('ann@gridline.test');

const aBet = (id: string, stake = 2): StoredBet => ({
  id,
  placed_at: '2025-09-20T12:00:00Z',
  stake,
  book: 'draftkings',
  kind: 'single',
  price: -110,
  legs: [{ game_id: '2025_03_BUF_MIA', market: 'spreads', side: 'Buffalo Bills', point: -2.5, price: -110 }],
  version: 1,
});
const graded = (bet: StoredBet): GradedBet => ({
  ...bet,
  status: 'open',
  profit: null,
  clv: null,
  legs: bet.legs.map((leg) => ({ ...leg, close: null })),
});

/** A request the test lets through when it chooses, to look at the list while the answer is on its way. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let listed: StoredBet[];
beforeEach(() => {
  setFakeUser(ANN);
  listed = [aBet('first')];
  server.use(
    http.get(`${API}/me/bets`, () =>
      HttpResponse.json({ bets: listed.map(graded), summary: { count: listed.length } }),
    ),
  );
});

async function storeWithList() {
  const store = makeStore();
  await store.dispatch(meApi.endpoints.listBets.initiate());
  const ids = () =>
    meApi.endpoints.listBets
      .select()(store.getState())
      .data?.bets.map(({ id }) => id);
  return { store, ids, bets: () => meApi.endpoints.listBets.select()(store.getState()).data?.bets ?? [] };
}

describe('the bets API in the store', () => {
  it('sends the signed-in user’s token, and asks nothing signed out', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/me/bets`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ bets: [], summary: {} });
      }),
    );
    await makeStore().dispatch(meApi.endpoints.listBets.initiate());
    expect(authorization).toBe(`Bearer token-${ANN.uid}`);
    setFakeUser(null);
    authorization = null;
    const result = await makeStore().dispatch(meApi.endpoints.listBets.initiate());
    expect(result.error).toMatchObject({ status: 401, message: 'Sign in to keep your bets' });
    expect(authorization).toBeNull();
  });

  it('shows a new bet at once, and takes it back when the server does not store it', async () => {
    const { store, ids } = await storeWithList();
    const request = gate();
    server.use(
      http.post(`${API}/me/bets`, async () => {
        await request.opened;
        return HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 });
      }),
    );
    const { version: _version, ...bet } = aBet('new');
    const sent = store.dispatch(meApi.endpoints.createBet.initiate(bet as Bet));
    expect(ids()).toEqual(['new', 'first']);
    request.open();
    const result = await sent;
    expect(result.error).toMatchObject({ status: 503, message: 'The database is unavailable' });
    expect(ids()).toEqual(['first']);
  });

  it('changes a bet at once; on a stale edit (409) says another tab changed it and shows the stored one', async () => {
    const { store, bets } = await storeWithList();
    const request = gate();
    let ifMatch: string | null = null;
    server.use(
      http.patch(`${API}/me/bets/first`, async ({ request: patch }) => {
        ifMatch = patch.headers.get('If-Match');
        await request.opened;
        listed = [{ ...aBet('first', 5), version: 2 }];
        return HttpResponse.json(
          { error: 'The bet was changed elsewhere', bet: listed[0] },
          { status: 409, headers: { ETag: '"2"' } },
        );
      }),
    );
    const sent = store.dispatch(meApi.endpoints.updateBet.initiate({ id: 'first', version: 1, changes: { stake: 3 } }));
    expect(bets()[0]?.stake).toBe(3);
    request.open();
    const result = await sent;
    expect(ifMatch).toBe('1');
    expect(result.error).toMatchObject({ status: 409, bet: { stake: 5, version: 2 } });
    expect(selectBetsNotice(store.getState())).toMatchObject({
      betId: 'first',
      message: expect.stringContaining('Another tab changed this bet'),
    });
    // The list is asked again: the stored bet, not the edit.
    for (let tries = 0; tries < 200 && bets()[0]?.version !== 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bets()[0]).toMatchObject({ stake: 5, version: 2 });
  });

  it('removes a bet at once, and puts it back with a message when the delete fails', async () => {
    const { store, ids } = await storeWithList();
    const request = gate();
    server.use(
      http.delete(`${API}/me/bets/first`, async () => {
        await request.opened;
        return HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 });
      }),
    );
    const sent = store.dispatch(meApi.endpoints.deleteBet.initiate('first'));
    expect(ids()).toEqual([]);
    request.open();
    await sent;
    expect(ids()).toEqual(['first']);
    expect(selectBetsNotice(store.getState())?.message).toBe(
      'The bet was not deleted: The database is unavailable. It is back in the list.',
    );
  });

  it('keeps an import’s named rows in the error', async () => {
    server.use(
      http.post(`${API}/me/bets/import`, () =>
        HttpResponse.json(
          { error: 'Nothing was imported: fix the rows named', rows: [{ line: 7, field: 'price', reason: 'too low' }] },
          { status: 400 },
        ),
      ),
    );
    const result = await makeStore().dispatch(meApi.endpoints.importBets.initiate('placed_at,…'));
    expect(result.error).toMatchObject({
      status: 400,
      message: 'Nothing was imported: fix the rows named',
      fields: [{ line: 7, field: 'price', reason: 'too low' }],
    });
  });
});
