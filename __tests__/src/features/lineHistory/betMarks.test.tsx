import { act, screen, within } from '@testing-library/react';
import MatchupsPage from '../../../../src/app/pages/MatchupsPage';
import { injectApi, injectSlice } from '../../../../src/app/store';
import type { GradedBet } from '../../../../src/domain/bets/types';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import { betMarkLabel, markValue } from '../../../../src/features/lineHistory/betMarks';
import type { BetMark } from '../../../../src/features/myBets/betMarksSelectors';
import { meApi } from '../../../../src/features/myBets/meApi';
import myBetsViewSlice, { betsOwnerChanged } from '../../../../src/features/myBets/myBetsViewSlice';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { historyAnswer, HISTORY_GAME, HISTORY_SNAPSHOTS, researchHandler } from '../../../utils/research';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

injectApi(meApi);
injectSlice(myBetsViewSlice);
setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const ANN = userFor('ann@gridline.test');
const game = HISTORY_GAME;
const { home_team: HOME, away_team: AWAY, commence_time: KICKOFF } = game;
const SNAPSHOTS = HISTORY_SNAPSHOTS;

const graded = (bet: Omit<GradedBet, 'version' | 'status' | 'profit' | 'clv'>): GradedBet => ({
  ...bet,
  version: 1,
  status: 'open',
  profit: null,
  clv: null,
});
const BETS: GradedBet[] = [
  graded({
    id: '11111111-1111-4111-8111-111111111111',
    placed_at: '2025-09-16T12:00:00Z',
    stake: 1,
    book: 'draftkings',
    kind: 'single',
    price: -110,
    legs: [{ game_id: 'kc-buf', market: 'spreads', side: AWAY, point: 3, price: -110, close: null }],
  }),
  graded({
    id: '22222222-2222-4222-8222-222222222222',
    placed_at: '2025-09-18T15:30:00Z',
    stake: 1,
    book: 'fanduel',
    kind: 'parlay',
    price: 264,
    legs: [
      { game_id: 'kc-buf', market: 'totals', side: 'Over', point: 44.5, price: -105, close: null },
      { game_id: 'phi-dal', market: 'h2h', side: 'Dallas Cowboys', price: 120, close: null },
    ],
  }),
  graded({
    id: '33333333-3333-4333-8333-333333333333',
    placed_at: '2025-09-19T09:00:00Z',
    stake: 1,
    book: 'other',
    kind: 'single',
    price: 140,
    legs: [{ game_id: 'phi-dal', market: 'spreads', side: 'Dallas Cowboys', point: 2.5, price: -110, close: null }],
  }),
];

