import fc from 'fast-check';
import { impliedProbability } from '../../../../src/domain/americanOdds';
import { devig } from '../../../../src/domain/bettorMath/devig';
import {
  DEFAULT_DEVIG_METHOD,
  DEVIG_METHOD_NAMES,
  DEVIG_METHODS,
  isDevigMethod,
  type DevigMethod,
} from '../../../../src/domain/bettorMath/devigMethods';
import { formatPercent } from '../../../../src/features/odds/lineMath';

const implied = (prices: number[]): number[] => prices.map((price) => impliedProbability(price) as number);
const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

describe('the methods', () => {
  it('are offered multiplicative first (the default), then additive, power and Shin, named as in a sentence', () => {
    expect(DEVIG_METHODS).toEqual(['multiplicative', 'additive', 'power', 'shin']);
    expect(DEFAULT_DEVIG_METHOD).toBe('multiplicative');
    expect(DEVIG_METHODS.map((method) => `${DEVIG_METHOD_NAMES[method]} method`)).toEqual([
      'multiplicative method',
      'additive method',
      'power method',
      'Shin method',
    ]);
  });

  it.each<[unknown, boolean]>([
    ['multiplicative', true],
    ['additive', true],
    ['power', true],
    ['shin', true],
    ['Shin', false],
    ['power ', false],
    ['', false],
    [undefined, false],
    [2, false],
  ])('isDevigMethod(%p) is %p', (value, expected) => {
    expect(isDevigMethod(value)).toBe(expected);
  });
});

describe('devig', () => {
  // By hand. -110/-110: 110/210 = 0.523810 each, Σ 1.047619: every method splits evenly, 0.5 / 0.5.
  // -150/+130: 0.6 + 100/230 = 0.434783, Σ 1.034783 (docs/research.md's worked example).
  //   multiplicative 0.6/1.034783 = 0.579832, 0.420168;
  //   additive each less 0.034783/2 = 0.017391: 0.582609, 0.417391;
  //   power 0.6^k + 0.434783^k = 1 at k = 1.052970: 0.583983, 0.416017;
  //   Shin z = 0.034815 (two outcomes: z = (p₁²/Σp − a²)/(a(1 − a)) with a = additive's 0.582609:
  //   (0.347899 − 0.339433)/0.243176): 0.582609, 0.417391 — on two outcomes Shin is additive.
  // -400/+300: 0.8 + 0.25 = 1.05. multiplicative 0.761905, 0.238095; additive 0.775, 0.225; power k = 1.099966:
  //   0.782352, 0.217648; Shin (z = 0.051033) 0.775, 0.225.
  // +150/+240/+200 (three ways): 0.4 + 0.294118 + 0.333333 = 1.027451. multiplicative 0.389313, 0.286260, 0.324427;
  //   additive less 0.009150 each: 0.390850, 0.284967, 0.324183; power k = 1.025470: 0.390773, 0.285092, 0.324135;
  //   Shin z = 0.013729: 0.390458, 0.285297, 0.324244.
  it.each<[number[], DevigMethod, number[]]>([
    [[-110, -110], 'multiplicative', [0.5, 0.5]],
    [[-110, -110], 'additive', [0.5, 0.5]],
    [[-110, -110], 'power', [0.5, 0.5]],
    [[-110, -110], 'shin', [0.5, 0.5]],
    [[-150, 130], 'multiplicative', [0.579832, 0.420168]],
    [[-150, 130], 'additive', [0.582609, 0.417391]],
    [[-150, 130], 'power', [0.583983, 0.416017]],
    [[-150, 130], 'shin', [0.582609, 0.417391]],
    [[-400, 300], 'multiplicative', [0.761905, 0.238095]],
    [[-400, 300], 'additive', [0.775, 0.225]],
    [[-400, 300], 'power', [0.782352, 0.217648]],
    [[-400, 300], 'shin', [0.775, 0.225]],
    [[150, 240, 200], 'multiplicative', [0.389313, 0.28626, 0.324427]],
    [[150, 240, 200], 'additive', [0.39085, 0.284967, 0.324183]],
    [[150, 240, 200], 'power', [0.390773, 0.285092, 0.324135]],
    [[150, 240, 200], 'shin', [0.390458, 0.285297, 0.324244]],
  ])('takes the margin out of %p by the %s method: %p', (prices, method, expected) => {
    const fair = devig(implied(prices), method) as number[];
    expect(fair).toHaveLength(expected.length);
    fair.forEach((p, index) => expect(p).toBeCloseTo(expected[index] as number, 6));
    expect(total(fair)).toBeCloseTo(1, 12);
  });

  it.each<[DevigMethod, string[]]>([
    ['multiplicative', ['58.0%', '42.0%']],
    ['additive', ['58.3%', '41.7%']],
    ['power', ['58.4%', '41.6%']],
    ['shin', ['58.3%', '41.7%']],
  ])('gives docs/research.md’s worked example, -150 / +130, by the %s method as %p', (method, shown) => {
    expect((devig(implied([-150, 130]), method) as number[]).map(formatPercent)).toEqual(shown);
  });

  it.each(DEVIG_METHODS)('returns a market already summing to 1 as it is (%s)', (method) => {
    expect(devig([0.6, 0.4], method)).toEqual([0.6, 0.4]);
    expect(devig([0.2, 0.3, 0.5], method)).toEqual([0.2, 0.3, 0.5]);
  });

  // An arbitrage, 0.45 + 0.5 = 0.95: multiplicative scales up, 0.45/0.95 = 0.473684, 0.526316; additive adds 0.025
  // each, 0.475, 0.525; power k = 0.930979 < 1: 0.475498, 0.524502; Shin solves at z = −0.049993 and, two outcomes,
  // lands on additive's 0.475, 0.525.
  it.each<[DevigMethod, number[]]>([
    ['multiplicative', [0.473684, 0.526316]],
    ['additive', [0.475, 0.525]],
    ['power', [0.475498, 0.524502]],
    ['shin', [0.475, 0.525]],
  ])('runs the other way under an arbitrage (0.45 + 0.5) by the %s method: %p', (method, expected) => {
    const fair = devig([0.45, 0.5], method) as number[];
    fair.forEach((p, index) => expect(p).toBeCloseTo(expected[index] as number, 6));
  });

  it.each<[string, number[]]>([
    ['no outcomes', []],
    ['one outcome', [0.5]],
    ['a probability of 0', [0.5, 0]],
    ['a probability of 1', [1, 0.1]],
    ['a negative probability', [-0.1, 0.6]],
    ['NaN', [0.5, Number.NaN]],
    ['Infinity', [0.5, Number.POSITIVE_INFINITY]],
  ])('is undefined for %s, by every method', (_name, probabilities) => {
    for (const method of DEVIG_METHODS) expect(devig(probabilities, method)).toBeUndefined();
  });

  it('is undefined by the additive method when the equal share leaves an outcome at 0 or below', () => {
    // 0.9 + 0.2 + 0.02 = 1.12: each gives up 0.04, which the 0.02 cannot.
    expect(devig([0.9, 0.2, 0.02], 'additive')).toBeUndefined();
    expect(devig([0.9, 0.2, 0.02], 'power')).toBeDefined();
  });
});

