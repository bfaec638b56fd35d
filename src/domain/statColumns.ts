import { formatDecimal } from './decimalFormat';
import { normalizePosition, positionsOf } from './positions';
import type { PlayerStat, PositionGroup, SortColumn, StatField } from './playerStats';

export type ColumnGroup = 'base' | 'passing' | 'rushing' | 'receiving' | 'defense';

/** A number behind a cell ('a / b' cells have two): its own header, raw value and the table's format. */
export interface StatPart {
  header: string;
  /** undefined when missing (absent, null, NaN). */
  value(row: PlayerStat): number | undefined;
  format(value: number): string;
}

export interface Column {
  id: SortColumn;
  header: string;
  group: ColumnGroup;
  numeric: boolean;
  cell(row: PlayerStat): string;
  /** The numbers the cell shows; none for a text column. */
  parts: readonly StatPart[];
}

/** One number of a comparison row, per player: undefined where missing or not applicable. */
export interface ComparisonStat {
  header: string;
  values: (number | undefined)[];
  format(value: number): string;
}

export interface ComparisonRow {
  id: SortColumn;
  header: string;
  /** One per player, in the players' order: '' where the stat does not apply to the position. */
  cells: string[];
  /** The row's numbers (two for an 'a / b' row, none for a text row). */
  stats: ComparisonStat[];
}

const NA = 'N/A';
// As Intl.NumberFormat en-US writes them, without its locale data's load in a screen's first render.
const countFormat = (value: number) => formatDecimal(value, 0, 1);
const averageFormat = (value: number) => formatDecimal(value, 1, 1);

const isPresent = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const present = (value: number | null | undefined) => (isPresent(value) ? value : undefined);
const text = (value: string | null | undefined) => value?.trim() || NA;

/** A player's name as shown: 'N/A' when blank. */
export const playerName = (row: Pick<PlayerStat, 'name'>): string => text(row.name);

/** Average passing yards per game (spec §9); games missing, null or 0 divide by 1. */
export function avgPassYpg(row: PlayerStat): number | undefined {
  const yards = row.pass_yards;
  if (!isPresent(yards)) return undefined;
  const games = row.games_played;
  return yards / (isPresent(games) && games > 0 ? games : 1);
}

type NumberField = StatField | 'games_played';

const countPart = (id: NumberField, header: string): StatPart => ({
  header,
  value: (row) => present(row[id]),
  format: countFormat,
});
const averagePart = (header: string, value: (row: PlayerStat) => number | undefined): StatPart => ({
  header,
  value,
  format: averageFormat,
});
const shown = (part: StatPart, row: PlayerStat) => {
  const value = part.value(row);
  return value === undefined ? NA : part.format(value);
};
const textColumn = (
  id: 'name' | 'team_name' | 'position',
  header: string,
  cell: (row: PlayerStat) => string,
): Column => ({
  id,
  header,
  group: 'base',
  numeric: false,
  cell,
  parts: [],
});
// A numeric column shows its parts joined by ' / '; 'a / b' cells sort by their first number.
const numberColumn = (id: SortColumn, header: string, group: ColumnGroup, parts: StatPart[]): Column => ({
  id,
  header,
  group,
  numeric: true,
  parts,
  cell: (row) => parts.map((part) => shown(part, row)).join(' / '),
});
const statColumn = (id: NumberField, header: string, group: ColumnGroup) =>
  numberColumn(id, header, group, [countPart(id, header)]);
const averageColumn = (id: StatField, header: string, group: ColumnGroup) =>
  numberColumn(id, header, group, [averagePart(header, (row) => present(row[id]))]);
const pairColumn = (id: StatField, second: StatField, header: string, parts: [string, string], group: ColumnGroup) =>
  numberColumn(id, header, group, [countPart(id, parts[0]), countPart(second, parts[1])]);
// Rounded as the table shows it (by its own format: toFixed rounds 35.05 otherwise), so an export
// carries no 15 decimals.
const roundedAvgPassYpg = (row: PlayerStat) => {
  const value = avgPassYpg(row);
  return value === undefined ? undefined : Number(averageFormat(value).replace(/,/g, ''));
};

