import { avgPassYpg } from '../../domain/statColumns';
import type { PlayerStat, SortColumn, SortState } from '../../domain/playerStats';
import { lazy } from '../../domain/lazy';

type SortKey = number | string | undefined;

// One collator instead of a localeCompare per comparison: same ordering, far cheaper.
const collator = lazy(() => new Intl.Collator('en', { sensitivity: 'base' }));

function sortKey(row: PlayerStat, column: SortColumn): SortKey {
  const value = column === 'avg_pass_ypg' ? avgPassYpg(row) : row[column];
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
 * Sorts a copy of the rows by one column: numbers numerically, strings by locale ignoring case
 * and accents, missing values (absent, null, NaN, blank) lowest — first ascending, last
 * descending. Ties keep their input order in both directions.
 */
export function sortPlayers(rows: readonly PlayerStat[], sort: SortState): PlayerStat[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: sortKey(row, sort.column) }));
  keyed.sort((a, b) => sign * compareKeys(a.key, b.key) || a.index - b.index);
  return keyed.map((k) => k.row);
}
