import { GAME_COLUMNS, columnGroupApplies, type Column } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';

/**
 * The Player Data table's stat columns for one game of a player at this position (its column
 * groups, CONTRACT §5), less those none of his games has a value in (a receiver who never ran).
 */
export function gameLogStatColumns(position: string, games: readonly PlayerStat[]): Column[] {
  return GAME_COLUMNS.filter(
    (column) =>
      columnGroupApplies(column.group, position) &&
      games.some((game) => column.parts.some((part) => part.value(game) !== undefined)),
  );
}
