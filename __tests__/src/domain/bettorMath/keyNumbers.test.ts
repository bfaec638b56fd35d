import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  calibratedCentre,
  compareSpreadOffers,
  formatPoints,
  halfPointValue,
  keyNumberTable,
  marginDistribution,
  MAX_KEY_MARGIN,
  spreadChances,
  totalChances,
  totalDistribution,
  type KeyNumberGame,
} from '../../../../src/domain/bettorMath/keyNumbers';
import { wholePointShare } from '../../../../src/domain/bettorMath/normal';
import { parseCsv } from '../../../utils/parseCsv';

/**
 * Every 2023 game (nflverse, CC-BY 4.0), read by its own `result`, `spread_line`, `total` and `total_line`
 * columns: a path apart from the server's reader, which builds the same games from the scores.
 */
function games2023(): KeyNumberGame[] {
  const text = readFileSync(path.resolve(__dirname, '../../../fixtures/nflverse/games_2023.csv'), 'utf8');
  const [header = [], ...rows] = parseCsv(text);
  const column = (name: string) => header.indexOf(name);
  return rows.map((row) => ({
    result: Number(row[column('result')]),
    spreadLine: Number(row[column('spread_line')]),
    total: Number(row[column('total')]),
    totalLine: Number(row[column('total_line')]),
  }));
}

const table = keyNumberTable(games2023(), 'nflverse 2023 (285 games)');

describe('keyNumberTable on the 2023 season', () => {
  // Counted in the file (285 games): 42 decided by 3, 23 by 7, 21 by 14, none tied; two by more than 40.
  it.each([
    [1, 15],
    [2, 16],
    [3, 42],
    [4, 17],
    [6, 15],
    [7, 23],
    [10, 10],
    [14, 21],
    [17, 14],
    [21, 6],
    [0, 0],
  ])('gives a margin of %i the share of its %i games of 285', (margin, games) => {
    expect(table.margins[margin]).toBeCloseTo(games / 285, 12);
  });

  it('keeps margins 0 to 40, their shares adding to the 283 games within them', () => {
    expect(table.games).toBe(285);
    expect(table.margins).toHaveLength(MAX_KEY_MARGIN + 1);
    expect(table.weights).toHaveLength(MAX_KEY_MARGIN + 1);
    expect(table.margins.reduce((sum, share) => sum + share, 0)).toBeCloseTo(283 / 285, 12);
  });

  // Checked with Python's statistics.stdev over the same columns: 13.148370 and 13.062506 (sample SDs, n − 1).
  it('measures the results’ spread about the closing lines', () => {
    expect(table.spreadSigma).toBeCloseTo(13.14837, 5);
    expect(table.totalSigma).toBeCloseTo(13.062506, 5);
  });

  // The weights are fitted at the plain normal's centres (the lines), the model reads them at its calibrated centres,
  // so the season's own lines give back 14.409 % by 3 and 7.936 % by 7 against the 14.737 % and 8.070 % counted
  // (Python, math.erf and scipy's brentq for the centres, the weights rebuilt from the file: 0.144089, 0.079358).
  it('weights 3 and 7 up, and averaged over the season’s own lines lands on them about as often as the games did', () => {
    // w(3) = 0.147 observed ÷ 0.054 the plain normal gives ±3 on average (checked in Python: 2.7289).
    expect(table.weights[3]).toBeCloseTo(2.7289, 4);
    expect(table.weights[7]).toBeCloseTo(1.6444, 4);
    const average = (margin: number) =>
      games2023().reduce(
        (sum, game) =>
          sum +
          marginDistribution(table, game.spreadLine as number)
            .filter((entry) => Math.abs(entry.points) === margin)
            .reduce((shares, entry) => shares + entry.share, 0),
        0,
      ) / 285;
    expect(average(3)).toBeCloseTo(0.14409, 4);
    expect(average(7)).toBeCloseTo(0.07936, 4);
    expect(average(3)).toBeCloseTo(42 / 285, 2);
    expect(average(7)).toBeCloseTo(23 / 285, 2);
  });
});

