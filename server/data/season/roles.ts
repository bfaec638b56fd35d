import type { Position, RosterSpot } from '../roster';
import type { PlayerStats } from '../types';

/** What each position does on the field: per-game usage weights by depth (index 0 = the first active player). */

export type StatKey = keyof PlayerStats;
export type CountingKey = Exclude<StatKey, 'rush_avg_yards' | 'rec_avg_yards'>;

export const PASSING = [
  'pass_completions',
  'pass_attempts',
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
] as const;
export const RUSHING = ['rush_attempts', 'rush_yards', 'rush_avg_yards', 'rush_touchdowns'] as const;
export const RECEIVING = ['rec_receptions', 'rec_targets', 'rec_yards', 'rec_avg_yards', 'rec_touchdowns'] as const;
export const DEFENCE = ['tackles', 'combined', 'sacks', 'passes_defended', 'interceptions'] as const;

/** Starters per position on a depth chart. */
export const STARTERS: Readonly<Record<Position, number>> = {
  QB: 1,
  RB: 1,
  FB: 1,
  WR: 3,
  TE: 1,
  OT: 2,
  G: 2,
  C: 1,
  K: 1,
  P: 1,
  LS: 1,
  DE: 2,
  DT: 2,
  DL: 0,
  LB: 1,
  OLB: 2,
  MLB: 1,
  CB: 2,
  S: 1,
  FS: 1,
  SS: 1,
  SAF: 0,
};

export type DefensivePosition = Extract<
  Position,
  'DE' | 'DT' | 'DL' | 'LB' | 'OLB' | 'MLB' | 'CB' | 'S' | 'FS' | 'SS' | 'SAF'
>;

interface DefenceRates {
  combined: readonly number[];
  sacks: readonly number[];
  deflections: readonly number[];
  picks: readonly number[];
}

// Relative shares of a defence's tackles, sacks, deflections and interceptions.
export const DEFENCE_RATES: Readonly<Record<DefensivePosition, DefenceRates>> = {
  DE: {
    combined: [3.2, 3, 1.5, 0.8, 0.5],
    sacks: [0.55, 0.4, 0.15, 0.06],
    deflections: [0.12, 0.08, 0.03],
    picks: [0.01],
  },
  DT: {
    combined: [2.8, 2.5, 1.2, 0.6],
    sacks: [0.25, 0.2, 0.08, 0.03],
    deflections: [0.08, 0.06, 0.02],
    picks: [0.005],
  },
  DL: { combined: [1.5], sacks: [0.1], deflections: [0.04], picks: [0.003] },
  LB: { combined: [6.5, 1.8], sacks: [0.12, 0.03], deflections: [0.25, 0.05], picks: [0.04, 0.01] },
  OLB: { combined: [4.5, 4, 1.5], sacks: [0.5, 0.3, 0.1], deflections: [0.15, 0.1, 0.03], picks: [0.02, 0.01] },
  MLB: { combined: [7.5, 2], sacks: [0.12, 0.03], deflections: [0.3, 0.06], picks: [0.05, 0.01] },
  CB: {
    combined: [4.6, 4.2, 3, 1.6, 1],
    sacks: [0.02, 0.02, 0.01],
    deflections: [0.75, 0.65, 0.45, 0.2, 0.1],
    picks: [0.14, 0.12, 0.08, 0.03],
  },
  S: { combined: [5.8, 1.5], sacks: [0.06, 0.01], deflections: [0.45, 0.1], picks: [0.12, 0.03] },
  FS: { combined: [5.5, 1.2], sacks: [0.04, 0.01], deflections: [0.45, 0.1], picks: [0.13, 0.03] },
  SS: { combined: [6, 1.4], sacks: [0.08, 0.02], deflections: [0.4, 0.1], picks: [0.1, 0.02] },
  SAF: { combined: [2], sacks: [0.02], deflections: [0.15], picks: [0.04] },
};

export function isDefensive(position: Position): position is DefensivePosition {
  return position in DEFENCE_RATES;
}

