import fc from 'fast-check';
import { expectedValue } from '../../../../src/domain/bettorMath/expectedValue';
import { MAX_SLIP_LEGS, parlayFigures, type ParlayLeg } from '../../../../src/domain/bettorMath/parlay';

const leg = (gameId: string, price: number, fair?: number): ParlayLeg => ({
  gameId,
  price,
  ...(fair === undefined ? {} : { fair }),
});

describe('parlayFigures', () => {
  // By hand. Four −110 legs at a fair 0.5: offered (210/110)⁴ = 1.909091⁴ = 13.283314, fair 1/0.5⁴ = 16, 13.283314/16 =
  // 0.830207 — the "about 83 % of fair". One −110 leg: 1.909091 of 2, 0.954545. +150 (fair 0.38) and −200
  // (fair 0.64): 2.5 × 1.5 = 3.75 against 1/(0.38 × 0.64) = 1/0.2432 = 4.111842, 0.912.
  it.each<[string, ParlayLeg[], number, number, number]>([
    [
      'four -110 legs',
      [leg('a', -110, 0.5), leg('b', -110, 0.5), leg('c', -110, 0.5), leg('d', -110, 0.5)],
      13.283314,
      16,
      0.830207,
    ],
    ['one -110 leg', [leg('a', -110, 0.5)], 1.909091, 2, 0.954545],
    ['+150 and -200', [leg('a', 150, 0.38), leg('b', -200, 0.64)], 3.75, 4.111842, 0.912],
  ])('pays %s at %f against a fair %f, a share of %f', (_name, legs, offered, fair, share) => {
    const figures = parlayFigures(legs);
    expect(figures?.offeredDecimal).toBeCloseTo(offered, 6);
    expect(figures?.fairDecimal).toBeCloseTo(fair, 6);
    expect(figures?.payoutShare).toBeCloseTo(share, 6);
    expect(figures?.correlatedGameIds).toEqual([]);
  });

  it('gives the offered payout alone while a leg’s fair probability is unknown or not a probability', () => {
    for (const legs of [
      [leg('a', -110, 0.5), leg('b', 150)],
      [leg('a', -110, 0.5), leg('b', 150, 0)],
      [leg('a', -110, 1.2), leg('b', 150, 0.4)],
    ]) {
      const figures = parlayFigures(legs);
      expect(figures?.offeredDecimal).toBeCloseTo(1.909091 * 2.5, 5);
      expect(figures?.fairDecimal).toBeUndefined();
      expect(figures?.payoutShare).toBeUndefined();
    }
  });

  it('flags the games with two or more legs as correlated, first seen first', () => {
    const legs = ['g1', 'g2', 'g1', 'g3', 'g2', 'g2'].map((gameId) => leg(gameId, -110, 0.5));
    expect(parlayFigures(legs)?.correlatedGameIds).toEqual(['g1', 'g2']);
    expect(parlayFigures([leg('g1', -110), leg('g1', 120)])?.correlatedGameIds).toEqual(['g1']);
  });

  it.each<[string, ParlayLeg[]]>([
    ['no legs', []],
    ['a price that is not American odds', [leg('a', -110, 0.5), leg('b', 50, 0.5)]],
    ['a price that is not a number', [leg('a', Number.NaN)]],
  ])('is undefined for %s', (_name, legs) => {
    expect(parlayFigures(legs)).toBeUndefined();
  });

  it('holds a slip of at most 10 legs', () => {
    expect(MAX_SLIP_LEGS).toBe(10);
  });

  it('pays the product of its legs’ fair returns (1 + EV each) as its share of fair', () => {
    const price = fc.oneof(fc.integer({ min: -2000, max: -100 }), fc.integer({ min: 100, max: 2000 }));
    const fair = fc.double({ min: 0.05, max: 0.95, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(price, fair), { minLength: 1, maxLength: MAX_SLIP_LEGS }), (pairs) => {
        const legs = pairs.map(([american, p], index) => leg(`g${index}`, american, p));
        const product = pairs.reduce((acc, [american, p]) => acc * (1 + (expectedValue(p, american) as number)), 1);
        expect((parlayFigures(legs)?.payoutShare as number) / product).toBeCloseTo(1, 9);
      }),
    );
  });
});
