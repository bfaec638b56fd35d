import { defender, isDefensive } from './defenseStats';
import { quarterback, receiver, runningBack, tightEnd, type StatContext } from './offenseStats';
import { rngFor, type Rng } from './random';
import type { TeamRating } from './ratings';
import type { Position, RosterSpot } from './roster';
import { fullNameOf } from './teamIndex';
import type { PlayerStatRow, PlayerStats } from './types';

/** A season's rows, and which roster spot each row came from (props need the depth chart). */
export interface SeasonStats {
  rows: PlayerStatRow[];
  byRow: Map<PlayerStatRow, RosterSpot>;
}

const STARTERS: Readonly<Record<Position, number>> = {
  QB: 1, RB: 1, FB: 1, WR: 3, TE: 1, OT: 2, G: 2, C: 1, K: 1, P: 1, LS: 1,
  DE: 2, DT: 2, DL: 0, LB: 1, OLB: 2, MLB: 1, CB: 2, S: 1, FS: 1, SS: 1, SAF: 0,
};

const NULLABLE: ReadonlyArray<keyof PlayerStats> = [
  'rec_targets', 'sacks', 'passes_defended', 'pass_interceptions', 'rush_touchdowns', 'rec_touchdowns',
];

function gamesPlayed(position: Position, depth: number, rng: Rng): number {
  const starters = STARTERS[position];
  if (depth < starters) return rng.chance(0.18) ? rng.int(3, 14) : rng.pick([15, 16, 16, 17, 17, 17, 17]);
  if (depth === starters) return rng.int(6, 17);
  const roll = rng.next();
  if (roll < 0.22) return 0;
  return roll < 0.6 ? rng.int(1, 9) : rng.int(10, 17);
}

/** Games played and started; a backup quarterback starts the games the starter missed. */
function appearances(spot: RosterSpot, starterMissed: number, rng: Rng): { games: number; starts: number } {
  if (spot.player.position !== 'QB') return { games: gamesPlayed(spot.player.position, spot.depth, rng), starts: 0 };
  if (spot.depth === 0) {
    const games = gamesPlayed('QB', 0, rng);
    return { games, starts: games };
  }
  if (spot.depth === 1) return { games: Math.min(17, starterMissed + rng.int(0, 3)), starts: starterMissed };
  return rng.chance(0.7) ? { games: 0, starts: 0 } : { games: rng.int(1, 2), starts: 0 };
}

function statLine(position: Position, c: StatContext): PlayerStats {
  switch (position) {
    case 'QB': return quarterback(c);
    case 'RB': return runningBack(c, false);
    case 'FB': return runningBack(c, true);
    case 'WR': return receiver(c);
    case 'TE': return tightEnd(c);
    default: return isDefensive(position) ? defender(c, position) : {};
  }
}

/** A few rows with a blank name, a blank or missing team and a null stat, as the real feed has. */
function addIrregularities(rows: PlayerStatRow[], byRow: Map<PlayerStatRow, RosterSpot>, rng: Rng): void {
  const bench = rng.shuffle(rows.filter((r) => r.games_played > 0 && (byRow.get(r)?.depth ?? 0) >= 2));
  bench.slice(0, 3).forEach((r) => { r.name = ''; });
  bench.slice(3, 5).forEach((r) => { r.team_name = ''; });
  bench.slice(5, 6).forEach((r) => { delete r.team_name; });
  const withStats = rng.shuffle(rows.filter((r) => NULLABLE.some((k) => k in r)));
  for (const row of withStats.slice(0, 5)) {
    const key = rng.pick(NULLABLE.filter((k) => k in row));
    row[key] = null;
  }
}

export function buildPlayerStats(
  seed: number,
  season: number,
  seasonId: string,
  spots: readonly RosterSpot[],
  ratings: ReadonlyMap<string, TeamRating>,
): SeasonStats {
  const rng = rngFor(seed, 'player-stats', season);
  const rows: PlayerStatRow[] = [];
  const byRow = new Map<PlayerStatRow, RosterSpot>();
  const starterMissed = new Map<string, number>();
  for (const spot of spots) {
    const { position } = spot.player;
    const { games, starts } = appearances(spot, starterMissed.get(spot.team) ?? 0, rng);
    if (position === 'QB' && spot.depth === 0) starterMissed.set(spot.team, 17 - games);
    const rating = ratings.get(spot.team);
    const unit = (isDefensive(position) ? rating?.defense : rating?.offense) ?? 0;
    const stats = statLine(position, { depth: spot.depth, talent: spot.talent, mobility: spot.player.mobility, games, starts, unit, rng });
    const row: PlayerStatRow = {
      player_id: spot.player.id,
      name: spot.player.name,
      team_name: fullNameOf(spot.team),
      position,
      season_id: seasonId,
      games_played: games,
      ...stats,
    };
    rows.push(row);
    byRow.set(row, spot);
  }
  addIrregularities(rows, byRow, rng);
  return { rows, byRow };
}
