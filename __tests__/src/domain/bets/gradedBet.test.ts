import { MAX_KEY_MARGIN, type KeyNumberTable } from '../../../../src/domain/bettorMath/keyNumbers';
import type { ClosingMarket } from '../../../../src/domain/bets/clv';
import { gradedBet, legPriceTaken, type GradingInputs } from '../../../../src/domain/bets/gradedBet';
import type { BetLeg, GameFinal, StoredBet } from '../../../../src/domain/bets/types';

const TABLE: KeyNumberTable = {
  source: 'test',
  games: 1,
  margins: [],
  spreadSigma: 13.1,
  totalSigma: 13,
  weights: Array.from({ length: MAX_KEY_MARGIN + 1 }, (_, k) => (k === 3 ? 2.7 : k === 7 ? 1.8 : 1)),
};
const CHIEFS = 'Kansas City Chiefs';
const GAME: GameFinal = {
  home_team: CHIEFS,
  away_team: 'Buffalo Bills',
  commence_time: '2025-12-28T18:00:00Z',
  completed: true,
  homeScore: 27,
  awayScore: 24,
};
const EVEN: ClosingMarket = { source: 'book', price: -110, point: -3, others: [-110] };

const legOf = (point: number, price = -110): BetLeg => ({
  game_id: 'g1',
  market: 'spreads',
  side: CHIEFS,
  point,
  price,
});
const stored = (kind: StoredBet['kind'], legs: BetLeg[], price: number): StoredBet => ({
  id: '5f0e2b4c-3a1d-4c7e-9b8a-6d5c4b3a2f10',
  placed_at: '2025-12-27T12:00:00Z',
  stake: 10,
  book: 'draftkings',
  kind,
  price,
  legs,
  version: 3,
});
const inputs = (closes: (ClosingMarket | null)[]): GradingInputs => ({
  games: () => GAME,
  closes,
  clock: { now: Date.parse('2025-12-29T00:00:00Z') },
  table: TABLE,
});

describe('gradedBet', () => {
  it('answers a single as stored, with its grade, its close and the CLV at the bet’s price', () => {
    // The bet's price was edited to −105: ½ · 205/105 − 1 = −0.0238095 at the −3 close.
    const bet = stored('single', [legOf(-3)], -105);
    const answer = gradedBet(bet, inputs([EVEN]));
    expect(answer).toMatchObject({ id: bet.id, version: 3, status: 'push', profit: 0 });
    expect(answer.legs[0]?.close).toEqual({
      source: 'book',
      price: -110,
      point: -3,
      clv: expect.closeTo(-0.0238095, 6),
    });
    expect(answer.clv).toBeCloseTo(-0.0238095, 6);
  });

  it('leaves a leg without a close at null, and the bet’s CLV with it', () => {
    const answer = gradedBet(stored('single', [legOf(-2.5)], -110), inputs([null]));
    expect(answer.legs[0]?.close).toBeNull();
    expect(answer.clv).toBeNull();
    expect(answer.status).toBe('won');
  });

  it('gives a parlay the product of its legs’ CLVs over those with a close', () => {
    // Each −110 leg at an even −3 close: −1/22; two of them: (21/22)² − 1.
    const bet = stored('parlay', [legOf(-3), legOf(-3), legOf(-3)], 600);
    const answer = gradedBet(bet, inputs([EVEN, EVEN, null]));
    expect(answer.clv).toBeCloseTo((21 / 22) ** 2 - 1, 12);
  });

  // −2.5 teased 6 is +3.5, a win; −9 teased is −3, a push on a 3-point win. −2.5 against a −3 close beats it.
  it('shows a teaser’s legs’ closes, each priced at its number as listed, and gives the teaser no CLV', () => {
    const bet = { ...stored('teaser', [legOf(-2.5), legOf(-9)], -120), teaser_points: 6 as const };
    const answer = gradedBet(bet, inputs([EVEN, { ...EVEN, source: 'consensus', point: -9 }]));
    expect(answer.status).toBe('push');
    expect(answer.clv).toBeNull();
    expect(answer.legs[0]?.close?.clv).toBeGreaterThan(0);
    expect(answer.legs[1]?.close).toMatchObject({ source: 'consensus', clv: expect.closeTo(-1 / 22, 12) });
  });

  it('writes no point for a moneyline close', () => {
    const moneyline: BetLeg = { game_id: 'g1', market: 'h2h', side: CHIEFS, price: -150 };
    const answer = gradedBet(
      stored('single', [moneyline], -150),
      inputs([{ source: 'book', price: -150, others: [130] }]),
    );
    expect(answer.legs[0]?.close).not.toHaveProperty('point');
  });
});

describe('legPriceTaken', () => {
  it('takes a single’s price from the bet, and another’s from the leg', () => {
    expect(legPriceTaken({ kind: 'single', price: -105 }, -110)).toBe(-105);
    expect(legPriceTaken({ kind: 'parlay', price: 600 }, -110)).toBe(-110);
  });
});
