import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { readCached, removeCached } from '../lib/sessionCache';
import type { AppBaseQuery, AppQueryError, AppQueryMeta } from './appBaseQuery';
import { ParseError } from './parse';

export interface SessionCachedQuery<Arg, Items, Data> {
  /** The CONTRACT §5 session-storage key; none for a resource the spec does not cache. */
  key?: (arg: Arg) => string;
  /** How long a cached entry stays fresh; with `key`. */
  ttlMs?: number;
  url: (arg: Arg) => string;
  /** The edge: unknown JSON (an answer, or a cached entry's items) to the app's items. */
  parse: (raw: unknown, arg: Arg) => Items;
  normalize: (items: Items) => Data;
  /** What is saved in the session cache: JSON that `parse` reads back. */
  serialize: (data: Data) => unknown;
  /**
   * Whether an answer is worth keeping; by default every one. A degraded answer (an unexpected
   * format shown as empty or invalid) is shown but not saved, so a reload asks the API again.
   */
  cacheable?: (data: Data) => boolean;
  /** The message the spec gives for this resource's failure. */
  failure: (error: AppQueryError) => AppQueryError;
  /** Requests in all: 1 plus the retries. */
  attempts?: number;
  retryDelayMs?: (attempt: number) => number;
}

/** `cacheable` for normalized lists: an empty answer is shown but not kept (the API is asked again). */
export const hasEntities = (state: { ids: readonly unknown[] }) => state.ids.length > 0;

type Result<Data> = QueryReturnValue<Data, AppQueryError, AppQueryMeta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A queryFn that serves a fresh session-cache entry without a request, else fetches, parses and
 * normalizes (retrying as configured). Saving to the cache is the listener's job (cacheListeners.ts).
 */
export function sessionCachedQueryFn<Arg, Items, Data>(config: SessionCachedQuery<Arg, Items, Data>) {
  return async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: (args: string) => ReturnType<AppBaseQuery>): Promise<Result<Data>> => {
    const key = config.key?.(arg);
    const cached = key === undefined ? undefined : readCached(key, config.ttlMs ?? 0, Date.now());
    if (key !== undefined && cached) {
      try {
        const data = config.normalize(config.parse(cached.data, arg));
        // An entry that reads as a degraded answer was not written by us whole: ask the API instead.
        if (config.cacheable?.(data) ?? true) return { data, meta: { savedAt: cached.savedAt, fromCache: true } };
      } catch {
        // corrupt: removed below
      }
      removeCached(key);
    }

    const attempts = config.attempts ?? 1;
    let lastError: AppQueryError = { status: 'CUSTOM_ERROR', message: 'No request was made' };
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const result = await baseQuery(config.url(arg));
      if (result.error) {
        lastError = result.error;
      } else {
        try {
          const data = config.normalize(config.parse(result.data, arg));
          return { data, meta: { ...result.meta, savedAt: Date.now(), fromCache: false } };
        } catch (error) {
          if (!(error instanceof ParseError)) throw error;
          lastError = { status: 'PARSING_ERROR', message: error.message };
        }
      }
      if (attempt < attempts) await wait(config.retryDelayMs?.(attempt) ?? 0);
    }
    return { error: config.failure(lastError) };
  };
}
