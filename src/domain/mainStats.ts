import type { Position } from './playerStats';
import { COLUMNS, columnGroupApplies, type StatPart } from './statColumns';

/** Every number of the stat columns by its own header ('Passing Yards', 'Receptions', 'Targets'). */
const STAT_PARTS: ReadonlyMap<string, StatPart> = new Map(
  COLUMNS.flatMap((column) => column.parts.map((part) => [part.header, part] as const)),
);

/** The main stats of each position (by the parts' headers), for charts by week; the first rule that applies wins. */
const MAIN_STATS: readonly { applies: (position: string) => boolean; stats: readonly string[] }[] = [
  { applies: (position) => position === 'QB', stats: ['Passing Yards', 'Passing TDs', 'Rushing Yards'] },
  { applies: (position) => position === 'RB', stats: ['Rushing Yards', 'Receptions', 'Receiving Yards'] },
  {
    applies: (position) => position === 'WR' || position === 'TE',
    stats: ['Receptions', 'Receiving Yards', 'Targets'],
  },
  { applies: (position) => columnGroupApplies('defense', position), stats: ['Tackles', 'Sacks'] },
];

/** The main stats of a player at this position; none for the positions without stats. */
export function mainStats(position: Position): StatPart[] {
  const rule = MAIN_STATS.find((candidate) => candidate.applies(position));
  return (rule?.stats ?? []).flatMap((header) => STAT_PARTS.get(header) ?? []);
}
