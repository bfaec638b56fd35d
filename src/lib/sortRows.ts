import { lazy } from '../domain/lazy';
import type { TableSort } from './tableSort';

/** What a row sorts by in a column; null, undefined, NaN and blank text are missing. */
export type SortValue = number | string | null | undefined;

type SortKey = number | string | undefined;

// One collator instead of a localeCompare per comparison: same ordering, far cheaper.
const collator = lazy(() => new Intl.Collator('en', { sensitivity: 'base' }));

function sortKey(value: SortValue): SortKey {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  return undefined;
}

// Missing (undefined) is the lowest value; a number never meets a string in one column.
function compareKeys(a: SortKey, b: SortKey): number {
  if (a === undefined) return b === undefined ? 0 : -1;
  if (b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return collator().compare(a, b);
  return typeof a === 'number' ? -1 : 1;
}

/**
 * Ascending order of two sort values: numbers numerically, text by locale ignoring case and
 * accents, missing values lowest, a number before text.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  return compareKeys(sortKey(a), sortKey(b));
}

/**
 * Sorts a copy of the rows by what `valueOf` gives for the sorted column, in the order of
 * compareSortValues — so missing values come first ascending and last descending. Ties keep their
 * input order in both directions (descending is not ascending reversed).
 */
export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  sort: TableSort<Column>,
  valueOf: (row: Row, column: Column) => SortValue,
): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: sortKey(valueOf(row, sort.column)) }));
  keyed.sort((a, b) => sign * compareKeys(a.key, b.key) || a.index - b.index);
  return keyed.map((k) => k.row);
}
