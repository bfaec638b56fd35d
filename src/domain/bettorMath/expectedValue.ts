import { decimalOdds } from '../americanOdds';

/** An outcome whose EV is at least this (+1 %) is marked on its card. */
export const EV_MARK = 0.01;

/**
 * What a unit stake is expected to win at `price` if the outcome's chance is `fairProbability`: fair × decimal odds − 1
 * (a fair 50 % at +110 → 0.5 × 2.1 − 1 = +5 %). Undefined for an invalid price or a probability outside [0, 1].
 */
export function expectedValue(fairProbability: number, price: number): number | undefined {
  const decimal = decimalOdds(price);
  if (decimal === undefined || !(fairProbability >= 0 && fairProbability <= 1)) return undefined;
  return fairProbability * decimal - 1;
}

/**
 * The American price a probability is fair at, unrounded: −100p/(1−p) for a favourite (p ≥ 0.5, so 0.5 → −100),
 * 100(1−p)/p otherwise (0.4 → +150). Undefined outside (0, 1).
 */
export function fairAmerican(probability: number): number | undefined {
  if (!(probability > 0 && probability < 1)) return undefined;
  return probability >= 0.5 ? (-100 * probability) / (1 - probability) : (100 * (1 - probability)) / probability;
}

/**
 * An EV as a signed percentage with one decimal, as formatPercent shows a probability: 0.0234 → '+2.3%', −0.051 →
 * '-5.1%' (the hyphen, as formatPercent and the spread points write a negative); one that rounds to 0 → '0.0%'.
 */
export function formatEv(ev: number): string {
  const size = Math.abs(ev * 100).toFixed(1);
  if (size === '0.0') return '0.0%';
  return `${ev > 0 ? '+' : '-'}${size}%`;
}
