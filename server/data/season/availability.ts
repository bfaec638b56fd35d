import type { Rng } from '../random';
import type { Position, RosterSpot } from '../roster';
import { STARTERS } from './roles';

/** A stretch of games a starter misses, [from, to) in the team's game order. */
export interface Absence {
  spot: RosterSpot;
  from: number;
  to: number;
}

/** Who is fit to play each of a team's games. */
export interface TeamPlan {
  /** Index = the team's game (0 = its first game of the season); 1 = fit and dressed. */
  available: Map<RosterSpot, Uint8Array>;
  /** Per game, the fit players in roster order. */
  fit: RosterSpot[][];
  absences: Absence[];
}

export const GAMES_PER_TEAM = 17;

/** Positions whose starter's absence moves a betting line. */
export const KEY_POSITIONS: ReadonlySet<Position> = new Set(['QB', 'RB', 'WR', 'TE']);

function gamesPlayed(position: Position, depth: number, rng: Rng): number {
  const starters = STARTERS[position];
  if (depth < starters) return rng.chance(0.18) ? rng.int(3, 14) : rng.pick([15, 16, 16, 17, 17, 17, 17]);
  if (depth === starters) return rng.int(6, 17);
  const roll = rng.next();
  if (roll < 0.22) return 0;
  return roll < 0.6 ? rng.int(1, 9) : rng.int(10, 17);
}

function flags(games: Iterable<number>): Uint8Array {
  const out = new Uint8Array(GAMES_PER_TEAM);
  for (const game of games) out[game] = 1;
  return out;
}

/**
 * A team's season of availability. A starter who misses games misses one stretch (an injury); the
 * first backup plays mostly when a starter is out; deeper players dress now and then. Backup
 * quarterbacks are always fit: whether they play is decided in the game (a start or mop-up duty).
 */
export function planTeam(spots: readonly RosterSpot[], rng: Rng): TeamPlan {
  const available = new Map<RosterSpot, Uint8Array>();
  const absences: Absence[] = [];
  const all = Array.from({ length: GAMES_PER_TEAM }, (_, i) => i);
  const starterOut = new Map<Position, Set<number>>();
  for (const spot of spots) {
    const { position } = spot.player;
    const starters = STARTERS[position];
    if (position === 'QB' && spot.depth > 0) {
      available.set(spot, flags(all));
      continue;
    }
    const games = gamesPlayed(position, spot.depth, rng);
    if (spot.depth < starters || (position === 'QB' && spot.depth === 0)) {
      const missed = GAMES_PER_TEAM - games;
      const from = rng.int(0, games);
      const out = new Set(all.filter((g) => g >= from && g < from + missed));
      available.set(spot, flags(all.filter((g) => !out.has(g))));
      const seen = starterOut.get(position) ?? new Set<number>();
      out.forEach((g) => seen.add(g));
      starterOut.set(position, seen);
      if (missed > 0) absences.push({ spot, from, to: from + missed });
      continue;
    }
    // The first backup steps in when a starter is out; deeper players dress at random.
    const out = starterOut.get(position) ?? new Set<number>();
    const order = rng.shuffle(all);
    if (spot.depth === starters) order.sort((a, b) => Number(!out.has(a)) - Number(!out.has(b)));
    available.set(spot, flags(order.slice(0, games)));
  }
  const fit = all.map((): RosterSpot[] => []);
  for (const spot of spots) {
    const games = available.get(spot);
    games?.forEach((on, game) => on && fit[game]?.push(spot));
  }
  return { available, fit, absences };
}
