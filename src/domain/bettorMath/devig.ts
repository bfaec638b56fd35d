/**
 * Removing a book's margin from a market (issue #42): the fair probabilities of its outcomes, by one of four methods
 * the user picks. Formulas and worked examples: docs/research.md, "Fair odds and expected value".
 */

import type { DevigMethod } from './devigMethods';

/** How close to 1 a sum must be to count as a market with no margin, returned as it is. */
const NO_MARGIN = 1e-12;

/**
 * The root of a decreasing function with `f(lo) > 0 > f(hi)`, by bisection to the last bit a double holds (well
 * inside 1e-12 on the intervals used here).
 */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  for (let step = 0; step < 200; step += 1) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** p_i / Σp: every outcome keeps its share of the book. */
const multiplicative = (implied: readonly number[], total: number): number[] => implied.map((p) => p / total);

/** p_i − (Σp − 1)/n: every outcome gives up the same amount; undefined when that leaves one at 0 or below. */
function additive(implied: readonly number[], total: number): number[] | undefined {
  const share = (total - 1) / implied.length;
  const fair = implied.map((p) => p - share);
  return fair.some((p) => p <= 0) ? undefined : fair;
}

/** p_i^k with Σ p_i^k = 1: k > 1 under a margin (the longshot loses most), k < 1 under an arbitrage. */
function power(implied: readonly number[], total: number): number[] | undefined {
  const excess = (k: number) => sum(implied.map((p) => p ** k)) - 1;
  // Σ p^k falls as k rises, from n at k = 0 towards 0: widen the bracket from k = 1 on the side the root lies.
  let [lo, hi] = total > 1 ? [1, 2] : [0.5, 1];
  while (total > 1 && excess(hi) > 0 && hi < 2 ** 30) [lo, hi] = [hi, hi * 2];
  while (total < 1 && excess(lo) < 0 && lo > 2 ** -60) [lo, hi] = [lo / 2, lo];
  if (!(excess(lo) >= 0 && excess(hi) <= 0)) return undefined;
  const k = bisect(excess, lo, hi);
  return implied.map((p) => p ** k);
}

/**
 * Shin (1993), in the form of Jullien & Salanié and Štrumbelj (2014): fair_i = (√(z² + 4(1−z)·p_i²/Σp) − z) / (2(1−z)),
 * with z the share of insider money solved so the fair probabilities sum to 1. Under an arbitrage (Σp < 1) z comes out
 * negative; it is allowed rather than switching method, so the rule stays one formula (on two outcomes it then adds
 * equal shares, as additive does).
 */
function shin(implied: readonly number[], total: number): number[] | undefined {
  const fairAt = (z: number) =>
    implied.map((p) => (Math.sqrt(z * z + (4 * (1 - z) * p * p) / total) - z) / (2 * (1 - z)));
  const excess = (z: number) => sum(fairAt(z)) - 1;
  // Σ fair falls as z rises: √Σp at z = 0, Σp²/Σp < 1 as z → 1, n as z → −∞.
  let [lo, hi] = total > 1 ? [0, 1] : [-1, 0];
  while (total < 1 && excess(lo) < 0 && lo > -(2 ** 60)) [lo, hi] = [lo * 2, lo];
  if (!(excess(lo) >= 0)) return undefined;
  return fairAt(bisect(excess, lo, hi));
}

/**
 * A market's fair probabilities, summing to 1, from its outcomes' implied probabilities (one per outcome, at least
 * two, each finite and strictly between 0 and 1; else undefined). A market already summing to 1 is returned as it is
 * by every method. Under an arbitrage (Σp < 1) each method runs the other way: multiplicative scales up, additive adds
 * equal shares, power takes k < 1 and Shin a negative z. Additive is undefined when it leaves an outcome at 0 or below.
 */
export function devig(implied: readonly number[], method: DevigMethod): number[] | undefined {
  if (implied.length < 2 || implied.some((p) => !Number.isFinite(p) || p <= 0 || p >= 1)) return undefined;
  const total = sum(implied);
  if (Math.abs(total - 1) <= NO_MARGIN) return [...implied];
  switch (method) {
    case 'multiplicative':
      return multiplicative(implied, total);
    case 'additive':
      return additive(implied, total);
    case 'power':
      return power(implied, total);
    case 'shin':
      return shin(implied, total);
  }
}
