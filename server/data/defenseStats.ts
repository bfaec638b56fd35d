import type { StatContext } from './offenseStats';
import { poisson } from './random';
import type { Position } from './roster';
import type { PlayerStats } from './types';

type DefensivePosition = Extract<Position, 'DE' | 'DT' | 'DL' | 'LB' | 'OLB' | 'MLB' | 'CB' | 'S' | 'FS' | 'SS' | 'SAF'>;

interface Rates {
  combined: readonly number[];
  sacks: readonly number[];
  deflections: readonly number[];
  picks: readonly number[];
}

// Per-game rates by depth chart position (index 0 = starter).
const RATES: Readonly<Record<DefensivePosition, Rates>> = {
  DE: { combined: [3.2, 3, 1.5, 0.8, 0.5], sacks: [0.55, 0.4, 0.15, 0.06], deflections: [0.12, 0.08, 0.03], picks: [0.01] },
  DT: { combined: [2.8, 2.5, 1.2, 0.6], sacks: [0.25, 0.2, 0.08, 0.03], deflections: [0.08, 0.06, 0.02], picks: [0.005] },
  DL: { combined: [1.5], sacks: [0.1], deflections: [0.04], picks: [0.003] },
  LB: { combined: [6.5, 1.8], sacks: [0.12, 0.03], deflections: [0.25, 0.05], picks: [0.04, 0.01] },
  OLB: { combined: [4.5, 4, 1.5], sacks: [0.5, 0.3, 0.1], deflections: [0.15, 0.1, 0.03], picks: [0.02, 0.01] },
  MLB: { combined: [7.5, 2], sacks: [0.12, 0.03], deflections: [0.3, 0.06], picks: [0.05, 0.01] },
  CB: { combined: [4.6, 4.2, 3, 1.6, 1], sacks: [0.02, 0.02, 0.01], deflections: [0.75, 0.65, 0.45, 0.2, 0.1], picks: [0.14, 0.12, 0.08, 0.03] },
  S: { combined: [5.8, 1.5], sacks: [0.06, 0.01], deflections: [0.45, 0.1], picks: [0.12, 0.03] },
  FS: { combined: [5.5, 1.2], sacks: [0.04, 0.01], deflections: [0.45, 0.1], picks: [0.13, 0.03] },
  SS: { combined: [6, 1.4], sacks: [0.08, 0.02], deflections: [0.4, 0.1], picks: [0.1, 0.02] },
  SAF: { combined: [2], sacks: [0.02], deflections: [0.15], picks: [0.04] },
};

function rate(table: readonly number[], depth: number): number {
  return table[depth] ?? (table[table.length - 1] ?? 0) * 0.5;
}

export function isDefensive(position: Position): position is DefensivePosition {
  return position in RATES;
}

export function defender(c: StatContext, position: DefensivePosition): PlayerStats {
  const { rng } = c;
  const r = RATES[position];
  const skill = 0.7 + c.talent * 0.6;
  const combined = poisson(rng, c.games * rate(r.combined, c.depth) * (0.85 + c.talent * 0.3));
  const sackRate = c.games * rate(r.sacks, c.depth) * skill;
  // Shared sacks count as halves, as in official statistics.
  const sacks = poisson(rng, sackRate * 0.85) + poisson(rng, sackRate * 0.3) * 0.5;
  const interceptions = poisson(rng, c.games * rate(r.picks, c.depth) * skill);
  return {
    tackles: Math.round(combined * rng.float(0.55, 0.72)),
    combined,
    sacks,
    passes_defended: Math.max(interceptions, poisson(rng, c.games * rate(r.deflections, c.depth) * skill)),
    interceptions,
  };
}
