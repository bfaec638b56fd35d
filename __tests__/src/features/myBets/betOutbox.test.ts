import type { UnknownAction } from '@reduxjs/toolkit';
import { startAppListening } from '../../../../src/app/listenerMiddleware';
import { makeStore } from '../../../../src/app/store';
import type { Bet, StoredBet } from '../../../../src/domain/bets/types';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import { cameBackOnline } from '../../../../src/features/connection/connectionSlice';
import betOutboxSlice, {
  betLogged,
  outboxRetryRequested,
  selectOutboxFor,
} from '../../../../src/features/myBets/betOutboxSlice';
import { OUTBOX_KEY } from '../../../../src/features/myBets/outboxStorage';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();

const ANN = userFor('ann@gridline.test');
const BOB = userFor('bob@gridline.test');

const aBet = (id: string): Bet => ({
  id,
  placed_at: '2025-09-20T12:00:00Z',
  stake: 2,
  book: 'draftkings',
  kind: 'single',
  price: -110,
  legs: [{ game_id: '2025_03_BUF_MIA', market: 'spreads', side: 'Buffalo Bills', point: -2.5, price: -110 }],
});

/**
 * A bets API in memory, as the server keeps them: by id, a repeated POST answering the stored bet. `down` makes every
 * request fail as a stopped database does (503), `refuse` answers a POST with a 400 naming a field.
 */
function fakeBetsApi() {
  const stored = new Map<string, StoredBet>();
  const api = { down: false, refuse: false, posts: 0 };
  server.use(
    http.post(`${API}/me/bets`, async ({ request }) => {
      api.posts += 1;
      if (request.headers.get('Authorization') !== `Bearer token-${ANN.uid}`)
        return HttpResponse.json({ error: 'Sign in' }, { status: 401 });
      if (api.down) return HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 });
      if (api.refuse)
        return HttpResponse.json(
          { error: 'A field is not valid', fields: [{ field: 'legs[0].game_id', reason: 'the game has kicked off' }] },
          { status: 400 },
        );
      const bet = (await request.json()) as Bet;
      const existing = stored.get(bet.id);
      if (existing) return HttpResponse.json(existing, { status: 200 });
      const saved = { ...bet, version: 1 };
      stored.set(bet.id, saved);
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.get(`${API}/me/bets`, () => {
      const bets = [...stored.values()].map((bet) => ({
        ...bet,
        status: 'open',
        profit: null,
        clv: null,
        legs: bet.legs.map((leg) => ({ ...leg, close: null })),
      }));
      return HttpResponse.json({ bets, summary: { count: bets.length } });
    }),
  );
  return { api, stored };
}

/** Every action the store saw, to replay. */
function recorded() {
  const actions: UnknownAction[] = [];
  const stop = startAppListening({ predicate: () => true, effect: (action) => void actions.push(action) });
  return { actions, stop };
}

async function signedIn(user = ANN) {
  setFakeUser(user);
  const store = makeStore();
  store.dispatch(authStateChanged(user));
  return store;
}

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

beforeEach(() => {
  window.localStorage.clear();
  setFakeUser(null);
});

describe('the outbox of bets not saved yet', () => {
  it('keeps a bet logged while the API fails, across a reload, and stores it once when the API answers', async () => {
    const { api, stored } = fakeBetsApi();
    api.down = true;
    const first = await signedIn();
    first.dispatch(betLogged({ uid: ANN.uid, bet: aBet('b1') }));
    await waitFor(() => selectOutboxFor(first.getState(), ANN.uid)[0]?.attempts === 1);
    const [waiting] = selectOutboxFor(first.getState(), ANN.uid);
    expect(waiting).toMatchObject({ state: 'waiting', message: 'The database is unavailable' });
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1);

    // A reload: a new store reads the bet back at the identity service's first word, and sends it again.
    api.down = false;
    const second = await signedIn();
    await waitFor(() => selectOutboxFor(second.getState(), ANN.uid).length === 0);
    // The first store's retry may send it too: the id makes it harmless.
    first.dispatch(outboxRetryRequested());
    await waitFor(() => selectOutboxFor(first.getState(), ANN.uid).length === 0);
    expect([...stored.keys()]).toEqual(['b1']);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends waiting bets when the connection comes back', async () => {
    const { api, stored } = fakeBetsApi();
    api.down = true;
    const store = await signedIn();
    store.dispatch(betLogged({ uid: ANN.uid, bet: aBet('b2') }));
    await waitFor(() => selectOutboxFor(store.getState(), ANN.uid)[0]?.attempts === 1);
    api.down = false;
    store.dispatch(cameBackOnline());
    await waitFor(() => stored.has('b2') && selectOutboxFor(store.getState(), ANN.uid).length === 0);
  });

  it('keeps a refused bet with the fields the server named, and sends it no more', async () => {
    const { api } = fakeBetsApi();
    api.refuse = true;
    const store = await signedIn();
    store.dispatch(betLogged({ uid: ANN.uid, bet: aBet('b3') }));
    await waitFor(() => selectOutboxFor(store.getState(), ANN.uid)[0]?.state === 'refused');
    expect(selectOutboxFor(store.getState(), ANN.uid)[0]).toMatchObject({
      message: 'A field is not valid',
      fields: [{ field: 'legs[0].game_id', reason: 'the game has kicked off' }],
    });
    const posts = api.posts;
    store.dispatch(outboxRetryRequested());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.posts).toBe(posts);
  });

  it('neither shows nor sends another user’s bets kept in this browser', async () => {
    const { api, stored } = fakeBetsApi();
    api.down = true;
    const bob = await signedIn(BOB);
    bob.dispatch(betLogged({ uid: BOB.uid, bet: aBet('bob-1') }));
    await waitFor(() => selectOutboxFor(bob.getState(), BOB.uid)[0]?.attempts === 1);
    api.down = false;
    const ann = await signedIn(ANN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectOutboxFor(ann.getState(), ANN.uid)).toEqual([]);
    expect(stored.size).toBe(0);
  });

  it('reads back nothing from storage that is not JSON or not a bet, and says so', async () => {
    fakeBetsApi();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ uid: ANN.uid, bet: { id: 7 } }, 'x']));
    const store = await signedIn();
    expect(store.getState().betOutbox).toMatchObject({ restored: true, entries: [] });
    window.localStorage.setItem(OUTBOX_KEY, '{not json');
    expect((await signedIn()).getState().betOutbox.entries).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('replays a recorded session to the same outbox', async () => {
    const { api } = fakeBetsApi();
    api.refuse = true;
    const store = await signedIn();
    const before = store.getState().betOutbox;
    const log = recorded();
    store.dispatch(betLogged({ uid: ANN.uid, bet: aBet('b4') }));
    await waitFor(() => selectOutboxFor(store.getState(), ANN.uid)[0]?.state === 'refused');
    log.stop();
    expect(() => JSON.parse(JSON.stringify(log.actions))).not.toThrow();
    // As Redux DevTools replays: the reducers over the recorded actions, from the state before them.
    const replayed = (JSON.parse(JSON.stringify(log.actions)) as UnknownAction[]).reduce(
      betOutboxSlice.reducer,
      before,
    );
    expect(replayed).toEqual(store.getState().betOutbox);
  });
});
