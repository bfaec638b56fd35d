import { keyNumberTable, spreadChances, totalChances } from '../../../../src/domain/bettorMath/keyNumbers';
import {
  breakEvenPerLeg,
  crossesThreeAndSeven,
  TEASER_POINTS,
  teasedPoint,
  teaserLegChances,
  TWO_LEG_TEASER_PRICE,
  type TeaserPoints,
} from '../../../../src/domain/bettorMath/teaser';

describe('teasedPoint', () => {
  // A spread gains the points (−8.5 + 6 = −2.5, +2 + 7 = +9); an Over comes down (47 − 6 = 41), an Under goes up.
  it.each<['spreads' | 'totals', string, number, TeaserPoints, number]>([
    ['spreads', 'Kansas City Chiefs', -8.5, 6, -2.5],
    ['spreads', 'Baltimore Ravens', 2, 7, 9],
    ['spreads', 'home', -3, 6.5, 3.5],
    ['totals', 'Over', 47, 6, 41],
    ['totals', 'over', 47.5, 6.5, 41],
    ['totals', 'Under', 44, 7, 51],
    ['totals', ' UNDER ', 44, 6, 50],
  ])('%s %s %f teased %f is %f', (market, side, point, teaser, teased) => {
    expect(teasedPoint(market, side, point, teaser)).toBe(teased);
  });
});

describe('crossesThreeAndSeven', () => {
  // A favourite at p crosses when it loses at a win by 7 (7 + p < 0) and wins at a win by 3 after (3 + p + t > 0):
  // −3 − t < p < −7. An underdog at p crosses when it loses at a loss by 3 (p − 3 < 0) and wins at a loss by 7 after
  // (p + t − 7 > 0): 7 − t < p < 3. At 6: −9 < p < −7 and 1 < p < 3; at 6.5: −9.5 < p < −7 and 0.5 < p < 3; at 7:
  // −10 < p < −7 and 0 < p < 3. −7 pushes at 7 before the tease; −9 teased 6 is −3, a push at 3; +1 teased 6 is +7,
  // a push at 7; +3 pushes at 3 before.
  it.each<[number, boolean, boolean, boolean]>([
    // point, 6, 6.5, 7
    [-7, false, false, false],
    [-7.5, true, true, true],
    [-8, true, true, true],
    [-8.5, true, true, true],
    [-9, false, true, true],
    [-9.5, false, false, true],
    [-10, false, false, false],
    [-3, false, false, false],
    [0, false, false, false],
    [0.5, false, false, true],
    [1, false, true, true],
    [1.5, true, true, true],
    [2.5, true, true, true],
    [3, false, false, false],
    [7.5, false, false, false],
  ])('%f: at 6 %s, at 6.5 %s, at 7 %s', (point, six, sixAndHalf, seven) => {
    expect(TEASER_POINTS.map((teaser) => crossesThreeAndSeven(point, teaser))).toEqual([six, sixAndHalf, seven]);
  });
});

describe('breakEvenPerLeg', () => {
  // (1/decimal)^(1/legs): −110 → √(110/210) = √0.52381 = 0.72375; −120 → √(120/220) = 0.73855; −130 → √(130/230) =
  // 0.75181; three legs at +180 → (1/2.8)^(1/3) = 0.70949; one leg at −110 → 110/210 = 0.52381.
  it.each([
    [-110, 2, 0.72375],
    [-120, 2, 0.73855],
    [-130, 2, 0.75181],
    [180, 3, 0.70949],
    [-110, 1, 0.52381],
  ])('at %i with %i legs each leg must win %f', (price, legs, share) => {
    expect(breakEvenPerLeg(price, legs)).toBeCloseTo(share, 5);
  });

  it('prices the two-leg teasers at their usual prices', () => {
    expect(TEASER_POINTS.map((teaser) => breakEvenPerLeg(TWO_LEG_TEASER_PRICE[teaser], 2)?.toFixed(3))).toEqual([
      '0.724',
      '0.739',
      '0.752',
    ]);
  });

  it.each([
    [50, 2],
    [-110, 0],
    [-110, 1.5],
  ])('is undefined at %f with %f legs', (price, legs) => {
    expect(breakEvenPerLeg(price, legs)).toBeUndefined();
  });
});

describe('teaserLegChances', () => {
  // Forty games on line 0: results ±1 … ±20 (a spread to measure); totals 40 or 50 about a line of 45.
  const games = Array.from({ length: 40 }, (_, i) => ({
    result: (i % 2 ? 1 : -1) * (Math.floor(i / 2) + 1),
    spreadLine: 0,
    total: i % 2 ? 40 : 50,
    totalLine: 45,
  }));
  const table = keyNumberTable(games, 'made up');

  it('prices a spread leg at its teased number', () => {
    const leg = { market: 'spreads', side: 'home', point: -8.5, expectedHomeMargin: 8.5 } as const;
    expect(teaserLegChances(table, leg, 6)).toEqual(spreadChances(table, 8.5, 'home', -2.5));
  });

  it('prices a total leg at its teased number', () => {
    const over = { market: 'totals', side: 'over', point: 47, expectedTotal: 47 } as const;
    const under = { market: 'totals', side: 'under', point: 44, expectedTotal: 44 } as const;
    expect(teaserLegChances(table, over, 7)).toEqual(totalChances(table, 47, 'over', 40));
    expect(teaserLegChances(table, under, 6.5)).toEqual(totalChances(table, 44, 'under', 50.5));
  });
});
