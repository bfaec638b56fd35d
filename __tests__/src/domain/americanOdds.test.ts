import fc from 'fast-check';
import { decimalOdds, impliedProbability } from '../../../src/domain/americanOdds';

describe('impliedProbability', () => {
  // Hand-checked: -110 → 110/210; +150 → 100/250; -150 → 150/250; ±100 → 100/200; +130 → 100/230; -250 → 250/350.
  it.each([
    [-110, 0.5238095],
    [150, 0.4],
    [-150, 0.6],
    [100, 0.5],
    [-100, 0.5],
    [130, 0.4347826],
    [-250, 0.7142857],
    [1000, 0.0909091],
  ])('gives %i an implied probability of %f', (price, probability) => {
    expect(impliedProbability(price)).toBeCloseTo(probability, 6);
  });

  it.each([[0], [50], [-99], [99], [-50], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'is undefined for %f, which is not American odds',
    (price) => {
      expect(impliedProbability(price)).toBeUndefined();
    },
  );

  it('lies strictly between 0 and 1 and falls as the price rises', () => {
    const price = fc.oneof(fc.integer({ min: -100_000, max: -100 }), fc.integer({ min: 100, max: 100_000 }));
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [pa, pb] = [impliedProbability(a) as number, impliedProbability(b) as number];
        expect(pa).toBeGreaterThan(0);
        expect(pa).toBeLessThan(1);
        if (a < b && !(a === -100 && b === 100)) expect(pa).toBeGreaterThan(pb);
      }),
    );
  });
});

describe('decimalOdds', () => {
  // By hand: -110 → 1 + 100/110 = 1.909091; +150 → 1 + 150/100 = 2.5; -250 → 1 + 100/250 = 1.4; ±100 → 2.
  it.each([
    [-110, 1.909091],
    [150, 2.5],
    [-250, 1.4],
    [100, 2],
    [-100, 2],
  ])('gives %i a return of %f per unit staked', (price, decimal) => {
    expect(decimalOdds(price)).toBeCloseTo(decimal, 6);
  });

  it('is undefined where the price is not American odds', () => {
    expect(decimalOdds(50)).toBeUndefined();
    expect(decimalOdds(Number.NaN)).toBeUndefined();
  });
});
