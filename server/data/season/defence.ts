import type { Rng } from '../random';
import type { RosterSpot } from '../roster';
import { Pool, type BoxScore, type Counters } from './lineup';
import type { Faced } from './offense';
import { DEFENCE_RATES, isDefensive, rate } from './roles';

type Kind = 'combined' | 'sacks' | 'deflections' | 'picks';

/**
 * Credits a defence with what it faced: a tackle on every catch and carry (about a third of them
 * shared, which counts in `combined` only), the sacks (a few split in halves), the interceptions
 * (each also a pass defended) and a deflection on about a quarter of the other incompletions.
 */
export function creditDefence(
  rng: Rng,
  fit: readonly RosterSpot[],
  depth: readonly number[],
  faced: Faced,
  box: BoxScore,
): void {
  const defenders: RosterSpot[] = [];
  const ranks: number[] = [];
  fit.forEach((spot, i) => {
    if (!isDefensive(spot.player.position)) return;
    defenders.push(spot);
    ranks.push(depth[i] ?? 9);
  });
  const lines = defenders.map((spot) => box.play(spot));
  const pool = (kind: Kind) =>
    new Pool(
      lines,
      defenders.map((spot, i) => {
        const position = spot.player.position;
        if (!isDefensive(position)) return 0;
        const skill = kind === 'combined' ? 0.85 + spot.talent * 0.3 : 0.7 + spot.talent * 0.6;
        return rate(DEFENCE_RATES[position][kind], ranks[i] ?? 9) * skill;
      }),
    );
  const pair = (from: Pool<Counters>, shared: number): [Counters | undefined, Counters | undefined] => {
    const first = from.pickIndex(rng);
    const second = first >= 0 && rng.chance(shared) ? from.pickIndex(rng, first) : -1;
    return [lines[first], lines[second]];
  };

  const tacklers = pool('combined');
  for (let play = 0; play < faced.ballCarriers; play++) {
    const [first, second] = pair(tacklers, 0.32);
    if (!first) break;
    first.combined++;
    if (second) second.combined++;
    else first.tackles++;
  }

  const rushers = pool('sacks');
  for (let sack = 0; sack < faced.sacks; sack++) {
    const [first, second] = pair(rushers, 0.15);
    if (!first) break;
    first.sacks += second ? 0.5 : 1;
    if (second) second.sacks += 0.5;
  }

  const ballhawks = pool('picks');
  for (let pick = 0; pick < faced.interceptions; pick++) {
    const defender = lines[ballhawks.pickIndex(rng)];
    if (!defender) break;
    defender.interceptions++;
    defender.passes_defended++;
  }

  const coverage = pool('deflections');
  for (let miss = 0; miss < faced.incompletions; miss++) {
    if (!rng.chance(0.26)) continue;
    const defender = lines[coverage.pickIndex(rng)];
    if (defender) defender.passes_defended++;
  }
}
