import { mainStats } from '../../domain/mainStats';
import { GAME_COLUMNS, columnGroupApplies, type ColumnGroup, type StatPart } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';
import { lastWeekOf, seasonAverage, valuesByWeek, type WeekValues } from '../../lib/weeklySeries';
import { comparisonKey } from './comparisonSlice';

/** One game of a compared player, as /playerGameLogs sends it (the stat row of that game and its week). */
export type WeeklyGame = PlayerStat & { week: number };

/** A stat the By week view can draw: a number of the game columns, and the column group it belongs to. */
export interface WeeklyStat {
  part: StatPart;
  group: ColumnGroup;
}

/** The stats that apply to at least one of the players, in the table's column order. */
export function weeklyStats(players: readonly Pick<PlayerStat, 'position'>[]): WeeklyStat[] {
  return GAME_COLUMNS.filter((column) =>
    players.some((player) => columnGroupApplies(column.group, player.position)),
  ).flatMap((column) => column.parts.map((part) => ({ part, group: column.group })));
}

/**
 * The stat chosen by its header, when it is one of the options; else the first player's main stat
 * (a receiver's receptions, a quarterback's passing yards), else the first option.
 */
export function chosenWeeklyStat(
  options: readonly WeeklyStat[],
  header: string | null,
  players: readonly Pick<PlayerStat, 'position'>[] = [],
): WeeklyStat | undefined {
  const main = players.flatMap((player) => mainStats(player.position)).map((part) => part.header);
  const byHeader = (wanted: string | null | undefined) => options.find((option) => option.part.header === wanted);
  return byHeader(header) ?? main.map(byHeader).find((option) => option !== undefined) ?? options[0];
}

/** One player's line: his values by week (none at all when the stat is not one of his position's) and his average. */
export interface WeeklyLine {
  key: string;
  values: WeekValues;
  average: number | undefined;
}

/**
 * The players' values of one stat by week, weeks 1 to the last any of them played: a gap where a
 * player has no game (a bye, a game missed), no values for a player whose position the stat does
 * not apply to. Games are matched to players by season and player id.
 */
export function weeklyLines(
  players: readonly PlayerStat[],
  games: readonly WeeklyGame[],
  stat: WeeklyStat,
): { lastWeek: number; lines: WeeklyLine[] } {
  const byPlayer = new Map<string, WeeklyGame[]>();
  for (const game of games) {
    const key = comparisonKey(game);
    byPlayer.set(key, [...(byPlayer.get(key) ?? []), game]);
  }
  const lastWeek = lastWeekOf(players.flatMap((player) => byPlayer.get(comparisonKey(player)) ?? []));
  const lines = players.map((player) => {
    const key = comparisonKey(player);
    const applies = columnGroupApplies(stat.group, player.position);
    const values = valuesByWeek(applies ? (byPlayer.get(key) ?? []) : [], (game) => stat.part.value(game), lastWeek);
    return { key, values, average: seasonAverage(values) };
  });
  return { lastWeek, lines };
}
