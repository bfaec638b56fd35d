import { round1, type Rng } from '../random';
import type { RosterSpot } from '../roster';
import type { GameLogRow } from '../researchTypes';
import type { PlayerStatRow, PlayerStats } from '../types';
import { statKeysFor, type StatKey } from './roles';

/**
 * How a player appears in the feed all season: his name and team as the rows spell them (a few
 * blank or missing on purpose) and the stats the feed lacks for him (null in his season row and in
 * every one of his game rows, so a null season stat is the "sum" of null game stats).
 */
export interface Identity {
  spot: RosterSpot;
  name: string;
  /** undefined: the rows carry no team_name at all. */
  team: string | undefined;
  keys: readonly StatKey[];
  nulls: ReadonlySet<StatKey>;
}

const NULLABLE: readonly StatKey[] = [
  'rec_targets',
  'sacks',
  'passes_defended',
  'pass_interceptions',
  'rush_touchdowns',
  'rec_touchdowns',
];

/**
 * A few bench players (of those who play: `games` per player) with a blank name, a blank or missing team, and a few
 * null stats, as the real feed has.
 */
export function identities(
  spots: readonly RosterSpot[],
  teamName: (alias: string) => string,
  games: ReadonlyMap<RosterSpot, number>,
  rng: Rng,
): Identity[] {
  const out = spots.map((spot) => ({
    spot,
    name: spot.player.name,
    team: teamName(spot.team) as string | undefined,
    keys: statKeysFor(spot),
    nulls: new Set<StatKey>(),
  }));
  const bench = rng.shuffle(out.filter((p) => (games.get(p.spot) ?? 0) > 0 && p.spot.depth >= 2));
  bench.slice(0, 3).forEach((p) => {
    p.name = '';
  });
  bench.slice(3, 5).forEach((p) => {
    p.team = '';
  });
  bench.slice(5, 6).forEach((p) => {
    p.team = undefined;
  });
  const withStats = rng.shuffle(out.filter((p) => NULLABLE.some((key) => p.keys.includes(key))));
  for (const p of withStats.slice(0, 5)) p.nulls.add(rng.pick(NULLABLE.filter((key) => p.keys.includes(key))));
  return out;
}

const average = (yards: number, count: number): number => (count > 0 ? round1(yards / count) : 0);

/**
 * Writes a row's stat fields from counting stats: averages derived from the sums, null where the
 * feed lacks the stat. Rows are built field by field (not spread), which keeps 70,000 of them cheap.
 */
export function writeStats<T extends PlayerStats>(row: T, who: Identity, value: (key: StatKey) => number): T {
  for (const key of who.keys) {
    if (who.nulls.has(key)) row[key] = null;
    else if (key === 'rush_avg_yards') row[key] = average(value('rush_yards'), value('rush_attempts'));
    else if (key === 'rec_avg_yards') row[key] = average(value('rec_yards'), value('rec_receptions'));
    else row[key] = value(key);
  }
  return row;
}

/** Where and how a game went for one team. */
export interface GameFacts {
  seasonId: string;
  week: number;
  gameId: string;
  commenceTime: string;
  /** The team's full name: every game row names it, whatever the player's season row says. */
  team: string;
  opponent: string;
  home: boolean;
  teamScore: number;
  opponentScore: number;
}

export function gameRow(who: Identity, game: GameFacts, value: (key: StatKey) => number): GameLogRow {
  const row: GameLogRow = {
    player_id: who.spot.player.id,
    name: who.name,
    team_name: game.team,
    position: who.spot.player.position,
    season_id: game.seasonId,
    week: game.week,
    game_id: game.gameId,
    commence_time: game.commenceTime,
    opponent: game.opponent,
    home: game.home,
    team_score: game.teamScore,
    opponent_score: game.opponentScore,
    games_played: 1,
  };
  return writeStats(row, who, value);
}

/** A season row from the sums of the player's game rows (none: zeros and 0 games). */
export function seasonRow(
  who: Identity,
  seasonId: string,
  games: number,
  sum: (key: StatKey) => number,
): PlayerStatRow {
  const row: PlayerStatRow = {
    player_id: who.spot.player.id,
    name: who.name,
    team_name: who.team,
    position: who.spot.player.position,
    season_id: seasonId,
    games_played: games,
  };
  if (who.team === undefined) delete row.team_name;
  return writeStats(row, who, sum);
}
