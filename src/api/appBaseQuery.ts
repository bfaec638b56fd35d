import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';

/** A failed request as the store keeps it: serializable, with a message a screen can show. */
export interface AppQueryError {
  /** The HTTP status, or what went wrong before one arrived. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  statusText?: string;
  message: string;
}

/** What a query learned besides its data: where it came from and when it was saved. */
export interface AppQueryMeta {
  status?: number;
  statusText?: string;
  /** When the data was fetched from the network (ms). */
  savedAt?: number;
  /** True when the data came from the session cache. */
  fromCache?: boolean;
  /** A session-cached resource's entry: written (when `raw` is there) and expired by the persistence listener. */
  sessionCache?: SessionCacheMeta;
  /** When the answer is due again (ms), and the tag (its URL) that invalidating it refetches. */
  expiry?: { tag: string; at: number };
}

/** Where a resource's answer is kept (CONTRACT §5); `raw`, the API's JSON as sent, when it is to be written. */
export interface SessionCacheMeta {
  key: string;
  ttlMs: number;
  raw?: unknown;
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, AppQueryError, object, AppQueryMeta>;

/** How long a request may go unanswered before it fails. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Resolves a base that may be a path ('/api') against the page's origin, as fetch needs. */
export function absoluteUrl(base: string): string {
  if (/^https?:\/\//.test(base)) return base;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(base, origin).toString().replace(/\/$/, '');
}

/**
 * fetchBaseQuery with serializable errors and meta: no Request/Response objects reach the store,
 * so every action can be recorded and replayed.
 */
export function appBaseQuery(baseUrl: string): AppBaseQuery {
  let inner: ReturnType<typeof fetchBaseQuery> | undefined;
  return async (args, api, extraOptions) => {
    inner ??= fetchBaseQuery({ baseUrl: absoluteUrl(baseUrl), timeout: REQUEST_TIMEOUT_MS });
    const result = await inner(args, api, extraOptions);
    const response = result.meta?.response;
    const meta: AppQueryMeta = response ? { status: response.status, statusText: response.statusText } : {};
    if (!result.error) return { data: result.data, meta };
    const { error } = result;
    // A non-OK answer whose body is not JSON is still an HTTP error, not a parsing one.
    const status =
      typeof error.status === 'number' ? error.status : response && !response.ok ? response.status : undefined;
    if (status !== undefined) {
      return { error: { status, statusText: response?.statusText ?? '', message: `HTTP ${status}` }, meta };
    }
    if (error.status === 'PARSING_ERROR') {
      return { error: { status: 'PARSING_ERROR', message: 'The answer was not valid JSON' }, meta };
    }
    return { error: { status: error.status, message: 'error' in error ? error.error : 'The request failed' }, meta };
  };
}
