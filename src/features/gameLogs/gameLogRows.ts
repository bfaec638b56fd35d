import { findTeam } from '../../domain/teams';
import { STAT_FIELDS, type PlayerStat, type StatField } from '../../domain/playerStats';
import type { GameLogRow } from './types';

export type Outcome = 'W' | 'L' | 'T';

/** A game's result for the player's team: 'W 27–24' (his team's points first); undefined without both scores. */
export function gameResult(
  row: Pick<GameLogRow, 'team_score' | 'opponent_score'>,
): { outcome: Outcome; text: string } | undefined {
  const { team_score: ours, opponent_score: theirs } = row;
  if (ours === undefined || theirs === undefined) return undefined;
  const outcome: Outcome = ours > theirs ? 'W' : ours < theirs ? 'L' : 'T';
  return { outcome, text: `${outcome} ${ours}–${theirs}` };
}

/**
 * The opponent as the log shows it: 'vs KC' at home, '@ KC' away (the name itself when the team table does not know
 * it).
 */
export function opponentLabel(row: Pick<GameLogRow, 'opponent' | 'home'>): string {
  const alias = findTeam(row.opponent)?.team_alias ?? (row.opponent || 'N/A');
  return `${row.home ? 'vs' : '@'} ${alias}`;
}

/** Averages the feed derives from sums: yards over attempts (or receptions), to one decimal, 0 without any. */
const AVERAGES: Partial<Record<StatField, [StatField, StatField]>> = {
  rush_avg_yards: ['rush_yards', 'rush_attempts'],
  rec_avg_yards: ['rec_yards', 'rec_receptions'],
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The season row the games add up to (CONTRACT §8: the /playerData row): each counting stat summed,
 * null where the games carry it only as null, absent where none carries it; the averages derived
 * from the sums; games played = the number of games. Who the player is comes from `player`.
 */
export function seasonTotals(
  player: Pick<PlayerStat, 'player_id' | 'name' | 'team_name' | 'position' | 'season_id'>,
  games: readonly GameLogRow[],
): PlayerStat {
  const totals: PlayerStat = { ...player, games_played: games.length };
  for (const field of STAT_FIELDS) {
    if (AVERAGES[field]) continue;
    const carried = games.filter((game) => field in game);
    if (carried.length === 0) continue;
    const numbers = carried
      .map((game) => game[field])
      .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
    totals[field] = numbers.length === 0 ? null : numbers.reduce((sum, value) => sum + value, 0);
  }
  for (const [field, [yards, count]] of Object.entries(AVERAGES) as [StatField, [StatField, StatField]][]) {
    if (!games.some((game) => field in game)) continue;
    const total = totals[yards];
    const times = totals[count];
    totals[field] =
      typeof total === 'number' && typeof times === 'number' ? (times > 0 ? round1(total / times) : 0) : null;
  }
  return totals;
}

/**
 * Whether a season row (the Player Data table's, from /playerData) holds the same figures as the
 * totals of the games: games played and every stat. One figure, one source: when they differ the
 * log's total says how far it goes ('through week N').
 */
export function sameSeasonFigures(totals: PlayerStat, row: PlayerStat): boolean {
  return (
    totals.games_played === row.games_played &&
    STAT_FIELDS.every((field) => (totals[field] ?? null) === (row[field] ?? null))
  );
}

/**
 * The log's total row: 'Season total', or 'Season total through week 4' when the Player Data row on the page says
 * otherwise.
 */
export function seasonTotalLabel(
  totals: PlayerStat,
  games: readonly GameLogRow[],
  seasonRow: PlayerStat | undefined,
): string {
  if (!seasonRow || sameSeasonFigures(totals, seasonRow)) return 'Season total';
  return `Season total through week ${Math.max(0, ...games.map((game) => game.week))}`;
}
