import { COLUMNS } from '../../domain/statColumns';
import type { GameLogSort } from './gameLogsSlice';
import type { GameLogRow } from './types';
import { lazy } from '../../domain/lazy';

type SortKey = number | string | undefined;

const collator = lazy(() => new Intl.Collator('en', { sensitivity: 'base' }));
const statColumns = new Map(COLUMNS.map((column) => [column.id as string, column]));

/** What a game sorts by in a column; the defence's rank against the position comes from `rankOf`. */
function sortKey(row: GameLogRow, column: GameLogSort['column'], rankOf: (row: GameLogRow) => number | undefined): SortKey {
  switch (column) {
    case 'week':
      return row.week;
    case 'opponent':
      return row.opponent.trim() || undefined;
    case 'result':
      // By the margin: the biggest loss lowest, the biggest win highest.
      return row.team_score === undefined || row.opponent_score === undefined ? undefined : row.team_score - row.opponent_score;
    case 'matchup':
      return rankOf(row);
    default:
      // A stat column sorts by its first number, as the Player Data table does ('a / b' by a).
      return statColumns.get(column)?.parts[0]?.value(row);
  }
}

// Missing (undefined) is the lowest value, as in the Player Data table.
function compareKeys(a: SortKey, b: SortKey): number {
  if (a === undefined) return b === undefined ? 0 : -1;
  if (b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator().compare(String(a), String(b));
}

/** A sorted copy of a player's games: missing values lowest, ties in week order either way. */
export function sortGames(rows: readonly GameLogRow[], sort: GameLogSort, rankOf: (row: GameLogRow) => number | undefined = () => undefined): GameLogRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: sortKey(row, sort.column, rankOf) }))
    .sort((a, b) => sign * compareKeys(a.key, b.key) || a.row.week - b.row.week)
    .map(({ row }) => row);
}
