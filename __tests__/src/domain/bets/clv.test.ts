import fc from 'fast-check';
import { decimalOdds } from '../../../../src/domain/americanOdds';
import {
  calibratedCentre,
  MAX_KEY_MARGIN,
  spreadChances,
  totalChances,
  type KeyNumberTable,
} from '../../../../src/domain/bettorMath/keyNumbers';
import { betClv, closeFair, legClv, parlayClv, type ClosingMarket } from '../../../../src/domain/bets/clv';
import { movedNumberChances, spreadChancesAbout } from '../../../../src/domain/bets/movedNumber';
import type { BetLeg } from '../../../../src/domain/bets/types';

/** A table shaped like a real season's (2023: w(3) = 2.73, w(7) ≈ 1.8, spread sd 13.1), with round figures. */
const WEIGHTS: Record<number, number> = { 0: 0.3, 3: 2.7, 6: 1.2, 7: 1.8, 10: 1.3, 14: 1.4 };
const TABLE: KeyNumberTable = {
  source: 'test',
  games: 285,
  margins: new Array<number>(MAX_KEY_MARGIN + 1).fill(0),
  spreadSigma: 13.1,
  totalSigma: 13,
  weights: Array.from({ length: MAX_KEY_MARGIN + 1 }, (_, k) => WEIGHTS[k] ?? 1),
};

const close = (price: number, others: number[], point?: number): ClosingMarket => ({
  source: 'book',
  price,
  others,
  ...(point === undefined ? {} : { point }),
});
const spread = (point: number): Pick<BetLeg, 'market' | 'side' | 'point'> => ({
  market: 'spreads',
  side: 'Kansas City Chiefs',
  point,
});
const total = (side: string, point: number): Pick<BetLeg, 'market' | 'side' | 'point'> => ({
  market: 'totals',
  side,
  point,
});
const moneyline: Pick<BetLeg, 'market' | 'side' | 'point'> = { market: 'h2h', side: 'Kansas City Chiefs' };

describe('legClv at the close’s number: fair × decimal − 1', () => {
  // By hand. −110/−110: fair ½; −110 → 21/11, ½ · 21/11 − 1 = −1/22; −105 → 205/105, ½ · 205/105 − 1 = −0.0238095;
  // +100 → 2, 0. −120/+100: implied 12/22 and ½, fair (12/22)/(12/22 + ½) = 12/23; at −110, 12/23 · 21/11 − 1 =
  // −1/253; the +100 side 11/23 at +110, 11/23 · 2.1 − 1 = 0.1/23. −200/+170: 2/3 and 100/270, fair 9/14, at −180
  // (14/9) exactly 0. Over −115 / Under −105 at 47.5: 115/215 = 0.534884 and 105/205 = 0.512195, fair 0.510834; at
  // −105, 0.510834 · 1.952381 − 1 = −0.002657.
  it.each<[string, Pick<BetLeg, 'market' | 'side' | 'point'>, number, ClosingMarket, number, number]>([
    ['−3 at −110 closing −110/−110', spread(-3), -110, close(-110, [-110], -3), 0.5, -1 / 22],
    ['−3 at −105 closing −110/−110', spread(-3), -105, close(-110, [-110], -3), 0.5, -0.0238095],
    ['+3 at +100 closing −110/−110', spread(3), 100, close(-110, [-110], 3), 0.5, 0],
    ['−3 at −110 closing −120/+100', spread(-3), -110, close(-120, [100], -3), 12 / 23, -1 / 253],
    ['+3 at +110 closing +100/−120', spread(3), 110, close(100, [-120], 3), 11 / 23, 0.1 / 23],
    ['a moneyline at −180 closing −200/+170', moneyline, -180, close(-200, [170]), 9 / 14, 0],
    ['Over 47.5 at −105 closing −115/−105', total('Over', 47.5), -105, close(-115, [-105], 47.5), 0.510834, -0.002657],
  ])('%s', (_name, leg, price, closing, fair, clv) => {
    const figures = legClv(leg, price, closing, TABLE);
    expect(figures?.via).toBe('same-number');
    expect(figures?.fair).toBeCloseTo(fair, 6);
    expect(figures?.clv).toBeCloseTo(clv, 6);
  });

  it('is undefined for a price that is not American odds, or a close with no other outcome', () => {
    expect(legClv(spread(-3), -50, close(-110, [-110], -3), TABLE)).toBeUndefined();
    expect(legClv(spread(-3), -110, close(-110, [50], -3), TABLE)).toBeUndefined();
    expect(legClv(spread(-3), -110, close(-110, [], -3), TABLE)).toBeUndefined();
    expect(closeFair(close(-110, []))).toBeUndefined();
  });
});

