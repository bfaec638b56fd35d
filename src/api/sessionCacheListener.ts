import type { TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { removeCached, writeCached } from '../lib/sessionCache';
import type { AppQueryMeta, SessionCacheMeta } from './appBaseQuery';
import { PRODUCT_API, SESSION_TAG } from './productApi';

/** A product-API query's fulfilled or rejected action, as RTK Query dispatches it. */
interface QueryResultAction extends UnknownAction {
  meta: {
    requestStatus: 'fulfilled' | 'rejected';
    arg: { queryCacheKey: string };
    fulfilledTimeStamp?: number;
    baseQueryMeta?: AppQueryMeta;
  };
}

const isQueryResult = (action: UnknownAction): action is QueryResultAction =>
  action.type === `${PRODUCT_API}/executeQuery/fulfilled` || action.type === `${PRODUCT_API}/executeQuery/rejected`;

/** What the listener reads of the store: the product API's query entries. */
interface ProductApiState {
  [PRODUCT_API]?: { queries: Record<string, { fulfilledTimeStamp?: number } | undefined> };
}

const sessionCacheOf = (action: QueryResultAction): SessionCacheMeta | undefined => action.meta.baseQueryMeta?.sessionCache;

/**
 * The persistence of every session-cached resource (api/resource.ts), in one listener: an answer
 * from the network is written under its key as `{savedAt, data}` (the API's JSON), and when its
 * lifetime ends the answer is invalidated, so a page left open asks again; a failure removes the
 * entry, and is alerted when the resource says so.
 */
export function addSessionCacheListener(startAppListening: TypedStartListening<ProductApiState>): void {
  startAppListening({
    predicate: (action): action is QueryResultAction => isQueryResult(action) && action.meta.requestStatus === 'fulfilled',
    effect: async (action, listenerApi) => {
      const cache = sessionCacheOf(action);
      if (!cache) return;
      const savedAt = action.meta.baseQueryMeta?.savedAt ?? action.meta.fulfilledTimeStamp ?? Date.now();
      if (cache.raw !== undefined) writeCached(cache.key, cache.raw, savedAt);

      try {
        await listenerApi.delay(Math.max(0, savedAt + cache.ttlMs - Date.now()));
      } catch {
        return; // cancelled (the store was torn down)
      }
      const current = listenerApi.getState()[PRODUCT_API]?.queries[action.meta.arg.queryCacheKey];
      if (current?.fulfilledTimeStamp !== action.meta.fulfilledTimeStamp) return; // answered again since
      // Loaded already: the action came from it.
      const { baseApi } = await import('./baseApi');
      listenerApi.dispatch(baseApi.util.invalidateTags([{ type: SESSION_TAG, id: cache.key }]));
    },
  });

  startAppListening({
    predicate: (action): action is QueryResultAction => isQueryResult(action) && action.meta.requestStatus === 'rejected',
    effect: (action) => {
      const cache = sessionCacheOf(action);
      if (cache) removeCached(cache.key);
      const alert = action.meta.baseQueryMeta?.alert;
      if (alert !== undefined) window.alert(alert);
    },
  });
}
