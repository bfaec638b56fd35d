import { COLUMNS, GAME_COLUMNS, columnGroupApplies, type Column, type StatPart } from '../../domain/statColumns';

/** The Player Data table's stat columns for one game of a player at this position (its column groups, CONTRACT §5). */
export function gameLogStatColumns(position: string): Column[] {
  return GAME_COLUMNS.filter((column) => columnGroupApplies(column.group, position));
}

/** Every number of the stat columns by its own header ('Passing Yards', 'Receptions', 'Targets'). */
const STAT_PARTS: ReadonlyMap<string, StatPart> = new Map(COLUMNS.flatMap((column) => column.parts.map((part) => [part.header, part] as const)));

/** The main stats to chart by week, per position (by the parts' headers); the first rule that applies wins. */
const TREND_STATS: readonly { applies: (position: string) => boolean; stats: readonly string[] }[] = [
  { applies: (position) => position === 'QB', stats: ['Passing Yards', 'Passing TDs', 'Rushing Yards'] },
  { applies: (position) => position === 'RB', stats: ['Rushing Yards', 'Receptions', 'Receiving Yards'] },
  { applies: (position) => position === 'WR' || position === 'TE', stats: ['Receptions', 'Receiving Yards', 'Targets'] },
  { applies: (position) => columnGroupApplies('defense', position), stats: ['Tackles', 'Sacks'] },
];

/** The stats charted for a player at this position (any case, any padding); none for the positions without stats. */
export function trendStats(position: string): StatPart[] {
  const normalized = position.trim().toUpperCase();
  const rule = TREND_STATS.find((candidate) => candidate.applies(normalized));
  return (rule?.stats ?? []).flatMap((header) => STAT_PARTS.get(header) ?? []);
}