describe('legClv across numbers: the key-number model', () => {
  const even = (point: number) => close(-110, [-110], point);

  it('prices −2.5 taken against a −3 close above 0 at equal prices, and −3 against −2.5 below', () => {
    const halfOff = legClv(spread(-2.5), -110, even(-3), TABLE);
    const halfOn = legClv(spread(-3), -110, even(-2.5), TABLE);
    expect(halfOff?.via).toBe('key-numbers');
    expect(halfOff?.clv).toBeGreaterThan(0.02);
    expect(halfOn?.via).toBe('key-numbers');
    expect(halfOn?.clv).toBeLessThan(-0.08);
  });

  it('prices an underdog’s extra half point through 3 above 0, and the half point it gave up below', () => {
    expect(legClv(spread(3.5), -110, even(3), TABLE)?.clv).toBeGreaterThan(0.02);
    expect(legClv(spread(2.5), -110, even(3), TABLE)?.clv).toBeLessThan(-0.08);
  });

  it('values the half point through 3 above the half point through 5 (a key number against none)', () => {
    const throughThree = legClv(spread(-2.5), -110, even(-3), TABLE)?.clv ?? NaN;
    const throughFive = legClv(spread(-4.5), -110, even(-5), TABLE)?.clv ?? NaN;
    expect(throughThree).toBeGreaterThan(throughFive);
  });

  it('prices a total’s better number above 0 and its worse number below', () => {
    expect(legClv(total('Over', 44.5), -110, even(45.5), TABLE)?.clv).toBeGreaterThan(0);
    expect(legClv(total('Under', 44.5), -110, even(45.5), TABLE)?.clv).toBeLessThan(0);
    expect(legClv(total('Under', 46.5), -110, even(45.5), TABLE)?.clv).toBeGreaterThan(0);
  });

  it('at an even close, is P(win)·(decimal − 1) − P(loss) of keyNumbers’ own calibrated model', () => {
    // At −110/−110 the close is an even bet at −3, so the centre is calibratedCentre's for a 3-point home favourite.
    const figures = legClv(spread(-2.5), -110, even(-3), TABLE);
    const chances = spreadChances(TABLE, 3, 'home', -2.5);
    expect(figures?.chances?.win).toBeCloseTo(chances.win, 8);
    expect(figures?.clv).toBeCloseTo(chances.win * (21 / 11 - 1) - chances.loss, 8);
    expect(spreadChancesAbout(TABLE, calibratedCentre(TABLE, 3), -3)).toEqual(
      expect.objectContaining({ push: expect.closeTo(spreadChances(TABLE, 3, 'home', -3).push, 10) as number }),
    );
  });

  it('is undefined for a moneyline, or a number on one side only', () => {
    expect(legClv({ ...moneyline, point: 3 }, -110, even(-3), TABLE)).toBeUndefined();
    expect(legClv(spread(-3), -110, close(-110, [-110]), TABLE)).toBeUndefined();
    expect(legClv(moneyline, -110, even(-3), TABLE)).toBeUndefined();
  });
});

