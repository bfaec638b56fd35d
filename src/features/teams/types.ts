export type RankUnit = 'offense' | 'defense' | 'special_teams';

/** A team's unit rankings (spec §3); a unit the API did not rank is absent. */
export interface TeamRanking {
  team_name: string;
  combo: string;
  ranks: Partial<Record<RankUnit, number>>;
}

/** A division (or conference) group; `teams` is null when the API sent something that is not a list. */
export interface RankingGroup {
  name: string;
  /** Team names, in the API's order; null for a malformed group ('Invalid data format for teams'). */
  teams: string[] | null;
}

export interface PowerRanking {
  rank: number;
  previous_rank?: number;
  team_name: string;
  record?: string;
  note?: string;
}
