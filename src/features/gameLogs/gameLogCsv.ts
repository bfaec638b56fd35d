import type { CsvCell, CsvRow } from '../../lib/csv';
import type { Column } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';
import { gameResult } from './gameLogRows';
import type { DefenseMatchup } from './defenseMatchup';
import type { GameLogRow } from './types';

// As the Player Data export: an 'a / b' column as its two numbers, each under its own header.
const headersOf = (column: Column) => column.parts.map((part) => part.header);
const valuesOf = (column: Column, row: PlayerStat): CsvCell[] => column.parts.map((part) => part.value(row));

/**
 * The game log's export, rows as shown: Week, Opponent (full name), Home/Away, Result (W, L, T),
 * the two scores, the defence's rank and tier when shown, then the stat columns' raw numbers; the
 * season totals last, as 'Season total'.
 */
export function gameLogCsvRows(
  games: readonly GameLogRow[],
  totals: PlayerStat,
  columns: readonly Column[],
  matchups: ReadonlyMap<string, DefenseMatchup> | undefined,
): CsvRow[] {
  const matchupHeaders = matchups ? ['Defence rank', 'Matchup'] : [];
  const header = ['Week', 'Opponent', 'Home/Away', 'Result', 'Points For', 'Points Against', ...matchupHeaders, ...columns.flatMap(headersOf)];
  const lines = games.map((game): CsvRow => {
    const matchup = matchups?.get(game.game_id);
    const matchupCells = matchups ? [matchup?.rank, matchup ? `${matchup.tier}${matchup.provisional ? ' (provisional)' : ''}` : undefined] : [];
    return [
      game.week,
      game.opponent,
      game.home ? 'Home' : 'Away',
      gameResult(game)?.outcome,
      game.team_score,
      game.opponent_score,
      ...matchupCells,
      ...columns.flatMap((column) => valuesOf(column, game)),
    ];
  });
  const total: CsvRow = ['Season total', '', '', '', '', '', ...matchupHeaders.map(() => ''), ...columns.flatMap((column) => valuesOf(column, totals))];
  return [header, ...lines, total];
}
