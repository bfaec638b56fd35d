import { retry, type BaseQueryApi, type BaseQueryFn, type QueryReturnValue } from '@reduxjs/toolkit/query';
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
  /** The parsed items as the store keeps them (an entity adapter's state); none keeps them as parsed. */
  normalize?: (parsed: Parsed) => Data;
  /** Kept in session storage (CONTRACT §5) under `key`, fresh for `ttlMs`; the API's JSON is kept, as sent. */
  session?: {
    key: (arg: Arg) => string;
    ttlMs: number;
    /** Whether an answer is worth keeping; a degraded one (empty, malformed parts) is shown but asked for again next time. */
    keep?: (data: Data) => boolean;
  };
  /**
   * How long an answer stays current (ms): when it passes, the answer is asked for again if shown, or
   * dropped. Infinity for an answer that never changes (a completed game's). A session-cached answer's
   * lifetime is its session `ttlMs`.
   */
  lifetimeMs?: (data: Data, arg: Arg) => number;
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

type Fetch = (args: string) => ReturnType<AppBaseQuery>;
type Result<Data> = QueryReturnValue<Data, AppQueryError, AppQueryMeta>;

/**
 * The endpoint definition of a declared resource: a fresh session-cache entry is served without a
 * request, unless the query is a refetch; otherwise the API is asked (with RTK Query's `retry`), and
 * the answer parsed. Saving the answer and expiring it is the persistence listener's job
 * (sessionCacheListener.ts), told through the query's meta.
 */
export function resource<Arg, Parsed, Data = Parsed>(declaration: Resource<Arg, Parsed, Data>) {
  const { url, parse, normalize, session, lifetimeMs, retries = 0, failure } = declaration;
  // Without normalize, Data is Parsed (its default): the store keeps the parsed value.
  const toData = (raw: unknown, arg: Arg): Data => (normalize ? normalize(parse(raw, arg)) : (parse(raw, arg) as unknown as Data));
  const worthKeeping = (data: Data) => session?.keep?.(data) ?? true;
  const failureMessage = typeof failure === 'string' ? () => failure : failure;
  /** When the answer is due again, told to the listener with its tag (its URL); none for one that never expires. */
  const expiry = (data: Data, arg: Arg, savedAt: number): Pick<AppQueryMeta, 'expiry'> => {
    const lifetime = session?.ttlMs ?? lifetimeMs?.(data, arg) ?? Infinity;
    return Number.isFinite(lifetime) ? { expiry: { tag: url(arg), at: savedAt + lifetime } } : {};
  };

  const queryFn = async (arg: Arg, api: BaseQueryApi, _extra: unknown, fetch: Fetch): Promise<Result<Data>> => {
    const cache: SessionCacheMeta | undefined = session && { key: session.key(arg), ttlMs: session.ttlMs };
    // A refetch (the connection back, an answer's expiry, Try again) asks the API: the saved answer is what it replaces.
    if (cache && !api.forced) {
      const entry = readCached(cache.key, cache.ttlMs, Date.now());
      if (entry) {
        try {
          const data = toData(entry.data, arg);
          if (worthKeeping(data)) {
            return { data, meta: { savedAt: entry.savedAt, fromCache: true, sessionCache: cache, ...expiry(data, arg, entry.savedAt) } };
          }
        } catch {
          // not an answer this parser reads: removed below, and the API asked
        }
        removeCached(cache.key);
      }
    }

    const once: BaseQueryFn<void, { raw: unknown; data: Data }, AppQueryError, object, AppQueryMeta> = async () => {
      const answer = await fetch(url(arg));
      if (answer.error) return answer;
      try {
        return { data: { raw: answer.data, data: toData(answer.data, arg) }, meta: answer.meta };
      } catch (error) {
        if (!(error instanceof ParseError)) throw error;
        return { error: { status: 'PARSING_ERROR', message: error.message }, meta: answer.meta };
      }
    };
    const retryDelayMs = (api.extra as QueryOptions | undefined)?.retryDelayMs ?? defaultRetryDelayMs;
    const result = await retry(once, { maxRetries: retries, backoff: (attempt) => wait(retryDelayMs(attempt)) })(undefined, api, {});

    if (result.error) {
      if (result.error instanceof Error) throw result.error; // a bug, not a failed request: RTK Query reports it
      const message = failureMessage(result.error);
      return { error: { ...result.error, message }, meta: cache ? { sessionCache: cache } : {} };
    }
    const { raw, data } = result.data;
    const kept = cache && (worthKeeping(data) ? { ...cache, raw } : cache);
    const savedAt = Date.now();
    return { data, meta: { ...result.meta, savedAt, fromCache: false, ...(kept && { sessionCache: kept }), ...expiry(data, arg, savedAt) } };
  };

  return {
    queryFn,
    ...((session || lifetimeMs) && {
      providesTags: (_result: unknown, _error: unknown, arg: Arg) => [{ type: ANSWER_TAG, id: url(arg) } as const],
    }),
  };
}
