/** A user's writes in a sliding window: more than `limit` in `windowMs` are refused until the oldest leaves it. */
export class SlidingWindowLimiter {
  private readonly writes = new Map<string, number[]>();

  constructor(
    private readonly limit = 60,
    private readonly windowMs = 60_000,
    private readonly now = () => Date.now(),
  ) {}

  /** Counts one write; undefined when allowed, else the seconds until one is (for Retry-After). */
  take(key: string): number | undefined {
    const now = this.now();
    const recent = (this.writes.get(key) ?? []).filter((at) => at > now - this.windowMs);
    recent.push(now);
    this.writes.set(key, recent.slice(-(this.limit + 1)));
    if (recent.length <= this.limit) return undefined;
    const oldest = recent[recent.length - 1 - this.limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }
}
