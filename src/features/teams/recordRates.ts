import type { SplitRecord } from './atsRecords';

/** Below this many games against the spread, a split shows no cover rate. */
export const MIN_SPLIT_GAMES = 3;

/** The cover rate a bettor needs at −110 to break even: risk 110 to win 100, so 110 / 210. */
export const BREAK_EVEN_AT_110 = 110 / 210;

export type CoverRate =
  | { kind: 'fewGames' }
  /** Every graded game a push: nothing won or lost to rate. */
  | { kind: 'allPushes' }
  | { kind: 'rate'; rate: number; versus: 'above' | 'at' | 'below' };

/**
 * Covers out of the games won or lost against the spread (pushes refund the stake, so they are left
 * out), compared with the −110 break-even; a split with fewer than 3 graded games has no rate.
 */
export function coverRate({ covers, misses, pushes }: SplitRecord['ats']): CoverRate {
  if (covers + misses + pushes < MIN_SPLIT_GAMES) return { kind: 'fewGames' };
  if (covers + misses === 0) return { kind: 'allPushes' };
  const rate = covers / (covers + misses);
  return { kind: 'rate', rate, versus: rate > BREAK_EVEN_AT_110 ? 'above' : rate < BREAK_EVEN_AT_110 ? 'below' : 'at' };
}

/** 0.5238 → '52.4%' (one decimal, as the odds cards show probabilities). */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** '9-7', or '9-7-1' when the third count (ties, pushes) is not zero. */
export function formatRecord(first: number, second: number, third: number): string {
  return third > 0 ? `${first}-${second}-${third}` : `${first}-${second}`;
}

/** The split's three records as the table shows them. */
export function recordTexts({ straightUp, ats, ou }: SplitRecord): { straightUp: string; ats: string; ou: string } {
  return {
    straightUp: formatRecord(straightUp.wins, straightUp.losses, straightUp.ties),
    ats: formatRecord(ats.covers, ats.misses, ats.pushes),
    ou: formatRecord(ou.overs, ou.unders, ou.pushes),
  };
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinAnd(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'week 4', 'weeks 2, 5 and 7'. */
export function weekList(weeks: readonly number[]): string {
  return `${weeks.length === 1 ? 'week' : 'weeks'} ${joinAnd(weeks)}`;
}