describe('devig, for any market', () => {
  const price = fc.oneof(fc.integer({ min: -5000, max: -100 }), fc.integer({ min: 100, max: 5000 }));
  const market = fc.array(price, { minLength: 2, maxLength: 4 }).map(implied);

  it('sums to 1, stays within (0, 1) and keeps the outcomes in order, by every method', () => {
    fc.assert(
      fc.property(market, fc.constantFrom(...DEVIG_METHODS), (probabilities, method) => {
        const fair = devig(probabilities, method);
        if (fair === undefined) {
          expect(method).toBe('additive');
          return;
        }
        expect(total(fair)).toBeCloseTo(1, 10);
        for (const p of fair) expect(p > 0 && p < 1).toBe(true);
        probabilities.forEach((a, i) =>
          probabilities.forEach((b, j) => {
            if (a < b - 1e-9) expect(fair[i]).toBeLessThan(fair[j] as number);
          }),
        );
      }),
    );
  });

  it('takes more of the margin off the longshot by the power and Shin methods than the multiplicative, and equal shares by the additive', () => {
    fc.assert(
      fc.property(market, (probabilities) => {
        const sum = total(probabilities);
        const [low, high] = [Math.min(...probabilities), Math.max(...probabilities)];
        fc.pre(sum > 1.005 && high - low > 0.01);
        const longshot = probabilities.indexOf(low);
        const favourite = probabilities.indexOf(high);
        const even = (devig(probabilities, 'multiplicative') as number[])[longshot] as number;
        for (const method of ['power', 'shin'] as const) {
          const fair = devig(probabilities, method) as number[];
          expect(fair[longshot]).toBeLessThan(even);
          expect(fair[favourite]).toBeGreaterThan(
            (devig(probabilities, 'multiplicative') as number[])[favourite] as number,
          );
        }
        const additive = devig(probabilities, 'additive');
        additive?.forEach((p, index) =>
          expect((probabilities[index] as number) - p).toBeCloseTo((sum - 1) / probabilities.length, 12),
        );
      }),
    );
  });

  it('agrees on any two-outcome market with Shin’s closed form for z, which lands on the additive figures', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const probabilities = implied([a, b]);
        const additive = devig(probabilities, 'additive');
        fc.pre(additive !== undefined);
        const [p, q] = [probabilities[0] as number, additive?.[0] as number];
        const sum = total(probabilities);
        const z = ((p * p) / sum - q * q) / (q * (1 - q));
        const closedForm = probabilities.map(
          (pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / sum) - z) / (2 * (1 - z)),
        );
        const shin = devig(probabilities, 'shin') as number[];
        shin.forEach((fair, index) => {
          expect(fair).toBeCloseTo(closedForm[index] as number, 9);
          expect(fair).toBeCloseTo(additive?.[index] as number, 9);
        });
      }),
    );
  });

  it('never throws on any probabilities in (0, 1), and only the additive method may find none', () => {
    const open = fc.double({ min: 1e-6, max: 1 - 1e-6, noNaN: true });
    fc.assert(
      fc.property(fc.array(open, { minLength: 2, maxLength: 6 }), (probabilities) => {
        for (const method of DEVIG_METHODS) {
          const fair = devig(probabilities, method);
          if (fair === undefined) expect(method).toBe('additive');
          else expect(total(fair)).toBeCloseTo(1, 9);
        }
      }),
    );
  });
});