/** A table's value at a depth; deeper players get half the last entry. */
export function rate(table: readonly number[], depth: number): number {
  return table[depth] ?? (table[table.length - 1] ?? 0) * 0.5;
}

/** A receiver who also takes handoffs: a mobile wide receiver high on the depth chart. */
export function isGadgetReceiver(spot: RosterSpot): boolean {
  return spot.player.position === 'WR' && spot.depth <= 3 && spot.player.mobility >= 0.7;
}

const QUARTERBACK_KEYS: readonly StatKey[] = [...PASSING, ...RUSHING];
const RUNNER_KEYS: readonly StatKey[] = [...RUSHING, ...RECEIVING];
const NO_KEYS: readonly StatKey[] = [];

/** The stat fields a player's rows carry, in the feed's order; positions without stats carry none. */
export function statKeysFor(spot: RosterSpot): readonly StatKey[] {
  switch (spot.player.position) {
    case 'QB':
      return QUARTERBACK_KEYS;
    case 'RB':
    case 'FB':
      return RUNNER_KEYS;
    case 'WR':
      return isGadgetReceiver(spot) ? RUNNER_KEYS : RECEIVING;
    case 'TE':
      return RECEIVING;
    default:
      return isDefensive(spot.player.position) ? DEFENCE : NO_KEYS;
  }
}

const TARGETS: Partial<Record<Position, readonly number[]>> = {
  WR: [7.4, 5.6, 4.2, 2.4, 1.2, 0.6, 0.3, 0.15],
  TE: [5.2, 2.2, 0.7, 0.2],
  RB: [3.4, 2.2, 1, 0.4, 0.2],
  FB: [0.7],
};

const CARRIES: Partial<Record<Position, readonly number[]>> = { RB: [13.5, 7, 3, 1, 0.4], FB: [0.4] };

/** A pass catcher's share of targets, catch rate, yards per catch and red-zone weight. */
export function receiving(
  spot: RosterSpot,
  activeDepth: number,
): { targets: number; catchRate: number; perCatch: number; scoring: number } {
  const { position } = spot.player;
  const t = spot.talent;
  const targets = rate(TARGETS[position] ?? [], activeDepth) * (0.8 + t * 0.35);
  if (position === 'WR') return { targets, catchRate: 0.57 + t * 0.12, perCatch: 10.5 + t * 3.5, scoring: 1 };
  if (position === 'TE') return { targets, catchRate: 0.66 + t * 0.12, perCatch: 9 + t * 2.5, scoring: 1.3 };
  if (position === 'FB') return { targets, catchRate: 0.74, perCatch: 6, scoring: 1.5 };
  return { targets, catchRate: 0.74 + t * 0.1, perCatch: 6 + t * 3, scoring: 0.7 };
}

/** A ball carrier's share of carries, yards per carry and goal-line weight; 0 carries for non-runners. */
export function rushing(
  spot: RosterSpot,
  activeDepth: number,
  unit: number,
): { carries: number; perCarry: number; scoring: number } {
  const { position, mobility } = spot.player;
  const t = spot.talent;
  if (position === 'QB') return { carries: 1.2 + mobility ** 2 * 6.5, perCarry: 2 + mobility * 4, scoring: 0.9 };
  if (position === 'WR') return { carries: isGadgetReceiver(spot) ? 0.5 : 0, perCarry: 4 + mobility * 5, scoring: 0.5 };
  if (position === 'FB')
    return { carries: rate(CARRIES.FB ?? [], activeDepth), perCarry: 3.2 + unit * 0.04, scoring: 1.4 };
  if (position !== 'RB') return { carries: 0, perCarry: 0, scoring: 0 };
  return {
    carries: rate(CARRIES.RB ?? [], activeDepth) * (0.85 + t * 0.3),
    perCarry: 3.8 + t * 0.8 + unit * 0.04,
    scoring: activeDepth === 0 ? 1.2 : 1,
  };
}
