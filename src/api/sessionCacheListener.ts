import type { TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { PRODUCT_API } from './productApi';
import type { ProductApiState, QueryResultAction } from './queryResult';

export type SessionCacheStartListening = TypedStartListening<ProductApiState>;

const isQueryResult = (action: UnknownAction): action is QueryResultAction =>
  action.type === `${PRODUCT_API}/executeQuery/fulfilled` || action.type === `${PRODUCT_API}/executeQuery/rejected`;

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
    predicate: isQueryResult,
    effect: async (action, listenerApi) => {
      const { persistQueryResult } = await import('./persistence');
      await persistQueryResult(action, listenerApi);
    },
  });
}
