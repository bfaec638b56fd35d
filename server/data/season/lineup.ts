import type { Rng } from '../random';
import type { RosterSpot } from '../roster';

/** One player's counting stats in one game; one shape for every position keeps the hot loops fast. */
export class Counters {
  pass_completions = 0;
  pass_attempts = 0;
  pass_yards = 0;
  pass_touchdowns = 0;
  pass_interceptions = 0;
  rush_attempts = 0;
  rush_yards = 0;
  rush_touchdowns = 0;
  rec_receptions = 0;
  rec_targets = 0;
  rec_yards = 0;
  rec_touchdowns = 0;
  tackles = 0;
  combined = 0;
  sacks = 0;
  passes_defended = 0;
  interceptions = 0;
}

/** The box score being written: every player who took part, with his counters. */
export class BoxScore {
  readonly players = new Map<RosterSpot, Counters>();

  /** Marks a player as having played and returns his counters. */
  play(spot: RosterSpot): Counters {
    let counters = this.players.get(spot);
    if (!counters) {
      counters = new Counters();
      this.players.set(spot, counters);
    }
    return counters;
  }
}

/** A weighted choice: each pick costs one random draw and a scan. */
export class Pool<T> {
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    readonly weights: readonly number[],
  ) {
    let total = 0;
    for (const weight of weights) total += weight;
    this.total = total;
  }

  /** An index by weight, -1 when every weight is 0; `skip` is left out (the second man on a shared tackle). */
  pickIndex(rng: Rng, skip = -1): number {
    const { weights } = this;
    const total = this.total - (skip >= 0 ? (weights[skip] ?? 0) : 0);
    if (total <= 0) return -1;
    let roll = rng.next() * total;
    let last = -1;
    for (let i = 0; i < weights.length; i++) {
      const weight = weights[i] ?? 0;
      if (i === skip || weight <= 0) continue;
      last = i;
      roll -= weight;
      if (roll < 0) return i;
    }
    return last;
  }
}

/** Picks `count` items by weight without replacement (a catch or a carry scores at most once). */
export function pickDistinct<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number, count: number): T[] {
  const weights = items.map(weightOf);
  const out: T[] = [];
  for (let n = 0; n < count; n++) {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    if (total <= 0) break;
    let roll = rng.next() * total;
    const index = weights.findIndex((weight) => (roll -= weight) < 0);
    const chosen = index >= 0 ? index : weights.findIndex((weight) => weight > 0);
    out.push(items[chosen] as T);
    weights[chosen] = 0;
  }
  return out;
}

/**
 * Each player's rank among the fit players of his position this game (0 = the first), for players
 * in roster order (which lists each position by depth).
 */
export function activeDepths(spots: readonly RosterSpot[]): number[] {
  const seen = new Map<string, number>();
  return spots.map((spot) => {
    const rank = seen.get(spot.player.position) ?? 0;
    seen.set(spot.player.position, rank + 1);
    return rank;
  });
}
