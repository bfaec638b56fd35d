import fc from 'fast-check';
import { impliedProbability } from '../../../../src/domain/americanOdds';
import { EV_MARK, expectedValue, fairAmerican, formatEv } from '../../../../src/domain/bettorMath/expectedValue';

describe('expectedValue', () => {
  // By hand, fair × decimal odds − 1: 0.5 at +110 → 0.5 × 2.1 − 1 = +0.05; 0.5 at −110 → 0.5 × 1.909091 − 1 =
  // −0.045455; 0.55 at −110 → 1.05 − 1 = +0.05; 0.4 at +150 → 0.4 × 2.5 − 1 = 0 (the break-even); −150/+130's
  // multiplicative fair 0.579832 at −120 → 0.579832 × 1.833333 − 1 = +0.063025; 0.42 at +150 → 1.05 − 1 = +0.05;
  // 0 at −110 → −1.
  it.each<[number, number, number, string]>([
    [0.5, 110, 0.05, '+5.0%'],
    [0.5, -110, -0.045455, '-4.5%'],
    [0.55, -110, 0.05, '+5.0%'],
    [0.4, 150, 0, '0.0%'],
    [0.579832, -120, 0.063025, '+6.3%'],
    [0.42, 150, 0.05, '+5.0%'],
    [0, -110, -1, '-100.0%'],
  ])('of a fair %f at %i is %f (shown %s)', (fair, price, ev, shown) => {
    expect(expectedValue(fair, price)).toBeCloseTo(ev, 6);
    expect(formatEv(expectedValue(fair, price) as number)).toBe(shown);
  });

  it.each<[number, number]>([
    [0.5, 50],
    [0.5, Number.NaN],
    [-0.1, -110],
    [1.1, -110],
    [Number.NaN, -110],
  ])('is undefined for a fair %f at %f', (fair, price) => {
    expect(expectedValue(fair, price)).toBeUndefined();
  });

  // 0.53 at −110 → 0.53 × 1.909091 − 1 = +0.011818, marked; 0.525 → +0.002273, not.
  it.each<[number, boolean]>([
    [0.53, true],
    [0.525, false],
    [0.5, false],
  ])('marks a fair %f at -110 as +EV: %p', (fair, marked) => {
    expect((expectedValue(fair, -110) as number) >= EV_MARK).toBe(marked);
  });

  it('is 0 at the price’s own implied probability, and positive exactly above it', () => {
    const price = fc.oneof(fc.integer({ min: -5000, max: -100 }), fc.integer({ min: 100, max: 5000 }));
    fc.assert(
      fc.property(price, fc.double({ min: 0, max: 1, noNaN: true }), (american, fair) => {
        const breakEven = impliedProbability(american) as number;
        expect(expectedValue(breakEven, american)).toBeCloseTo(0, 12);
        expect(expectedValue(fair, american)).toBeCloseTo(fair / breakEven - 1, 9);
      }),
    );
  });
});

describe('fairAmerican', () => {
  // By hand: 0.5 → −100·0.5/0.5 = −100; 0.6 → −60/0.4 = −150; 0.4 → 100·0.6/0.4 = +150; 0.8 → −400; 0.25 → +300;
  // −150/+130's multiplicative 0.579832 → −100 · 0.6/0.434783 = −138 (unrounded, the fair price of that side).
  it.each([
    [0.5, -100],
    [0.6, -150],
    [0.4, 150],
    [0.8, -400],
    [0.25, 300],
    [0.6 / (0.6 + 100 / 230), -138],
  ])('prices %f at %f', (probability, price) => {
    expect(fairAmerican(probability)).toBeCloseTo(price, 9);
  });

  it.each([[0], [1], [-0.2], [1.5], [Number.NaN]])('is undefined for %f', (probability) => {
    expect(fairAmerican(probability)).toBeUndefined();
  });

  it('is the price whose implied probability is the probability', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), (probability) => {
        expect(impliedProbability(fairAmerican(probability) as number)).toBeCloseTo(probability, 12);
      }),
    );
  });
});

describe('formatEv', () => {
  it.each([
    [0.0234, '+2.3%'],
    [-0.051, '-5.1%'],
    [0.01, '+1.0%'],
    [0.1234, '+12.3%'],
    [0, '0.0%'],
    [0.0004, '0.0%'],
    [-0.0004, '0.0%'],
  ])('shows %f as %s', (ev, shown) => {
    expect(formatEv(ev)).toBe(shown);
  });
});
