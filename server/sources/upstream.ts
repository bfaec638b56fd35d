import { scrubSecrets } from './secrets';

/**
 * One cached resource of a paid upstream (The Odds API, OpenWeatherMap): one request serves every
 * caller, within a lifetime and a quota, and a failure serves the last good answer (CONTRACT §10).
 */

/** How a request failed: the HTTP status, no answer in time, no connection, or an answer that is not one. */
export type UpstreamFailure = number | 'timeout' | 'network' | 'bad_answer';

/** The one error a request throws. Its message is scrubbed again before anyone sees it. */
export class UpstreamError extends Error {
  constructor(
    readonly status: UpstreamFailure,
    message: string,
    readonly extra: { retryAfterMs?: number; quotaRemaining?: number } = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamAnswer<T> {
  value: T;
  /** The provider's count of requests left (`x-requests-remaining`), when it says. */
  quotaRemaining?: number;
}

export type UpstreamStatus = 'ok' | 'stale' | 'failing';

/** What a resource holds now: `stale` serves an older answer, `failing` has none to serve. */
export interface UpstreamState<T> {
  value?: T;
  /** When `value` was fetched, ms on the real clock. */
  fetchedAt?: number;
  status: UpstreamStatus;
  /** Why it is not `ok`; never holds a key. */
  detail?: string;
  quotaRemaining?: number;
}

/** Requests left on an account: shared by the resources of one key, so one floor holds for all. */
export interface QuotaGauge {
  remaining?: number;
}

export interface UpstreamOptions<T> {
  name: string;
  /** How long an answer is served without asking again; a function when it depends on the answer (scores in play). */
  ttlMs: number | ((value: T | undefined, now: number) => number);
  timeoutMs: number;
  /** One HTTP call; throws UpstreamError. */
  request: (signal: AbortSignal) => Promise<UpstreamAnswer<T>>;
  /** The real clock (ms); tests pass their own. */
  now?: () => number;
  /** Under this many requests left it stops asking. */
  minRemaining?: number;
  /** Older than this, an answer is no longer served (default one day). */
  maxAgeMs?: number;
  /** 429 back-off: base doubling per 429 in a row, capped (defaults 1 min, 1 h); a Retry-After is the least wait. */
  backoff?: { baseMs: number; maxMs: number };
  quota?: QuotaGauge;
  /** Scrubbed from every detail and log line. */
  secrets?: readonly string[];
  /** One line per failure and per recovery (scrubbed). */
  log?: (line: string) => void;
}

export interface Upstream<T> {
  readonly name: string;
  /** The state after asking the provider if the answer is due and asking is allowed; never throws. */
  get(): Promise<UpstreamState<T>>;
  /** The state now, without asking. */
  peek(): UpstreamState<T>;
}

export const DAY_MS = 86_400_000;
const DEFAULT_BACKOFF = { baseMs: 60_000, maxMs: 3_600_000 };

const iso = (ms: number): string => new Date(ms).toISOString();
const hours = (ms: number): string => `${Math.round((ms / 3_600_000) * 10) / 10} h`;

/** A resource of one upstream; see UpstreamOptions for the rules. */
export function createUpstream<T>(options: UpstreamOptions<T>): Upstream<T> {
  const { name, timeoutMs, request, minRemaining = 0, maxAgeMs = DAY_MS, backoff = DEFAULT_BACKOFF } = options;
  const now = options.now ?? Date.now;
  const quota = options.quota ?? {};
  const scrub = (text: string) => scrubSecrets(text, options.secrets ?? []);
  const log = (line: string) => options.log?.(scrub(`${name}: ${line}`));
  const ttl = (at: number) => (typeof options.ttlMs === 'number' ? options.ttlMs : options.ttlMs(held?.value, at));

  let held: { value: T; fetchedAt: number } | undefined;
  let expired: string | undefined;
  let failure: string | undefined;
  let nextAttemptAt = 0;
  let tooManyInARow = 0;
  let inFlight: Promise<UpstreamState<T>> | undefined;

  const quotaFloor = () =>
    quota.remaining !== undefined && quota.remaining < minRemaining
      ? `quota floor: ${quota.remaining} requests left, under ${minRemaining}; not asking until it resets`
      : undefined;

  function state(at: number): UpstreamState<T> {
    if (held && at - held.fetchedAt > maxAgeMs) {
      expired = `the last good answer (${iso(held.fetchedAt)}) is older than ${hours(maxAgeMs)}`;
      held = undefined;
    }
    const fresh = held !== undefined && at - held.fetchedAt < ttl(at);
    const reasons = [failure, fresh ? undefined : quotaFloor(), held ? undefined : expired].filter(
      (r): r is string => r !== undefined,
    );
    const base = {
      ...(held ? { value: held.value, fetchedAt: held.fetchedAt } : {}),
      ...(quota.remaining === undefined ? {} : { quotaRemaining: quota.remaining }),
    };
    if (!held) return { ...base, status: 'failing', detail: scrub(reasons.join('; ') || 'not asked yet') };
    return reasons.length > 0
      ? { ...base, status: 'stale', detail: scrub(reasons.join('; ')) }
      : { ...base, status: 'ok' };
  }

  async function attempt(): Promise<UpstreamAnswer<T>> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new UpstreamError('timeout', `no answer within ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([request(controller.signal), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  function succeeded(answer: UpstreamAnswer<T>, at: number): void {
    if (failure) log('answering again');
    held = { value: answer.value, fetchedAt: at };
    failure = expired = undefined;
    tooManyInARow = 0;
    nextAttemptAt = 0;
  }

  function failed(error: unknown, at: number): void {
    const cause =
      error instanceof UpstreamError
        ? error
        : new UpstreamError('network', error instanceof Error ? error.message : String(error));
    if (cause.extra.quotaRemaining !== undefined) quota.remaining = cause.extra.quotaRemaining;
    if (cause.status === 429) {
      tooManyInARow++;
      const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (tooManyInARow - 1));
      nextAttemptAt = at + Math.max(wait, cause.extra.retryAfterMs ?? 0);
    } else {
      tooManyInARow = 0;
      nextAttemptAt = at + ttl(at);
    }
    failure = `${cause.message}; next try after ${iso(nextAttemptAt)}`;
    log(held ? `${failure}; serving the answer of ${iso(held.fetchedAt)}` : failure);
  }

  async function refresh(): Promise<UpstreamState<T>> {
    try {
      const answer = await attempt();
      if (answer.quotaRemaining !== undefined) quota.remaining = answer.quotaRemaining;
      succeeded(answer, now());
    } catch (error) {
      failed(error, now());
    }
    return state(now());
  }

  return {
    name,
    peek: () => state(now()),
    get() {
      if (inFlight) return inFlight;
      const at = now();
      const current = state(at);
      const fresh = held !== undefined && at - held.fetchedAt < ttl(at);
      if (fresh || at < nextAttemptAt || quotaFloor()) return Promise.resolve(current);
      inFlight = refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