export const COLUMNS: readonly Column[] = [
  textColumn('name', 'Player', playerName),
  textColumn('team_name', 'Team', (row) => text(row.team_name)),
  textColumn('position', 'Position', (row) => text(row.position)),
  statColumn('games_played', 'Games Played', 'base'),
  pairColumn('pass_completions', 'pass_attempts', 'Completions / Attempts', ['Completions', 'Attempts'], 'passing'),
  statColumn('pass_yards', 'Passing Yards', 'passing'),
  pairColumn('pass_touchdowns', 'pass_interceptions', 'TDs / Ints', ['Passing TDs', 'Interceptions Thrown'], 'passing'),
  numberColumn('avg_pass_ypg', 'Avg Pass YPG', 'passing', [averagePart('Avg Pass YPG', roundedAvgPassYpg)]),
  statColumn('rush_attempts', 'Rushing Attempts', 'rushing'),
  statColumn('rush_yards', 'Rushing Yards', 'rushing'),
  averageColumn('rush_avg_yards', 'Avg Per Rush', 'rushing'),
  statColumn('rush_touchdowns', 'Rushing TDs', 'rushing'),
  pairColumn('rec_receptions', 'rec_targets', 'Receptions / Targets', ['Receptions', 'Targets'], 'receiving'),
  statColumn('rec_yards', 'Receiving Yards', 'receiving'),
  averageColumn('rec_avg_yards', 'Avg Per Rec', 'receiving'),
  statColumn('rec_touchdowns', 'Receiving TDs', 'receiving'),
  statColumn('tackles', 'Tackles', 'defense'),
  statColumn('combined', 'Combined Tackles', 'defense'),
  statColumn('sacks', 'Sacks', 'defense'),
  statColumn('passes_defended', 'Passes Defended', 'defense'),
  statColumn('interceptions', 'Interceptions', 'defense'),
];

/**
 * The stat columns that say something about one game (a game log's, a chart by week): every number
 * but Games Played and Avg Pass YPG, which for one game are 1 and its passing yards.
 */
export const GAME_COLUMNS: readonly Column[] = COLUMNS.filter(
  (column) => column.numeric && column.id !== 'games_played' && column.id !== 'avg_pass_ypg',
);

const DEFENSIVE_POSITIONS: ReadonlySet<string> = new Set(
  (['Defense', 'DL', 'LB', 'CB', 'S'] as const).flatMap((group) => [...positionsOf(group)]),
);

// The positions each column group is for (CONTRACT §5); base columns are for everyone.
const GROUP_POSITIONS: Readonly<Record<Exclude<ColumnGroup, 'base'>, ReadonlySet<string>>> = {
  passing: new Set(['QB']),
  rushing: new Set(['RB', 'QB', 'WR']),
  receiving: new Set(['WR', 'TE', 'RB']),
  defense: DEFENSIVE_POSITIONS,
};

/** Whether a column group applies to a player at this position (any case, any padding). */
export function columnGroupApplies(group: ColumnGroup, position: string): boolean {
  return group === 'base' || GROUP_POSITIONS[group].has(normalizePosition(position));
}

const groupIncludes = (group: ColumnGroup, positions: Iterable<string>) => {
  for (const position of positions) if (columnGroupApplies(group, position)) return true;
  return false;
};

/**
 * The table's columns (CONTRACT §5): base always; another group when the chosen position group
 * includes its positions and at least one of the rows has such a position.
 */
export function visibleColumns(rows: readonly PlayerStat[], group: PositionGroup): Column[] {
  const chosen = positionsOf(group);
  const present = new Set<string>();
  for (const { position } of rows) if (chosen.has(position)) present.add(position);
  return COLUMNS.filter((column) => column.group === 'base' || groupIncludes(column.group, present));
}

/**
 * The comparison dialog's rows: every column but Player whose group applies to at least one of
 * the players (and, given a position group, that the group includes). Each cell is the
 * formatted value, 'N/A' when missing, '' when the stat does not apply to that player.
 */
export function comparisonRows(players: readonly PlayerStat[], group?: PositionGroup): ComparisonRow[] {
  const positions = players.map((player) => player.position);
  return COLUMNS.filter(
    (column) =>
      column.id !== 'name' &&
      groupIncludes(column.group, positions) &&
      (group === undefined || groupIncludes(column.group, positionsOf(group))),
  ).map((column) => {
    const applies = players.map((player) => columnGroupApplies(column.group, player.position));
    return {
      id: column.id,
      header: column.header,
      cells: players.map((player, index) => (applies[index] ? column.cell(player) : '')),
      stats: column.parts.map((part) => ({
        header: part.header,
        values: players.map((player, index) => (applies[index] ? part.value(player) : undefined)),
        format: part.format,
      })),
    };
  });
}
