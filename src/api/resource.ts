import {
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { readCached, removeCached } from '../lib/sessionCache';
import type { AppBaseQuery, AppQueryError, AppQueryMeta, SessionCacheMeta } from './appBaseQuery';
import { ParseError } from './parse';
import { ANSWER_TAG } from './productApi';

/**
 * One resource of an API, declared once in its feature's `xxxApi.ts`: where it is, how its answer
 * becomes the app's data, where it is kept, how often it is retried and what a failure says.
 */
export interface Resource<Arg, Parsed, Data = Parsed> {
  /** The request path, under the API's base URL. */
  url: (arg: Arg) => string;
  /** The edge: the API's JSON (from the network or the session cache) to the app's types, or a ParseError. */
  parse: (raw: unknown, arg: Arg) => Parsed;
  /**
   * The parsed items as the store keeps them (an entity adapter's state); none keeps them as parsed.
   * `answeredAt` is when the answer was asked for (ms), so the data can say how current it is.
   */
  normalize?: (parsed: Parsed, answeredAt: number) => Data;
  /** Kept in session storage (CONTRACT §5) under `key`, fresh for `ttlMs`; the API's JSON is kept, as sent. */
  session?: {
    key: (arg: Arg) => string;
    ttlMs: number;
    /**
     * Whether an answer is worth keeping; a degraded one (empty, malformed parts) is shown but asked for again next
     * time.
     */
    keep?: (data: Data) => boolean;
  };
  /**
   * How long an answer stays current from `answeredAt` (ms): when it passes, the answer is asked for
   * again if shown, or dropped. Infinity for an answer that never changes (a completed game's). A
   * session-cached answer lives the shorter of this and its session `ttlMs`, and a saved answer past
   * it is not served from the session cache.
   */
  lifetimeMs?: (data: Data, arg: Arg, answeredAt: number) => number;
  /**
   * Asked with `cache: 'no-cache'`: the browser's HTTP cache may keep the answer but must ask the API
   * whether it changed (a 304 when not), so an answer is always as of when it was asked for.
   */
  revalidate?: boolean;
  /** Requests after a failed one (a failed parse counts as a failure). */
  retries?: number;
  /** What a screen shows when the resource fails (after its retries). */
  failure: string | ((error: AppQueryError) => string);
}

/** Store-wide options that reach every query (the thunk's extra argument). */
export interface QueryOptions {
  /** The wait before retry n (1-based); tests make it 0. */
  retryDelayMs?: (attempt: number) => number;
}

const defaultRetryDelayMs = (attempt: number) => 300 * 2 ** (attempt - 1);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Fetch = (args: string | FetchArgs) => ReturnType<AppBaseQuery>;
type Result<Data> = QueryReturnValue<Data, AppQueryError, AppQueryMeta>;

/**
 * The endpoint definition of a declared resource: a fresh session-cache entry is served without a
 * request, unless the query is a refetch; otherwise the API is asked (with RTK Query's `retry`), and
 * the answer parsed. Saving the answer and expiring it is the persistence listener's job
 * (sessionCacheListener.ts), told through the query's meta.
 */
export function resource<Arg, Parsed, Data = Parsed>(declaration: Resource<Arg, Parsed, Data>) {
  const { url, parse, normalize, session, lifetimeMs, revalidate = false, retries = 0, failure } = declaration;
  // Without normalize, Data is Parsed (its default): the store keeps the parsed value.
  const toData = (raw: unknown, arg: Arg, answeredAt: number): Data =>
    normalize ? normalize(parse(raw, arg), answeredAt) : (parse(raw, arg) as unknown as Data);
  const worthKeeping = (data: Data) => session?.keep?.(data) ?? true;
  const failureMessage = typeof failure === 'string' ? () => failure : failure;
  /** How long an answer asked for at `savedAt` stays current: the shorter of its session lifetime and its own. */
  const lifetime = (data: Data, arg: Arg, savedAt: number): number =>
    Math.min(session?.ttlMs ?? Infinity, lifetimeMs?.(data, arg, savedAt) ?? Infinity);
  /** When the answer is due again, told to the listener with its tag (its URL); none for one that never expires. */
  const expiry = (data: Data, arg: Arg, savedAt: number): Pick<AppQueryMeta, 'expiry'> => {
    const due = lifetime(data, arg, savedAt);
    return Number.isFinite(due) ? { expiry: { tag: url(arg), at: savedAt + due } } : {};
  };

  const queryFn = async (arg: Arg, api: BaseQueryApi, _extra: unknown, fetch: Fetch): Promise<Result<Data>> => {
    const cache: SessionCacheMeta | undefined = session && { key: session.key(arg), ttlMs: session.ttlMs };
    // A refetch (the connection back, an answer's expiry, Try again) asks the API: the saved answer is what it
    // replaces.
    if (cache && !api.forced) {
      const entry = readCached(cache.key, cache.ttlMs, Date.now());
      if (entry) {
        try {
          const data = toData(entry.data, arg, entry.savedAt);
          // A saved answer past its own lifetime (odds saved before a kickoff since) is asked for again.
          if (worthKeeping(data) && entry.savedAt + lifetime(data, arg, entry.savedAt) > Date.now()) {
            return {
              data,
              meta: {
                savedAt: entry.savedAt,
                fromCache: true,
                sessionCache: cache,
                ...expiry(data, arg, entry.savedAt),
              },
            };
          }
        } catch {
          // not an answer this parser reads: removed below, and the API asked
        }
        removeCached(cache.key);
      }
    }

    // An answer is as of when it was asked for: the API answers as of its clock then.
    const once: BaseQueryFn<
      void,
      { raw: unknown; data: Data; askedAt: number },
      AppQueryError,
      object,
      AppQueryMeta
    > = async () => {
      const askedAt = Date.now();
      const answer = await fetch(revalidate ? { url: url(arg), cache: 'no-cache' } : url(arg));
      if (answer.error) return answer;
      try {
        return { data: { raw: answer.data, data: toData(answer.data, arg, askedAt), askedAt }, meta: answer.meta };
      } catch (error) {
        if (!(error instanceof ParseError)) throw error;
        return { error: { status: 'PARSING_ERROR', message: error.message }, meta: answer.meta };
      }
    };
    const retryDelayMs = (api.extra as QueryOptions | undefined)?.retryDelayMs ?? defaultRetryDelayMs;
    const result = await retry(once, { maxRetries: retries, backoff: (attempt) => wait(retryDelayMs(attempt)) })(
      undefined,
      api,
      {},
    );

    if (result.error) {
      if (result.error instanceof Error) throw result.error; // a bug, not a failed request: RTK Query reports it
      const message = failureMessage(result.error);
      return { error: { ...result.error, message }, meta: cache ? { sessionCache: cache } : {} };
    }
    const { raw, data, askedAt: savedAt } = result.data;
    const kept = cache && (worthKeeping(data) ? { ...cache, raw } : cache);
    return {
      data,
      meta: {
        ...result.meta,
        savedAt,
        fromCache: false,
        ...(kept && { sessionCache: kept }),
        ...expiry(data, arg, savedAt),
      },
    };
  };

  return {
    queryFn,
    ...((session || lifetimeMs) && {
      providesTags: (_result: unknown, _error: unknown, arg: Arg) => [{ type: ANSWER_TAG, id: url(arg) } as const],
    }),
  };
}
