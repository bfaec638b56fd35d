/** American odds as the books quote them (spec §2): shown on the odds cards and the props table alike. */

/** American odds: a positive price carries its sign ('+150'); others as they are ('-110', '0'). */
export function formatPrice(price: number): string {
  return isPositivePrice(price) ? `+${price}` : String(price);
}

export function isPositivePrice(price: number): boolean {
  return price > 0;
}
