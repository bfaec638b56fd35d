import MyBetsPage from '../../../../src/app/pages/MyBetsPage';
import { injectSlice, type RootState } from '../../../../src/app/store';
import { summarizeBets } from '../../../../src/domain/bets/summary';
import type { Bet, BetLeg, GradedBet, GradedLeg } from '../../../../src/domain/bets/types';
import type { AuthUser } from '../../../../src/lib/firebase';
import type { OutboxEntry } from '../../../../src/features/myBets/betOutboxSlice';
import myBetsViewSlice from '../../../../src/features/myBets/myBetsViewSlice';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { API, HttpResponse, http, server } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';

// The screen's own slice joins the store with its code (app/pages/MyBetsPage's `slices`), as the loader would.
injectSlice(myBetsViewSlice);

export const ANN = userFor('ann@gridline.test');

let next = 0;
/** A v4-looking id, made in order: bets are told apart by it in the table's keys and the API's paths. */
const nextId = () => `00000000-0000-4000-a000-${String(++next).padStart(12, '0')}`;

/** Buffalo at Miami in week 3 of 2025, as nflverse names it. */
export const BUF_MIA = '2025_03_BUF_MIA';
/** Kansas City at Detroit in week 5. */
export const KC_DET = '2025_05_KC_DET';

export const leg = (overrides: Partial<GradedLeg> = {}): GradedLeg => ({
  game_id: BUF_MIA,
  market: 'spreads',
  side: 'Buffalo Bills',
  point: -2.5,
  price: -110,
  close: null,
  ...overrides,
});

/** A graded single: a DraftKings spread of 2 units on Buffalo −2.5 −110, open, unless told otherwise. */
export const bet = (overrides: Partial<GradedBet> = {}): GradedBet => ({
  id: nextId(),
  placed_at: '2025-09-18T16:00:00Z',
  stake: 2,
  book: 'draftkings',
  kind: 'single',
  price: -110,
  legs: [leg()],
  version: 1,
  status: 'open',
  profit: null,
  clv: null,
  ...overrides,
});

/** A bet as posted, as the outbox keeps it: the graded fixture's fields without the grade. */
export function posted(overrides: Partial<Bet> & { side?: string } = {}): Bet {
  const { side = 'Buffalo Bills', ...rest } = overrides;
  const { version: _v, status: _s, profit: _p, clv: _c, legs, ...graded } = bet({ legs: [leg({ side })] });
  const bare = legs.map(({ close: _close, ...posted }): BetLeg => posted);
  return { ...graded, legs: bare, ...rest };
}

/** A won bet with its close and CLV (1 unit at −110 wins 0.91). */
export const won = (clv: number, overrides: Partial<GradedBet> = {}): GradedBet =>
  bet({
    status: 'won',
    profit: 0.91,
    stake: 1,
    clv,
    legs: [leg({ close: { source: 'book', price: -110, point: -2.5, clv } })],
    ...overrides,
  });

export const lost = (clv: number, overrides: Partial<GradedBet> = {}): GradedBet =>
  bet({
    status: 'lost',
    profit: -1,
    stake: 1,
    clv,
    legs: [leg({ close: { source: 'consensus', price: -115, point: -2.5, clv } })],
    ...overrides,
  });

/** `GET /api/me/bets` answering these bets (and their summary, as the server writes it). */
export function serveBets(bets: () => readonly GradedBet[]) {
  server.use(
    http.get(`${API}/me/bets`, () => {
      const list = [...bets()];
      return HttpResponse.json({ bets: list, summary: summarizeBets(list) });
    }),
  );
}

export const entry = (overrides: Partial<OutboxEntry> & Pick<OutboxEntry, 'bet'>): OutboxEntry => ({
  uid: ANN.uid,
  state: 'waiting',
  attempts: 1,
  message: 'The server did not answer',
  fields: [],
  ...overrides,
});

interface RenderOptions {
  user?: AuthUser | null;
  status?: RootState['auth']['status'];
  outbox?: OutboxEntry[];
  route?: string;
}

/** /my-bets (its page, as the app composes it) for a signed-in user by default. */
export function renderMyBets({ user = ANN, status, outbox = [], route = '/my-bets' }: RenderOptions = {}) {
  setFakeUser(user);
  return renderWithProviders(<MyBetsPage />, {
    route,
    preloadedState: {
      auth: {
        status: status ?? (user ? 'signedIn' : 'signedOut'),
        user,
        error: null,
        notice: null,
        pendingFlow: null,
        signOutFailed: false,
      },
      betOutbox: { entries: outbox, restored: true },
    },
  });
}
