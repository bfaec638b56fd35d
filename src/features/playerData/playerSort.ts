import { avgPassYpg } from '../../domain/statColumns';
import type { PlayerStat, SortColumn } from '../../domain/playerStats';
import { sortRows, type SortValue } from '../../lib/sortRows';
import type { SortState } from './sortState';

/** What a player sorts by in a column: the row's field, or the derived Avg Pass YPG unrounded. */
function playerSortValue(row: PlayerStat, column: SortColumn): SortValue {
  return column === 'avg_pass_ypg' ? avgPassYpg(row) : row[column];
}

/**
 * Sorts a copy of the rows by one column, by the table kit's rules (lib/sortRows.ts): numbers
 * numerically, strings by locale ignoring case and accents, missing values (absent, null, NaN,
 * blank) lowest — first ascending, last descending. Ties keep their input order in both directions.
 */
export function sortPlayers(rows: readonly PlayerStat[], sort: SortState): PlayerStat[] {
  return sortRows(rows, sort, playerSortValue);
}
