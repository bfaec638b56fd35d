import { isSortDirection, nextSort, readSortParams, writeSortParams, type TableSort } from '../../../src/lib/tableSort';

type Column = 'name' | 'sacks' | 'pass_yards';
const asc = (column: Column): TableSort<Column> => ({ column, direction: 'asc' });
const desc = (column: Column): TableSort<Column> => ({ column, direction: 'desc' });
const isColumn = (value: string): value is Column => value === 'name' || value === 'sacks' || value === 'pass_yards';

describe('nextSort', () => {
  it.each<[string, TableSort<Column>, Column, TableSort<Column>]>([
    ['toggles the active column from asc to desc', asc('name'), 'name', desc('name')],
    ['toggles the active column from desc to asc', desc('sacks'), 'sacks', asc('sacks')],
    ['starts a different column ascending', asc('name'), 'pass_yards', asc('pass_yards')],
    [
      'starts a different column ascending even when the current one is descending',
      desc('name'),
      'sacks',
      asc('sacks'),
    ],
  ])('%s', (_, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('isSortDirection', () => {
  it.each<[unknown, boolean]>([
    ['asc', true],
    ['desc', true],
    ['ASC', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j: %s', (value, expected) => {
    expect(isSortDirection(value)).toBe(expected);
  });
});

describe('a sort in the address', () => {
  it.each<[string, TableSort<Column>, string]>([
    ['leaves the default out', asc('name'), ''],
    ['writes the default column descending', desc('name'), 'sort=name&dir=desc'],
    ['writes another column with its direction', asc('sacks'), 'sort=sacks&dir=asc'],
  ])('%s', (_, sort, expected) => {
    const params = new URLSearchParams();
    writeSortParams(params, sort, asc('name'));
    expect(params.toString()).toBe(expected);
  });

  it.each<[string, string, TableSort<Column>]>([
    ['reads a column and direction', 'sort=sacks&dir=desc', desc('sacks')],
    ['starts a column without a direction ascending', 'sort=sacks', asc('sacks')],
    ['starts a column with an invalid direction ascending', 'sort=sacks&dir=up', asc('sacks')],
    ['takes the default for an unknown column', 'sort=height&dir=desc', desc('pass_yards')],
    ['takes the default without a column', 'dir=asc', desc('pass_yards')],
  ])('%s', (_, query, expected) => {
    expect(readSortParams(new URLSearchParams(query), isColumn, desc('pass_yards'))).toEqual(expected);
  });

  it('reads back what it wrote', () => {
    for (const sort of [asc('name'), desc('name'), asc('sacks'), desc('pass_yards')]) {
      const params = new URLSearchParams();
      writeSortParams(params, sort, asc('name'));
      expect(readSortParams(params, isColumn, asc('name'))).toEqual(sort);
    }
  });
});
