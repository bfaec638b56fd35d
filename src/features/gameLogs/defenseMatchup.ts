import { findTeam } from '../../domain/teams';
import { ordinal } from '../../lib/ordinal';
import type { DefenseFigure, DefensePosition } from './types';

/** How a defence's rank against a position reads for the player facing it (rank 1 allows the fewest points). */
export type MatchupTier = 'tough' | 'neutral' | 'favourable';

/** Ranks 1–8 are tough matchups, 25–32 favourable. */
export const TOUGH_THROUGH_RANK = 8;
export const FAVOURABLE_FROM_RANK = 25;
/** Before this many games a defence's figures are marked provisional. */
export const PROVISIONAL_UNDER_GAMES = 4;

export const TIER_LABELS: Readonly<Record<MatchupTier, string>> = { tough: 'Tough', neutral: 'Neutral', favourable: 'Favourable' };

export function matchupTier(rank: number): MatchupTier {
  if (rank <= TOUGH_THROUGH_RANK) return 'tough';
  if (rank >= FAVOURABLE_FROM_RANK) return 'favourable';
  return 'neutral';
}

/** A player's matchup against one defence: its rank against his position, and how that reads. */
export interface DefenseMatchup {
  /** The defence's full team name. */
  team: string;
  position: DefensePosition;
  rank: number;
  tier: MatchupTier;
  /** Fewer than PROVISIONAL_UNDER_GAMES games behind the figures. */
  provisional: boolean;
  /** 'vs KC: 28th vs WR' (the team's alias, or its name when the team table does not know it). */
  label: string;
}

/**
 * The defence's figure for the position, as a matchup; undefined when the position has no defence
 * figures (QB, RB, WR and TE only) or the table has no figure for that defence.
 */
export function defenseMatchup(figures: readonly DefenseFigure[], defense: string, position: string): DefenseMatchup | undefined {
  const figure = figures.find((candidate) => candidate.team === defense && candidate.position === position);
  if (!figure) return undefined;
  const alias = findTeam(defense)?.team_alias ?? defense;
  return {
    team: figure.team,
    position: figure.position,
    rank: figure.rank,
    tier: matchupTier(figure.rank),
    provisional: figure.games < PROVISIONAL_UNDER_GAMES,
    label: `vs ${alias}: ${ordinal(figure.rank)} vs ${figure.position}`,
  };
}
