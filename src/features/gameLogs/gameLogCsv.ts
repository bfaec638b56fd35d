import type { CsvCell, CsvRow } from '../../lib/csv';
import type { Column } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';
import { gameResult } from './gameLogRows';
import { isRanked, type MatchupBefore } from './defenseMatchup';
import type { GameLogRow } from './types';

// As the Player Data export: an 'a / b' column as its two numbers, each under its own header.
const headersOf = (column: Column) => column.parts.map((part) => part.header);
const valuesOf = (column: Column, row: PlayerStat): CsvCell[] => column.parts.map((part) => part.value(row));

/**
 * The rank and tier cells of a game's matchup before it: '28', 'favourable (provisional)'; '', 'no games yet' for a
 * defence's first game.
 */
function matchupCells(matchup: MatchupBefore | undefined): CsvCell[] {
  if (!matchup) return [undefined, undefined];
  if (!isRanked(matchup)) return ['', 'no games yet'];
  return [matchup.rank, `${matchup.tier}${matchup.provisional ? ' (provisional)' : ''}`];
}

/**
 * The game log's export, rows as shown: Week, Opponent (full name), Home/Away, Result (W, L, T),
 * the two scores, the defence's rank and tier before the game when shown, then the stat columns'
 * raw numbers; the season totals last, as 'Season total'.
 */
export function gameLogCsvRows(
  games: readonly GameLogRow[],
  totals: PlayerStat,
  columns: readonly Column[],
  matchups: ReadonlyMap<string, MatchupBefore> | undefined,
  totalLabel = 'Season total',
): CsvRow[] {
  const matchupHeaders = matchups ? ['Defence rank before the game', 'Matchup before the game'] : [];
  const header = [
    'Week',
    'Opponent',
    'Home/Away',
    'Result',
    'Points For',
    'Points Against',
    ...matchupHeaders,
    ...columns.flatMap(headersOf),
  ];
  const lines = games.map((game): CsvRow => {
    const cells = matchups ? matchupCells(matchups.get(game.game_id)) : [];
    return [
      game.week,
      game.opponent,
      game.home ? 'Home' : 'Away',
      gameResult(game)?.outcome,
      game.team_score,
      game.opponent_score,
      ...cells,
      ...columns.flatMap((column) => valuesOf(column, game)),
    ];
  });
  const total: CsvRow = [
    totalLabel,
    '',
    '',
    '',
    '',
    '',
    ...matchupHeaders.map(() => ''),
    ...columns.flatMap((column) => valuesOf(column, totals)),
  ];
  return [header, ...lines, total];
}
