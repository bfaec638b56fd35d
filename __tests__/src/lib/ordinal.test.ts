import fc from 'fast-check';
import { ordinal } from '../../../src/lib/ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [9, '9th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [20, '20th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [32, '32nd'],
    [100, '100th'],
    [101, '101st'],
    [102, '102nd'],
    [103, '103rd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
    [1011, '1011th'],
    [1021, '1021st'],
  ])('writes %i as %j', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it.each([[0], [-1], [-21], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [undefined]])(
    'shows N/A for the rank %p, which is not a positive integer',
    (n) => {
      expect(ordinal(n)).toBe('N/A');
    },
  );

  it('gives any positive integer the English suffix of its last two digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const lastTwo = n % 100;
        const last = n % 10;
        const suffix =
          lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
        expect(ordinal(n)).toBe(`${n}${suffix}`);
      }),
    );
  });
});
