import { COLUMNS } from '../../domain/statColumns';
import { sortRows, type SortValue } from '../../lib/sortRows';
import type { GameLogColumnId, GameLogSort } from './gameLogsSlice';
import type { GameLogRow } from './types';

const statColumns = new Map(COLUMNS.map((column) => [column.id as string, column]));

/** What a game sorts by in a column; the defence's rank against the position comes from `rankOf`. */
function gameSortValue(
  row: GameLogRow,
  column: GameLogColumnId,
  rankOf: (row: GameLogRow) => number | undefined,
): SortValue {
  switch (column) {
    case 'week':
      return row.week;
    case 'opponent':
      return row.opponent.trim();
    case 'result':
      // By the margin: the biggest loss lowest, the biggest win highest.
      return row.team_score === undefined || row.opponent_score === undefined
        ? undefined
        : row.team_score - row.opponent_score;
    case 'matchup':
      return rankOf(row);
    default:
      // A stat column sorts by its first number ('a / b' by a).
      return statColumns.get(column)?.parts[0]?.value(row);
  }
}

/**
 * A sorted copy of a player's games (given in week order), by the table kit's rules
 * (lib/sortRows.ts): missing values lowest, ties in week order either way.
 */
export function sortGames(
  rows: readonly GameLogRow[],
  sort: GameLogSort,
  rankOf: (row: GameLogRow) => number | undefined = () => undefined,
): GameLogRow[] {
  return sortRows(rows, sort, (row, column) => gameSortValue(row, column, rankOf));
}