describe('keyNumberTable by hand', () => {
  // Four games on one line (0): results 3, −3, 7, −10 → |3| half, |7| and |10| a quarter each. Errors 3, −3, 7, −10:
  // mean −0.75, squares 14.0625 + 5.0625 + 60.0625 + 85.5625 = 164.75, ÷ 3 → σ = √54.917 = 7.4106. Totals 40, 44,
  // 40, 44 against 42: errors ±2, squares 4 × 4 = 16, ÷ 3 → σ = √5.333 = 2.3094.
  const games: KeyNumberGame[] = [3, -3, 7, -10].map((result, i) => ({
    result,
    spreadLine: 0,
    total: i % 2 ? 44 : 40,
    totalLine: 42,
  }));
  const small = keyNumberTable(games, 'four games');

  it('counts the shares and the spread about the line', () => {
    expect(small.margins.slice(0, 11)).toEqual([0, 0, 0, 0.5, 0, 0, 0, 0.25, 0, 0, 0.25]);
    expect(small.spreadSigma).toBeCloseTo(7.4106, 4);
    expect(small.totalSigma).toBeCloseTo(2.3094, 4);
  });

  // All on one line, each weight is observed ÷ normal at that line, so there the model gives back the counted shares
  // (but for the normal's 5e-8 past ±40, which keeps weight 1).
  it('gives back, at the games’ one line, the shares it counted', () => {
    const shares = new Map(marginDistribution(small, 0).map((entry) => [entry.points, entry.share]));
    expect((shares.get(3) ?? 0) + (shares.get(-3) ?? 0)).toBeCloseTo(0.5, 6);
    expect((shares.get(10) ?? 0) + (shares.get(-10) ?? 0)).toBeCloseTo(0.25, 6);
    expect(shares.get(1)).toBe(0);
  });

  it.each<[string, KeyNumberGame[]]>([
    ['one game', [{ result: 3, spreadLine: 3, total: 40, totalLine: 41 }]],
    ['no total lines', games.map(({ result, spreadLine }) => ({ result, spreadLine }))],
    [
      'results that never stray from the lines',
      [3, 7].map((result) => ({ result, spreadLine: result, total: 40, totalLine: 40 })),
    ],
  ])('has no spread to measure with %s', (_name, few) => {
    expect(() => keyNumberTable(few, 'few')).toThrow(RangeError);
  });
});

