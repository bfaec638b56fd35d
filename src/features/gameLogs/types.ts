import type { PlayerStat } from '../../domain/playerStats';

/** One player's one completed game (CONTRACT §8 /playerGameLogs): the stat row of that game, with its game. */
export interface GameLogRow extends PlayerStat {
  week: number;
  /** The /teamOdds event id. */
  game_id: string;
  commence_time: string;
  /** The opponent's full name. */
  opponent: string;
  home: boolean;
  team_score?: number;
  opponent_score?: number;
}

/** The positions the defence figures are kept for. */
export const DEFENSE_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;
export type DefensePosition = (typeof DEFENSE_POSITIONS)[number];

/** Whether the defence figures are kept for this position. */
export const isDefensePosition = (position: string | undefined): position is DefensePosition =>
  (DEFENSE_POSITIONS as readonly (string | undefined)[]).includes(position);

/** What one defence allowed to players of one position, per game it played (CONTRACT §8). */
export interface DefenseFigure {
  /** The defence's full team name. */
  team: string;
  position: DefensePosition;
  games: number;
  fantasyPointsPerGame: number;
  yardsPerGame: number;
  touchdownsPerGame: number;
  /** 1 = fewest fantasy points allowed per game (the toughest matchup), 32 = most. */
  rank: number;
}

export interface DefenseTable {
  /** The last week whose games count. */
  throughWeek: number;
  figures: DefenseFigure[];
}

/** A defence's rank against a position and the games behind it: what a matchup reads. */
export type RankFigure = Pick<DefenseFigure, 'team' | 'position' | 'games' | 'rank'>;

/** The defence ranks as they stood before each week (CONTRACT §8 extension: /teamData/defense-vs-position/weekly). */
export interface DefenseHistory {
  /** The last week whose games are all final. */
  throughWeek: number;
  /**
   * Before week N (the key): the figures of the defences that had played in weeks 1 to N − 1. Plain JSON, as the store
   * keeps it.
   */
  weeks: Readonly<Record<number, readonly RankFigure[]>>;
}
