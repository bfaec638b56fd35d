import { clamp, poisson, round1, type Rng } from './random';
import type { PlayerStats } from './types';

/** What a stat line depends on: the player, his role and his team's offence. */
export interface StatContext {
  depth: number;
  talent: number;
  mobility: number;
  games: number;
  /** Games he started; only quarterbacks use it (a backup starts when the starter is out). */
  starts: number;
  /** Team offence or defence rating in points per game above average. */
  unit: number;
  rng: Rng;
}

function rate(table: readonly number[], depth: number): number {
  return table[depth] ?? (table[table.length - 1] ?? 0) * 0.5;
}

/** Successes out of `tries` at probability p, kept within 0..tries. */
function successes(rng: Rng, tries: number, p: number): number {
  const sd = Math.sqrt(tries * p * (1 - p));
  return clamp(Math.round(rng.normal(tries * p, sd)), 0, tries);
}

/** Touchdowns scatter around their expectation, without the freak seasons a raw Poisson allows. */
function touchdowns(rng: Rng, expected: number): number {
  return Math.min(poisson(rng, expected), Math.round(expected * 1.5 + 2));
}

function rushing(rng: Rng, attempts: number, perCarry: number, tdEvery: number): PlayerStats {
  const yards = Math.round(attempts * perCarry + rng.normal(0, Math.sqrt(attempts) * 2));
  return {
    rush_attempts: attempts,
    rush_yards: yards,
    rush_avg_yards: attempts > 0 ? round1(yards / attempts) : 0,
    rush_touchdowns: touchdowns(rng, Math.max(0, yards) / tdEvery),
  };
}

function receiving(rng: Rng, targets: number, catchRate: number, perCatch: number, tdEvery: number): PlayerStats {
  const receptions = successes(rng, targets, catchRate);
  const yards = Math.max(0, Math.round(receptions * perCatch + rng.normal(0, Math.sqrt(receptions) * 3)));
  return {
    rec_receptions: receptions,
    rec_targets: targets,
    rec_yards: yards,
    rec_avg_yards: receptions > 0 ? round1(yards / receptions) : 0,
    rec_touchdowns: touchdowns(rng, yards / tdEvery),
  };
}

export function quarterback(c: StatContext): PlayerStats {
  const { rng } = c;
  const relief = c.games - c.starts;
  const attempts = poisson(rng, c.starts * (33 + c.unit * 0.3)) + poisson(rng, relief * 3);
  const completions = successes(rng, attempts, clamp(0.6 + c.talent * 0.09 + rng.normal(0, 0.015), 0.5, 0.72));
  const perAttempt = 6.4 + c.talent * 1.5 + c.unit * 0.05 + rng.normal(0, 0.2);
  const carries = poisson(rng, c.games * (1.2 + c.mobility ** 2 * 6.5));
  return {
    pass_completions: completions,
    pass_attempts: attempts,
    pass_yards: Math.max(0, Math.round(attempts * perAttempt)),
    pass_touchdowns: touchdowns(rng, attempts * (0.028 + c.talent * 0.024)),
    pass_interceptions: poisson(rng, attempts * (0.031 - c.talent * 0.013)),
    ...rushing(rng, carries, 2 + c.mobility * 4 + rng.normal(0, 0.4), 160),
  };
}

export function runningBack(c: StatContext, fullback: boolean): PlayerStats {
  const { rng } = c;
  const usage = 0.85 + c.talent * 0.3;
  const carries = poisson(rng, c.games * (fullback ? 0.4 : rate([13.5, 7, 3, 1, 0.4], c.depth)) * usage);
  const targets = poisson(rng, c.games * (fullback ? 0.7 : rate([3.4, 2.2, 1, 0.4, 0.2], c.depth)) * usage);
  return {
    ...rushing(rng, carries, (fullback ? 3.2 : 3.8 + c.talent * 0.8) + c.unit * 0.04 + rng.normal(0, 0.25), 110),
    ...receiving(rng, targets, 0.74 + c.talent * 0.1, 6 + c.talent * 3, 180),
  };
}

export function receiver(c: StatContext): PlayerStats {
  const { rng } = c;
  const targets = poisson(rng, c.games * rate([7.4, 5.6, 4.2, 2.4, 1.2, 0.6, 0.3, 0.15], c.depth) * (0.8 + c.talent * 0.35));
  const line = receiving(rng, targets, 0.57 + c.talent * 0.12, 10 + c.talent * 3.5 + rng.normal(0, 1), 155);
  // Only gadget receivers carry the ball; the rest have no rushing line at all.
  if (c.depth > 3 || c.mobility < 0.7 || c.games === 0) return line;
  const carries = poisson(rng, c.games * 0.5) + 1;
  return { ...rushing(rng, carries, 4 + c.mobility * 5, 120), ...line };
}

export function tightEnd(c: StatContext): PlayerStats {
  const { rng } = c;
  const targets = poisson(rng, c.games * rate([5.2, 2.2, 0.7, 0.2], c.depth) * (0.8 + c.talent * 0.35));
  return receiving(rng, targets, 0.66 + c.talent * 0.12, 9 + c.talent * 2.5, 140);
}