describe('the margin model', () => {
  it.each([[-3], [0], [3], [7.5], [14]])('shares add up to 1 at an expected home margin of %f', (mu) => {
    const sum = marginDistribution(table, mu).reduce((total, entry) => total + entry.share, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(totalDistribution(table, 44 + mu).reduce((total, entry) => total + entry.share, 0)).toBeCloseTo(1, 12);
  });

  // Plain normal at μ = 3: P(margin = 3) = 2Φ(0.5 / 13.148) − 1 = 0.0303; the key weight 2.729 lifts it to 0.0829
  // about the calibrated centre 3.5154, where the rest splits evenly, (1 − 0.08289) / 2 = 0.45856 each way (Python,
  // math.erf, the weights rebuilt from the file, the centre by scipy's brentq: 0.458555, 0.082890, 0.458555).
  it('gives a 3-point favourite at −3 a large push share, the same for either side favoured', () => {
    expect(wholePointShare(3, 3, table.spreadSigma)).toBeCloseTo(0.0303, 4);
    expect(spreadChances(table, 3, 'home', -3)).toEqual({
      win: expect.closeTo(0.45856, 5),
      push: expect.closeTo(0.08289, 5),
      loss: expect.closeTo(0.45856, 5),
    });
    expect(spreadChances(table, -3, 'away', -3).push).toBeCloseTo(0.08289, 5);
  });

  it.each([
    [3, -3],
    [7, -6.5],
    [-2.5, 2.5],
  ])('grades the two sides of a game oppositely (μ %f, home %f)', (mu, homePoint) => {
    const home = spreadChances(table, mu, 'home', homePoint);
    const away = spreadChances(table, mu, 'away', -homePoint);
    expect(home.win).toBeCloseTo(away.loss, 12);
    expect(home.push).toBeCloseTo(away.push, 12);
  });

  // Totals need no calibration: no weights, so the Over and the Under at the expected total split evenly but for the
  // normal's mass below −½ points, which the cut at 0 moves up: Φ(−44.5 / 13.0625) = 0.000329 at 44 (Python, math.erf:
  // the Over 0.484893, the Under 0.484564, a difference of 0.000329).
  // Totals: plain N(44, 13.06) on whole points (no key weighting): the push at 44 is 2Φ(0.5 / 13.0625) − 1 = 0.0305.
  it('prices a total by the plain normal, Over and Under mirrored', () => {
    const over = totalChances(table, 44, 'over', 44);
    expect(over.push).toBeCloseTo(0.0305, 4);
    expect(totalChances(table, 44, 'under', 44)).toEqual({ win: over.loss, push: over.push, loss: over.win });
    expect(totalChances(table, 44.5, 'over', 44.5).win).toBeCloseTo(0.5, 3);
    expect(over.win - over.loss).toBeCloseTo(0.000329, 6);
  });
});

describe('the calibrated centre', () => {
  // The centre ν with P(M > μ) = P(M < μ) in the weighted model, found in Python by scipy's brentq with math.erf and
  // the weights rebuilt from the file (not by bisection): 0.500562 at μ = 1, 3.515424 at 3, 4.930297 at 3.5, 8.788970
  // at 7, 9.576245 at 7.5, 13.280677 at 14; ν(−μ) = −ν(μ). Uncalibrated (ν = μ), home −3 won 0.44361 and lost
  // 0.47345 at μ = 3 (48.4 % of the non-push outcomes), home −7 0.41978 and 0.53018 at μ = 7 (44.2 %).
  it.each([
    [1, 0.500562],
    [3, 3.515424],
    [3.5, 4.930297],
    [7, 8.78897],
    [7.5, 9.576245],
    [14, 13.280677],
  ])('moves the normal’s centre for μ = %f to %f, and mirrors it for −μ', (mu, centre) => {
    expect(calibratedCentre(table, mu)).toBeCloseTo(centre, 5);
    expect(calibratedCentre(table, -mu)).toBeCloseTo(-centre, 5);
  });

  // Python, as above: at μ = 1 home −1 wins and loses 0.485487 each (push 0.029026), at 2.5 0.5 each, at 6 0.484280
  // (push 0.031439), at 7 0.475211 (push 0.049579), at 10 0.487767 (0.024466), at 14 0.467716 (0.064569).
  it.each([1, 2.5, 3, 3.5, 6, 7, 7.5, 10, 14].flatMap((mu) => [mu, -mu]))(
    'makes the home side at the market’s number (μ = %f) an even bet apart from pushes',
    (mu) => {
      const { win, push, loss } = spreadChances(table, mu, 'home', -mu);
      expect(Math.abs(win - loss)).toBeLessThan(1e-6);
      expect(win + push + loss).toBeCloseTo(1, 12);
      if (!Number.isInteger(mu)) expect(push).toBe(0);
    },
  );

  it.each([
    [1, 0.029026],
    [6, 0.031439],
    [7, 0.049579],
    [10, 0.024466],
    [14, 0.064569],
  ])('pushes the home side at −%f on a margin of exactly that: %f', (mu, push) => {
    expect(spreadChances(table, mu, 'home', -mu).push).toBeCloseTo(push, 5);
  });

  // Python, as above, at μ = 3: 0.031019 on a margin of 2, 0.082890 on 3, 0.034120 on 4.
  it('keeps the spikes: a 3-point favourite ends on 3 more than twice as often as on 2 or 4', () => {
    const shares = new Map(marginDistribution(table, 3).map((entry) => [entry.points, entry.share]));
    const [two, three, four] = [2, 3, 4].map((margin) => shares.get(margin) ?? 0);
    expect(two).toBeCloseTo(0.031019, 5);
    expect(three).toBeCloseTo(0.08289, 5);
    expect(four).toBeCloseTo(0.03412, 5);
    expect(three).toBeGreaterThan(2 * Math.max(two ?? 0, four ?? 0));
  });

  it('gives a copy of a table the same centre as the table (kept per table, found the same way)', () => {
    expect(calibratedCentre({ ...table }, 3)).toBe(calibratedCentre(table, 3));
  });
});

describe('halfPointValue', () => {
  // The table's own shares: 42 / 285 = 0.1474 at 3, 23 / 285 = 0.0807 at 7, 15 / 285 at 1; no game ends on a half.
  it.each([
    [3, 42 / 285],
    [-3, 42 / 285],
    [7, 23 / 285],
    [1, 15 / 285],
    [0, 0],
    [2.5, 0],
    [41, 0],
  ])('buys the push share of a margin of %f: %f', (margin, share) => {
    expect(halfPointValue(table, margin)).toBeCloseTo(share, 12);
  });
});

describe('compareSpreadOffers', () => {
  // μ = 3, the home side (calibrated centre 3.5154): −2.5 wins at 3 or more (0.54144), −3 at 4 or more (0.45856,
  // pushing 0.08289); both lose at 2 or less (0.45856). EV −2.5 −120 = 0.54144 × 100/120 − 0.45856 = −0.00735; EV −3
  // −105 = 0.45856 × 100/105 − 0.45856 = −0.02184. Checked in Python (math.erf, weights rebuilt from the file, the
  // centre by scipy's brentq): −0.007351 and −0.021836.
  it('finds −2.5 at −120 worth the price against −3 at −105 for a 3-point favourite', () => {
    const comparison = compareSpreadOffers(table, 3, 'home', { point: -2.5, price: -120 }, { point: -3, price: -105 });
    expect(comparison).toEqual({
      winGain: expect.closeTo(0.08289, 5),
      evA: expect.closeTo(-0.00735, 5),
      evB: expect.closeTo(-0.02184, 5),
      better: 'a',
    });
    expect(formatPoints(comparison?.winGain ?? 0)).toBe('8.3 pts');
  });

  // At −150 the half point costs more than it buys: 0.54144 × 100/150 − 0.45856 = −0.09760 < −0.02184.
  it.each<[string, number, number, 'a' | 'b' | 'same']>([
    ['at −150 the half point is not worth it', -2.5, -150, 'b'],
    ['the same offer twice is the same', -3, -105, 'same'],
  ])('%s', (_name, point, price, better) => {
    expect(compareSpreadOffers(table, 3, 'home', { point, price }, { point: -3, price: -105 })?.better).toBe(better);
  });

  it('is undefined for a price that is not American odds', () => {
    expect(compareSpreadOffers(table, 3, 'home', { point: -2.5, price: 50 }, { point: -3, price: -105 })).toBe(
      undefined,
    );
  });
});

describe('formatPoints', () => {
  it.each([
    [0.019, '1.9 pts'],
    [0.08294, '8.3 pts'],
    [0.00049, '0.0 pts'],
    [-0.019, '-1.9 pts'],
    [0.125, '12.5 pts'],
  ])('writes %f as %s', (difference, text) => {
    expect(formatPoints(difference)).toBe(text);
  });
});
