/** Converting between win probabilities, point spreads and American odds. */

/** Standard deviation of an NFL final margin around the spread, in points. */
export const MARGIN_SD = 13.5;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1e-6). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Win probability of the side getting `spread` points (negative = favourite). */
export function winProbability(spread: number): number {
  return normalCdf(-spread / MARGIN_SD);
}

/** American odds for an implied probability; long prices are rounded to 5 like real boards. */
export function toAmerican(implied: number): number {
  const p = Math.min(0.985, Math.max(0.015, implied));
  const raw = p >= 0.5 ? (-100 * p) / (1 - p) : (100 * (1 - p)) / p;
  const rounded = Math.abs(raw) >= 200 ? Math.round(raw / 5) * 5 : Math.round(raw);
  if (rounded < 0) return Math.min(-100, rounded);
  return Math.max(100, rounded);
}

export function impliedProbability(price: number): number {
  return price < 0 ? -price / (-price + 100) : 100 / (price + 100);
}

/** Rounds to the nearest half point. */
export function toHalfPoint(value: number): number {
  return Math.round(value * 2) / 2;
}

/** Rounds to the nearest x.5 (betting lines on yardage and totals avoid pushes). */
export function toHook(value: number): number {
  return Math.floor(value) + 0.5;
}
