/**
 * A completed game against the number: the consensus closing line of several books and how a side
 * and the total fared against it. Pure, shared by every screen that grades games.
 */

/**
 * The median of the books' lines: the middle one of an odd number, the mean of the middle two of an
 * even number (of two books, their mean); undefined when no book has a line.
 */
export function medianLine(lines: readonly number[]): number | undefined {
  const sorted = lines.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** A side against the spread: it covered, lost against it, or landed exactly on the number. */
export type SpreadResult = 'cover' | 'miss' | 'push';

/**
 * One side against its spread: its points minus the opponent's, plus its handicap (−3.5 for a
 * 3.5-point favourite, +3.5 for the underdog), above 0 covers, below 0 misses, exactly 0 pushes.
 */
export function spreadResult(pointsFor: number, pointsAgainst: number, spread: number): SpreadResult {
  const against = pointsFor - pointsAgainst + spread;
  return against > 0 ? 'cover' : against < 0 ? 'miss' : 'push';
}

export type TotalResult = 'over' | 'under' | 'push';

/** Both teams' points against the total: above it is over, below under, exactly on it a push. */
export function totalResult(points: number, total: number): TotalResult {
  return points > total ? 'over' : points < total ? 'under' : 'push';
}
