import fc from 'fast-check';
import { formatDecimal } from '../../../src/domain/decimalFormat';

const intl = (min: number, max: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay: 'negative' });

/** Figures as the app has them: counts, yards, averages with a few decimals, negatives, ties on the last kept digit. */
const figure = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 100),
  fc.integer({ min: -200_000, max: 200_000 }).map((n) => n / 1000),
  fc.integer({ min: -99_999, max: 99_999 }).map((n) => n / 10 + 0.05),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.double({ min: -1, max: 1, noNaN: true }),
);

describe('formatDecimal', () => {
  it.each([
    [0, 1],
    [1, 1],
    [0, 0],
    [0, 2],
  ])('writes what Intl.NumberFormat en-US writes, with %i to %i decimals', (min, max) => {
    const format = intl(min, max);
    fc.assert(
      fc.property(figure, (value) => formatDecimal(value, min, max) === format.format(value)),
      { numRuns: 3000 },
    );
  });

  it('rounds the shortest decimal form half away from zero, groups thousands, and drops the sign of a zero', () => {
    expect(
      [35.05, 0.15, -0.15, 2.25, 1234567.89, 999.96, -0.04, -0, 0.96, 1e21, 5e-7].map((value) =>
        formatDecimal(value, 0, 1),
      ),
    ).toEqual([
      '35.1',
      '0.2',
      '-0.2',
      '2.3',
      '1,234,567.9',
      '1,000',
      '0',
      '0',
      '1',
      '1,000,000,000,000,000,000,000',
      '0',
    ]);
    expect([12, 0.05, -3.96].map((value) => formatDecimal(value, 1, 1))).toEqual(['12.0', '0.1', '-4.0']);
  });
});
