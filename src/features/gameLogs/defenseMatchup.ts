import { findTeam, sameTeam } from '../../domain/teams';
import { ordinal } from '../../lib/ordinal';
import type { DefensePosition, RankFigure } from './types';

/** How a defence's rank against a position reads for the player facing it (rank 1 allows the fewest points). */
export type MatchupTier = 'tough' | 'neutral' | 'favourable';

/** Ranks 1–8 are tough matchups, 25–32 favourable. */
export const TOUGH_THROUGH_RANK = 8;
export const FAVOURABLE_FROM_RANK = 25;
/** Before this many games a defence's figures are marked provisional. */
export const PROVISIONAL_UNDER_GAMES = 4;

export const TIER_LABELS: Readonly<Record<MatchupTier, string>> = {
  tough: 'Tough',
  neutral: 'Neutral',
  favourable: 'Favourable',
};

export function matchupTier(rank: number): MatchupTier {
  if (rank <= TOUGH_THROUGH_RANK) return 'tough';
  if (rank >= FAVOURABLE_FROM_RANK) return 'favourable';
  return 'neutral';
}

/** 'KC' for the Kansas City Chiefs; the name itself when the team table does not know it. */
const aliasOf = (team: string): string => findTeam(team)?.team_alias ?? team;

/**
 * A game's opponent as it stood before the game: a matchup, or a defence that had not played yet (his game was its
 * first).
 */
export type MatchupBefore = DefenseMatchup | { team: string; noGamesYet: true; label: string };

export const isRanked = (matchup: MatchupBefore): matchup is DefenseMatchup => !('noGamesYet' in matchup);

/**
 * A game against a defence as it stood before the game (the figures of the weeks before it): its
 * matchup ('vs KC: 28th vs WR'), 'vs KC: no games yet' when the defence had not played, undefined
 * without figures for the position or the week.
 */
export function matchupBefore(
  figuresBefore: readonly RankFigure[] | undefined,
  defense: string,
  position: string,
): MatchupBefore | undefined {
  if (!figuresBefore) return undefined;
  const matchup = defenseMatchup(figuresBefore, defense, position);
  if (matchup) return matchup;
  const played = figuresBefore.some((figure) => sameTeam(figure.team, defense));
  return played || !defense.trim()
    ? undefined
    : { team: defense, noGamesYet: true, label: `vs ${aliasOf(defense)}: no games yet` };
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
export function defenseMatchup(
  figures: readonly RankFigure[],
  defense: string,
  position: string,
): DefenseMatchup | undefined {
  const figure = figures.find((candidate) => sameTeam(candidate.team, defense) && candidate.position === position);
  if (!figure) return undefined;
  const alias = aliasOf(defense);
  return {
    team: figure.team,
    position: figure.position,
    rank: figure.rank,
    tier: matchupTier(figure.rank),
    provisional: figure.games < PROVISIONAL_UNDER_GAMES,
    label: `vs ${alias}: ${ordinal(figure.rank)} vs ${figure.position}`,
  };
}
