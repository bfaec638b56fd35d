import type { HitCount } from './hitRates';

/** The props table's order: the spec's (the feed's), or by last-10 hit rate. */
export const PROPS_SORTS = ['listed', 'lastTenHighFirst', 'lastTenLowFirst'] as const;
export type PropsSort = (typeof PROPS_SORTS)[number];

export const isPropsSort = (value: unknown): value is PropsSort => PROPS_SORTS.some((sort) => sort === value);

/** The z of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The 95% Wilson score interval of a hit rate: the range its true rate likely lies in, wide for a
 * few games (2/2: 34–100%) and narrow for many (9/10: 60–98%). 0 to 1 without games.
 */
export function wilsonBounds({ hits, games }: HitCount): { lower: number; upper: number } {
  if (games <= 0) return { lower: 0, upper: 1 };
  const p = hits / games;
  const z2 = Z95 * Z95;
  const centre = p + z2 / (2 * games);
  const margin = Z95 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  const scale = 1 + z2 / games;
  return { lower: Math.max(0, (centre - margin) / scale), upper: Math.min(1, (centre + margin) / scale) };
}

/**
 * Compares two hit rates by the low end of their 95% range (so 9/10 is above 2/2); an equal one over more games counts
 * as higher.
 */
export function compareHitCounts(a: HitCount, b: HitCount): number {
  const byLower = Math.sign(wilsonBounds(a).lower - wilsonBounds(b).lower);
  return byLower !== 0 ? byLower : Math.sign(a.games - b.games);
}

/** A row's last-10 hit rate: its best market's (by compareHitCounts); undefined when no market has a counted game. */
export function bestHitCount(counts: readonly HitCount[]): HitCount | undefined {
  let best: HitCount | undefined;
  for (const count of counts) {
    if (count.games === 0) continue;
    if (!best || compareHitCounts(count, best) > 0) best = count;
  }
  return best;
}

/**
 * Rows in the chosen order. High to low: by the low end of the rate's 95% Wilson range, highest
 * first; low to high: by its high end, lowest first; so a small sample (2/2, 0/2) comes after a full
 * one that says as much. Equal ends put more games first, then the listed order; rows without a
 * rate go last either way.
 */
export function sortByHitRate<Row>(
  rows: readonly Row[],
  rateOf: (row: Row) => HitCount | undefined,
  sort: PropsSort,
): Row[] {
  if (sort === 'listed') return [...rows];
  const keyed = rows.map((row, index) => {
    const rate = rateOf(row);
    const bounds = rate && wilsonBounds(rate);
    // The key sorts ascending: minus the low end high to low, the high end low to high.
    return { row, index, rate, key: bounds ? (sort === 'lastTenHighFirst' ? -bounds.lower : bounds.upper) : 0 };
  });
  keyed.sort((a, b) => {
    if (!a.rate || !b.rate) return a.rate ? -1 : b.rate ? 1 : a.index - b.index;
    return Math.sign(a.key - b.key) || b.rate.games - a.rate.games || a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}