/** 'Sep 16 12:00' in the time zone the test runs in, as the chart writes a moment. */
function placedText(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function openHistory(signedIn: boolean, owner = ANN.uid) {
  // Another user's list in the cache: the server, asked again for the signed-in user's own, has none of them.
  let lists = 0;
  const answer = () => (owner === ANN.uid || lists++ === 0 ? BETS : []);
  server.use(
    http.get(`${API}/teamOdds`, () => HttpResponse.json([game])),
    http.get(`${API}/teamOdds/history`, () =>
      HttpResponse.json(historyAnswer('kc-buf', HOME, AWAY, KICKOFF, SNAPSHOTS)),
    ),
    http.get(`${API}/me/bets`, () => {
      const bets = answer();
      return HttpResponse.json({ bets, summary: { count: bets.length } });
    }),
    researchHandler('/teamData/unit-rankings', () => ({})).handler,
  );
  setFakeUser(ANN);
  const rendered = renderWithProviders(<MatchupsPage />, {
    route: '/nfl?week=3&cards=detailed',
    preloadedState: { week: { selected: 3 } },
  });
  act(() => void rendered.store.dispatch(authStateChanged(ANN)));
  // The list as My bets leaves it in the cache, naming whose it is.
  act(() => void rendered.store.dispatch(betsOwnerChanged(owner)));
  await act(() => rendered.store.dispatch(meApi.endpoints.listBets.initiate()));
  if (!signedIn) act(() => void rendered.store.dispatch(authStateChanged(null)));
  await rendered.user.click(await screen.findByRole('button', { name: 'Line history for Kansas City vs Buffalo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Line history: Kansas City vs Buffalo' });
  const charts = await within(dialog).findAllByRole('img');
  return { ...rendered, dialog, charts };
}

describe("the line history's marks of the user's bets", () => {
  it('marks each bet on the game where it was placed, named in the chart and listed under it', async () => {
    const { dialog, charts } = await openHistory(true);
    const [moneyline, spread, total] = charts;
    const single = `Your bet: Buffalo Bills +3 \u2212110, placed ${placedText('2025-09-16T12:00:00Z')}`;
    const parlayLeg = `Your bet: Over 44.5 \u2212105 (parlay leg), placed ${placedText('2025-09-18T15:30:00Z')}`;
    expect(spread).toHaveAccessibleName(new RegExp(`closed -3\\.5\\. ${single.replace(/[+()]/g, '\\$&')}\\.$`));
    expect(total).toHaveAccessibleName(new RegExp(`${parlayLeg.replace(/[+()]/g, '\\$&')}\\.$`));
    expect(moneyline).not.toHaveAccessibleName(/Your bet/);
    // A diamond a bet, with its words for a pointer.
    expect(spread!.querySelectorAll('.bet-mark')).toHaveLength(1);
    expect(spread!.querySelector('title')).toHaveTextContent(single);
    expect(moneyline!.querySelectorAll('.bet-mark')).toHaveLength(0);
    // At the home side's -3 (the Bills' +3): level with the axis's -3 tick (its label sits 4 below the value's line).
    const tick = [...spread!.querySelectorAll('text')].find((text) => text.textContent === '-3');
    const [, top] = /^M[\d.]+ ([\d.]+)L/.exec(spread!.querySelector('.bet-mark')?.getAttribute('d') ?? '') ?? [];
    expect(Number(top) + 6).toBeCloseTo(Number(tick?.getAttribute('y')) - 4, 6);
    expect(within(dialog).getByRole('list', { name: 'Your bets: Spread' })).toHaveTextContent(single);
    expect(within(dialog).getByRole('list', { name: 'Your bets: Total' })).toHaveTextContent(parlayLeg);
    expect(within(dialog).queryByText(/Dallas Cowboys/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Legend' })).toHaveTextContent(/your bet$/);
  });

  it('marks nothing of a list the cache holds for another user: the signed-in user’s own list replaces it', async () => {
    const { dialog, charts } = await openHistory(true, 'uid-bob');
    expect(charts.some((chart) => chart.querySelector('.bet-mark'))).toBe(false);
    expect(within(dialog).queryByText(/Your bet/)).not.toBeInTheDocument();
  });

  it('marks nothing once the user has signed out', async () => {
    const { dialog, charts } = await openHistory(false);
    expect(charts.some((chart) => chart.querySelector('.bet-mark'))).toBe(false);
    expect(within(dialog).queryByText(/Your bet/)).not.toBeInTheDocument();
  });
});

describe("a bet's place on its market's chart", () => {
  const mark = (changes: Partial<BetMark>): BetMark => ({
    key: 'b:0',
    kind: 'single',
    market: 'spreads',
    side: AWAY,
    point: 3,
    price: -110,
    placedAt: Date.parse('2025-09-16T12:00:00Z'),
    ...changes,
  });

  it.each([
    ['an away spread, turned to the home side', mark({}), -3],
    ['a home spread', mark({ side: HOME, point: -2.5 }), -2.5],
    ['a total', mark({ market: 'totals', side: 'Under', point: 47.5 }), 47.5],
    ['a home moneyline, as the chance its price implies (%)', mark({ market: 'h2h', side: HOME, price: -150 }), 60],
    ["an away moneyline, as the home team's chance", mark({ market: 'h2h', point: undefined, price: 150 }), 60],
  ])('%s', (_name, bet, value) => expect(markValue(bet, HOME)).toBeCloseTo(value, 9));

  it('names a teaser leg and a moneyline in the words of the slip', () => {
    expect(betMarkLabel(mark({ kind: 'teaser', teaserPoints: 6, side: HOME, point: -8.5 }))).toMatch(
      /^Your bet: Kansas City Chiefs \u22128\.5 \u2212110 \(6-point teaser leg\), placed /,
    );
    expect(betMarkLabel(mark({ market: 'h2h', point: undefined, price: 150 }))).toMatch(
      /^Your bet: Buffalo Bills moneyline \+150, placed /,
    );
  });
});