describe('movedNumberChances', () => {
  const halfPoint = fc.integer({ min: -28, max: 28 }).map((half) => half / 2);
  const fair = fc.double({ min: 0.2, max: 0.8, noNaN: true });

  it('centres a spread so its side wins the close’s no-vig share of the non-push outcomes at the close', () => {
    fc.assert(
      fc.property(halfPoint, fair, (point, share) => {
        const chances = movedNumberChances(TABLE, { market: 'spreads', side: 'x', point }, point, share);
        expect((chances?.win ?? 0) / ((chances?.win ?? 0) + (chances?.loss ?? 0))).toBeCloseTo(share, 9);
      }),
    );
  });

  it('centres a total the same way, from either side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 70, max: 110 }).map((half) => half / 2),
        fair,
        fc.constantFrom('Over', 'Under'),
        (point, share, side) => {
          const chances = movedNumberChances(TABLE, { market: 'totals', side, point }, point, share);
          expect((chances?.win ?? 0) / ((chances?.win ?? 0) + (chances?.loss ?? 0))).toBeCloseTo(share, 9);
        },
      ),
    );
    expect(movedNumberChances(TABLE, { market: 'totals', side: 'Chiefs', point: 44 }, 45, 0.5)).toBeUndefined();
    // The totals' own model is reused: at an even close the expected total is about the number (the model's 0-point
    // floor takes 2e-4 of the Under's tail at 45.5 points, so not exactly).
    expect(movedNumberChances(TABLE, { market: 'totals', side: 'Over', point: 44.5 }, 45.5, 0.5)?.win).toBeCloseTo(
      totalChances(TABLE, 45.5, 'over', 44.5).win,
      3,
    );
  });

  it('never values fewer points above more, at one close', () => {
    fc.assert(
      fc.property(halfPoint, fair, fc.integer({ min: 1, max: 8 }), (closePoint, share, halves) => {
        const more = movedNumberChances(
          TABLE,
          { market: 'spreads', side: 'x', point: closePoint + halves / 2 },
          closePoint,
          share,
        );
        const fewer = movedNumberChances(TABLE, { market: 'spreads', side: 'x', point: closePoint }, closePoint, share);
        expect(more?.win ?? 0).toBeGreaterThanOrEqual((fewer?.win ?? 0) - 1e-12);
        expect(more?.loss ?? 1).toBeLessThanOrEqual((fewer?.loss ?? 0) + 1e-12);
      }),
      { numRuns: 50 },
    );
  });
});

describe('legClv properties', () => {
  const price = fc.oneof(fc.integer({ min: 100, max: 1000 }), fc.integer({ min: -1000, max: -100 }));

  it('at the close’s own number and price, is fair × decimal − 1 of that price', () => {
    fc.assert(
      fc.property(price, price, fc.integer({ min: -20, max: 20 }), (taken, other, half) => {
        const closing = close(taken, [other], half / 2);
        const figures = legClv(spread(half / 2), taken, closing, TABLE);
        const fair = closeFair(closing) ?? NaN;
        expect(figures?.via).toBe('same-number');
        expect(figures?.clv).toBeCloseTo(fair * (decimalOdds(taken) ?? NaN) - 1, 12);
      }),
    );
  });

  it('is 0 at a close with no margin taken at its own price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1000 }), (favourite) => {
        const figures = legClv(moneyline, -favourite, close(-favourite, [favourite]), TABLE);
        expect(figures?.clv).toBeCloseTo(0, 12);
      }),
    );
  });
});

describe('parlayClv and betClv', () => {
  it.each<[string, (number | null)[], number | null]>([
    ['multiplies 1 + CLV across the legs', [0.1, -0.05], 1.1 * 0.95 - 1],
    ['skips a leg without a close', [0.1, null, -0.05], 1.1 * 0.95 - 1],
    ['is null when no leg has a close', [null, null], null],
    ['is null for no legs', [], null],
  ])('%s', (_name, legs, clv) => {
    if (clv === null) expect(parlayClv(legs)).toBeNull();
    else expect(parlayClv(legs)).toBeCloseTo(clv, 12);
  });

  it('gives a single its leg’s CLV, a parlay the product, a teaser none', () => {
    expect(betClv('single', [0.03])).toBe(0.03);
    expect(betClv('single', [null])).toBeNull();
    expect(betClv('parlay', [0.1, -0.05])).toBeCloseTo(0.045, 12);
    expect(betClv('teaser', [0.1, 0.2])).toBeNull();
  });
});
