/** American odds as the books quote them (spec §2): shown on the odds cards and the props table alike. */

/** American odds: a positive price carries its sign ('+150'); others as they are ('-110', '0'). */
export function formatPrice(price: number): string {
  return isPositivePrice(price) ? `+${price}` : String(price);
}

export function isPositivePrice(price: number): boolean {
  return price > 0;
}

/**
 * The probability an American price implies: -p/(-p+100) for a favourite, 100/(p+100) otherwise.
 * Undefined for a price between -100 and +100 (exclusive), which is not valid American odds.
 */
export function impliedProbability(price: number): number | undefined {
  if (!Number.isFinite(price) || Math.abs(price) < 100) return undefined;
  return price < 0 ? -price / (-price + 100) : 100 / (price + 100);
}

/** What a unit stake returns, stake included, at an American price: −110 → 1.909, +150 → 2.5; undefined as above. */
export function decimalOdds(price: number): number | undefined {
  const implied = impliedProbability(price);
  return implied === undefined ? undefined : 1 / implied;
}
