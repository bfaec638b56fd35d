import type { HitCount } from './hitRates';

/** The props table's order: the spec's (the feed's), or by last-10 hit rate. */
export const PROPS_SORTS = ['listed', 'lastTenHighFirst', 'lastTenLowFirst'] as const;
export type PropsSort = (typeof PROPS_SORTS)[number];

export const isPropsSort = (value: unknown): value is PropsSort => PROPS_SORTS.some((sort) => sort === value);

/** Compares two hit rates by their rate (exactly, as fractions); an equal rate over more games counts as higher. */
export function compareHitCounts(a: HitCount, b: HitCount): number {
  const byRate = a.hits * b.games - b.hits * a.games;
  return byRate !== 0 ? Math.sign(byRate) : Math.sign(a.games - b.games);
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
 * Rows in the chosen order. By hit rate: the rate high to low (or low to high); an equal rate puts
 * the rate over more games first, then the listed order; rows without a rate go last either way.
 */
export function sortByHitRate<Row>(rows: readonly Row[], rateOf: (row: Row) => HitCount | undefined, sort: PropsSort): Row[] {
  if (sort === 'listed') return [...rows];
  const direction = sort === 'lastTenHighFirst' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, rate: rateOf(row) }));
  keyed.sort((a, b) => {
    if (!a.rate || !b.rate) return a.rate ? -1 : b.rate ? 1 : a.index - b.index;
    const byRate = Math.sign(b.rate.hits * a.rate.games - a.rate.hits * b.rate.games) * direction;
    return byRate || b.rate.games - a.rate.games || a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}
