export interface Season {
  id: string;
  label: string;
}

/** Numeric stat fields of a player row (spec §3); absent or null = missing. */
export const STAT_FIELDS = [
  'pass_completions',
  'pass_attempts',
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
  'rush_attempts',
  'rush_yards',
  'rush_avg_yards',
  'rush_touchdowns',
  'rec_receptions',
  'rec_targets',
  'rec_yards',
  'rec_avg_yards',
  'rec_touchdowns',
  'tackles',
  'combined',
  'sacks',
  'passes_defended',
  'interceptions',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];

/**
 * A position code as the parse edge leaves it (normalizePosition): trimmed and upper-case, 'WR'; '' when the API sends
 * none.
 */
export type Position = Uppercase<string>;

export interface PlayerStat extends Partial<Record<StatField, number | null>> {
  /** `player_id`, or one derived from name, team and position when the API sends none. */
  player_id: string;
  name: string;
  team_name: string;
  position: Position;
  season_id: string;
  /** Missing games are null (Avg Pass YPG then divides by 1). */
  games_played: number | null;
}

export type PositionGroup = 'Offense' | 'Defense' | 'QB' | 'RB' | 'WR' | 'TE' | 'DL' | 'LB' | 'CB' | 'S';

/** Sortable columns: the row fields plus the derived average passing yards per game. */
export type SortColumn = 'name' | 'team_name' | 'position' | 'games_played' | StatField | 'avg_pass_ypg';
