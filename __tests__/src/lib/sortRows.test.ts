import fc from 'fast-check';
import { compareSortValues, sortRows, type SortValue } from '../../../src/lib/sortRows';
import type { SortDirection } from '../../../src/lib/tableSort';

interface Row {
  id: string;
  value: SortValue;
}

const rowsOf = (values: readonly SortValue[]): Row[] => values.map((value, index) => ({ id: String(index), value }));
const sorted = (values: readonly SortValue[], direction: SortDirection) =>
  sortRows(rowsOf(values), { column: 'value', direction }, (row) => row.value).map((row) => row.id);

describe('compareSortValues', () => {
  it.each<[string, SortValue, SortValue, -1 | 0 | 1]>([
    ['numbers numerically, not as text', 9, 10, -1],
    ['negative numbers below fractions', -7, 0.5, -1],
    ['equal numbers as a tie', 2, 2, 0],
    ['text ignoring case', 'alice', 'Bob', -1],
    ['text that differs only in case as a tie', 'ERIN', 'erin', 0],
    ['text that differs only in accents as a tie', 'Érin', 'erin', 0],
    ['an accented letter with its base letter, not after z', 'Ärzte', 'Bauer', -1],
    ['text with its leading spaces', ' b', 'a', -1],
    ['undefined below any number', undefined, -1_000_000, -1],
    ['null below any number', null, -Infinity, -1],
    ['NaN below any number', Number.NaN, -Infinity, -1],
    ['blank text below any text', '', 'a', -1],
    ['white space below any text', '   ', 'a', -1],
    ['one missing value with another as a tie', undefined, null, 0],
    ['NaN with blank text as a tie', Number.NaN, ' ', 0],
    ['a number before text', 3, 'a', -1],
    ['text after a number', 'a', 3, 1],
  ])('orders %s', (_, a, b, expected) => {
    expect(Math.sign(compareSortValues(a, b))).toBe(expected);
    expect(Math.sign(compareSortValues(b, a))).toBe(-expected || 0);
  });
});

describe('sortRows', () => {
  // Each case: the values in input order (row ids are their indexes), then the ids ascending and descending.
  it.each<[string, SortValue[], string[], string[]]>([
    ['numbers', [100, 10, 9], ['2', '1', '0'], ['0', '1', '2']],
    ['text by locale, ignoring case', ['bob', 'Carl', 'alice', 'Bea'], ['2', '3', '0', '1'], ['1', '0', '3', '2']],
    ['ties in input order both ways', [2, 1, 2, 1, 2], ['1', '3', '0', '2', '4'], ['0', '2', '4', '1', '3']],
    ['text ties in input order both ways', ['erin', 'Érin', 'ERIN'], ['0', '1', '2'], ['0', '1', '2']],
    [
      'missing numbers first ascending, last descending',
      [10, undefined, -3, null, 0, Number.NaN],
      ['1', '3', '5', '2', '4', '0'],
      ['0', '4', '2', '1', '3', '5'],
    ],
    ['blank text first ascending, last descending', ['Bo', '', 'Al', '  '], ['1', '3', '2', '0'], ['0', '2', '1', '3']],
    ['only missing values in input order', [undefined, null, Number.NaN], ['0', '1', '2'], ['0', '1', '2']],
    ['one row', [5], ['0'], ['0']],
    ['no rows', [], [], []],
  ])('sorts %s', (_, values, ascending, descending) => {
    expect(sorted(values, 'asc')).toEqual(ascending);
    expect(sorted(values, 'desc')).toEqual(descending);
  });

  it('gives the sorted column to the value function', () => {
    const rows = [
      { id: 'a', goals: 1, name: 'Zed' },
      { id: 'b', goals: 3, name: 'Abe' },
    ];
    const valueOf = (row: (typeof rows)[number], column: 'goals' | 'name') => row[column];
    expect(sortRows(rows, { column: 'goals', direction: 'desc' }, valueOf).map((row) => row.id)).toEqual(['b', 'a']);
    expect(sortRows(rows, { column: 'name', direction: 'asc' }, valueOf).map((row) => row.id)).toEqual(['b', 'a']);
  });

  it('returns a new array and leaves the input as it was', () => {
    const rows = Object.freeze(rowsOf([3, 1, 2]));
    const result = sortRows(rows, { column: 'value', direction: 'asc' }, (row) => row.value);
    expect(result).not.toBe(rows);
    expect(rows.map((row) => row.value)).toEqual([3, 1, 2]);
    expect(result.map((row) => row.value)).toEqual([1, 2, 3]);
  });
});

describe('sortRows properties', () => {
  const arbValue: fc.Arbitrary<SortValue> = fc.oneof(
    fc.constantFrom<SortValue>(undefined, null, Number.NaN, '', ' '),
    fc.integer({ min: -5, max: 5 }),
    fc.double({ noNaN: true }),
    fc.constantFrom('a', 'A', 'á', 'b', 'B', 'é', 'e', 'z'),
  );
  const arbValues = fc.array(arbValue, { maxLength: 40 });
  const arbDirection = fc.constantFrom<SortDirection>('asc', 'desc');

  it('orders every neighbouring pair by compareSortValues, keeping input order on ties, both directions', () => {
    fc.assert(
      fc.property(arbValues, arbDirection, (values, direction) => {
        const rows = rowsOf(values);
        const result = sortRows(rows, { column: 'value', direction }, (row) => row.value);
        expect(new Set(result)).toEqual(new Set(rows));
        expect(result).toHaveLength(rows.length);
        const sign = direction === 'asc' ? 1 : -1;
        for (let i = 1; i < result.length; i++) {
          const a = result[i - 1] as Row;
          const b = result[i] as Row;
          const order = sign * compareSortValues(a.value, b.value);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(Number(a.id)).toBeLessThan(Number(b.id));
        }
      }),
    );
  });
});
