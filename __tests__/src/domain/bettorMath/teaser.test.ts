import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  keyNumberTable,
  spreadChances,
  totalChances,
  type KeyNumberGame,
} from '../../../../src/domain/bettorMath/keyNumbers';
import {
  breakEvenPerLeg,
  crossesThreeAndSeven,
  teasedPoint,
  teaserLegChances,
} from '../../../../src/domain/bettorMath/teaser';
import { TEASER_POINTS, TWO_LEG_TEASER_PRICE, type TeaserPoints } from '../../../../src/domain/bettorMath/teaserPoints';
import { parseCsv } from '../../../utils/parseCsv';

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

describe('teaserLegChances on the 2023 table', () => {
  // Every 2023 game (nflverse, CC-BY 4.0) by its own result, spread_line, total and total_line, as keyNumbers.test.ts.
  const [header = [], ...rows] = parseCsv(
    readFileSync(path.resolve(__dirname, '../../../fixtures/nflverse/games_2023.csv'), 'utf8'),
  );
  const column = (name: string) => header.indexOf(name);
  const games: KeyNumberGame[] = rows.map((row) => ({
    result: Number(row[column('result')]),
    spreadLine: Number(row[column('spread_line')]),
    total: Number(row[column('total')]),
    totalLine: Number(row[column('total_line')]),
  }));
  const table = keyNumberTable(games, 'nflverse 2023 (285 games)');

  // Six-point legs with the market's line where the side's spread is (a favourite at −7.5 is μ = 7.5, an underdog at
  // +1.5 is μ = −1.5 from its own side). Python, independently: math.erf, the weights rebuilt from the file, the
  // calibrated centre by scipy's brentq (P(M > μ) = P(M < μ)), then the margins the teased number wins, pushes and
  // loses on. −7.5 → −1.5 wins at 2 or more: 0.735656 (uncalibrated it was 0.682726, under the ~72–74 % commonly
  // cited for such legs); +1.5 → +7.5 loses only by 8 or more: 0.746191. −8 → −2 and +2 → +8 push on 2 and 8.
  it.each<[number, number, number]>([
    // point, P(win), P(push)
    [-7.5, 0.735656, 0],
    [-8, 0.720844, 0.025925],
    [-8.5, 0.73215, 0],
    [1.5, 0.746191, 0],
    [2, 0.732956, 0.025947],
    [2.5, 0.745775, 0],
  ])('teases the home side at %f six points: wins %f, pushes %f', (point, win, push) => {
    const chances = teaserLegChances(table, { market: 'spreads', side: 'home', point, expectedHomeMargin: -point }, 6);
    expect(chances.win).toBeCloseTo(win, 5);
    expect(chances.push).toBeCloseTo(push, 5);
  });

  it('gives an away underdog the home underdog’s chances (+1.5 at μ = 1.5 against +1.5 at μ = −1.5)', () => {
    const away = teaserLegChances(table, { market: 'spreads', side: 'away', point: 1.5, expectedHomeMargin: 1.5 }, 6);
    expect(away.win).toBeCloseTo(0.746191, 5);
  });

  // Against the 72.375 % a two-leg six-point teaser at −110 needs from each leg (breakEvenPerLeg above); −8 wins
  // 72.084 %, pushing 2.593 % more on a win by 2.
  it('finds Wong’s −7.5 and +1.5 legs winning above the break-even and −8 winning below it', () => {
    const breakEven = breakEvenPerLeg(TWO_LEG_TEASER_PRICE[6], 2) ?? 1;
    const leg = (point: number) =>
      teaserLegChances(table, { market: 'spreads', side: 'home', point, expectedHomeMargin: -point }, 6).win;
    expect(leg(-7.5)).toBeGreaterThan(breakEven);
    expect(leg(1.5)).toBeGreaterThan(breakEven);
    expect(leg(-8)).toBeLessThan(breakEven);
  });
});
