const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A stamp this far ahead of the clock is taken as clock skew ("just now"); further ahead, we cannot say. */
const FUTURE_TOLERANCE_MS = 5 * MINUTE;

/**
 * How long ago a book last updated, from its ISO `last_update` and the clock: 'updated just now',
 * 'updated 5 min ago', 'updated 2 hr ago', 'updated 3 days ago'; undefined when missing or unparseable.
 */
export function freshnessLabel(iso: string | undefined, nowMs: number): string | undefined {
  if (!iso) return undefined;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return undefined;
  const age = nowMs - at;
  if (age < -FUTURE_TOLERANCE_MS) return undefined;
  if (age < MINUTE) return 'updated just now';
  if (age < HOUR) return `updated ${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `updated ${Math.floor(age / HOUR)} hr ago`;
  const days = Math.floor(age / DAY);
  return `updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
