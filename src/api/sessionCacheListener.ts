import type { TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { PRODUCT_API } from './productApi';
import type { ProductApiState, QueryResultAction } from './queryResult';

export type SessionCacheStartListening = TypedStartListening<ProductApiState>;

const isQueryResult = (action: UnknownAction): action is QueryResultAction =>
  action.type === `${PRODUCT_API}/executeQuery/fulfilled` || action.type === `${PRODUCT_API}/executeQuery/rejected`;

/**
 * Whether a query result leaves the persistence anything to do (persistence.ts): a session-cache entry to write or
 * to remove, or an answer's expiry to wait for. Any other result (a failure of a resource kept nowhere, an answer
 * that never expires and is kept nowhere) starts no work at all: nothing loads or runs after it.
 */
const leavesWork = (action: QueryResultAction): boolean => {
  const meta = action.meta.baseQueryMeta;
  if (meta?.sessionCache) return true;
  return action.meta.requestStatus === 'fulfilled' && meta?.expiry !== undefined;
};

/**
 * The persistence of every session-cached resource (api/resource.ts), in one listener: an answer
 * from the network is written under its key as `{savedAt, data}` (the API's JSON), and when its
 * lifetime ends the answer is invalidated, so a page left open asks again; a failure removes the
 * entry. Offline, nothing is removed or invalidated: what is loaded stays until the connection is
 * back (RTK Query's own `online` flag). Its work (persistence.ts) loads with the API,
 * which is in the browser by the time the first answer arrives.
 */
export function addSessionCacheListener(startListening: SessionCacheStartListening): void {
  startListening({
    predicate: (action): action is QueryResultAction => isQueryResult(action) && leavesWork(action),
    effect: async (action, listenerApi) => {
      const { persistQueryResult } = await import('./persistence');
      await persistQueryResult(action, listenerApi);
    },
  });
}
