import type { GameLogRow } from '../../data/researchTypes';
import type { PlayerStatRow, PlayerStats } from '../../data/types';
import type { NflversePlayerWeek, WeeklyLayout } from './playerWeeks';

/* CONTRACT §9's mapping: nflverse's weekly columns to the API's stat fields, for a game and a season. */

/** Positions nflverse spells otherwise than the position groups read them. */
const POSITIONS: Readonly<Record<string, string>> = { HB: 'RB', NT: 'DT', ILB: 'MLB' };

export const positionOf = (position: string): string => POSITIONS[position] ?? position;

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Yards per attempt (or reception) to one decimal; null at 0 attempts or without figures. */
const average = (yards: number | null | undefined, count: number | null | undefined): number | null =>
  typeof yards === 'number' && typeof count === 'number' && count > 0 ? round1(yards / count) : null;

/** The sum of the figures that are numbers; null when none is. */
const sumOf = (...values: ReadonlyArray<number | null | undefined>): number | null => {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  return numbers.length === 0 ? null : numbers.reduce((sum, value) => sum + value, 0);
};

/** The counting stats: what a season row sums from the game rows (the averages follow from them). */
export const COUNTING_FIELDS = [
  'pass_completions',
  'pass_attempts',
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
  'rush_attempts',
  'rush_yards',
  'rush_touchdowns',
  'rec_receptions',
  'rec_targets',
  'rec_yards',
  'rec_touchdowns',
  'tackles',
  'combined',
  'sacks',
  'passes_defended',
  'interceptions',
] as const satisfies ReadonlyArray<keyof PlayerStats>;

/** One week's figures as a game-log row's stats; the defence is null in the older layout, which has none. */
export function statsOfWeek(week: NflversePlayerWeek, layout: WeeklyLayout): PlayerStats {
  const defence = layout === 'current';
  return withAverages({
    pass_completions: week.completions,
    pass_attempts: week.attempts,
    pass_yards: week.passing_yards,
    pass_touchdowns: week.passing_tds,
    pass_interceptions: week.passing_interceptions,
    rush_attempts: week.carries,
    rush_yards: week.rushing_yards,
    rush_touchdowns: week.rushing_tds,
    rec_receptions: week.receptions,
    rec_targets: week.targets,
    rec_yards: week.receiving_yards,
    rec_touchdowns: week.receiving_tds,
    tackles: defence ? week.def_tackles_solo : null,
    combined: defence ? sumOf(week.def_tackles_solo, week.def_tackle_assists) : null,
    sacks: defence ? week.def_sacks : null,
    passes_defended: defence ? week.def_pass_defended : null,
    interceptions: defence ? week.def_interceptions : null,
  });
}

function withAverages(stats: PlayerStats): PlayerStats {
  return {
    ...stats,
    rush_avg_yards: average(stats.rush_yards, stats.rush_attempts),
    rec_avg_yards: average(stats.rec_yards, stats.rec_receptions),
  };
}

/**
 * A player's season row from his game rows (the REG games final so far): each counting stat the
 * sum of his games' (null when no game has a figure), the averages from the sums, games played their
 * number; his name, position and team those of his latest game (a traded player's season row names
 * his latest team; each game row keeps its own).
 */
export function seasonRowOf(games: readonly GameLogRow[], seasonId: string): PlayerStatRow | undefined {
  const latest = games.reduce<GameLogRow | undefined>(
    (last, game) => (!last || game.week >= last.week ? game : last),
    undefined,
  );
  if (!latest) return undefined;
  const stats: PlayerStats = {};
  for (const field of COUNTING_FIELDS) stats[field] = sumOf(...games.map((game) => game[field]));
  return {
    player_id: latest.player_id,
    name: latest.name,
    team_name: latest.team_name,
    position: latest.position,
    season_id: seasonId,
    games_played: games.length,
    ...withAverages(stats),
  };
}
