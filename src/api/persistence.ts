import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { removeCached, writeCached } from '../lib/sessionCache';
import { yieldToMain } from '../lib/yieldToMain';
import { baseApi } from './baseApi';
import { ANSWER_TAG, PRODUCT_API } from './productApi';
import type { ProductApiState, QueryResultAction } from './queryResult';

type ListenerApi = ListenerEffectAPI<ProductApiState, ThunkDispatch<ProductApiState, unknown, UnknownAction>>;

const isOnline = (state: ProductApiState): boolean => state[PRODUCT_API]?.config?.online ?? true;

/** The session-cache listener's work for one query result (see sessionCacheListener.ts). */
export async function persistQueryResult(action: QueryResultAction, listenerApi: ListenerApi): Promise<void> {
  const { baseQueryMeta: meta, fulfilledTimeStamp, arg } = action.meta;
  const cache = meta?.sessionCache;
  if (action.meta.requestStatus === 'rejected') {
    // Offline, a failure says nothing of the saved answer: it stays for the page and the return.
    if (cache && isOnline(listenerApi.getState())) removeCached(cache.key);
    return;
  }
  if (cache?.raw !== undefined) {
    // In a task of its own: serialising a season's answer inside the task that renders it made that
    // task longer by a fifth on a phone. The answer is on screen meanwhile; only a reload reads it.
    await yieldToMain();
    writeCached(cache.key, cache.raw, meta?.savedAt ?? fulfilledTimeStamp ?? Date.now());
  }

  const expiry = meta?.expiry;
  if (!expiry) return;
  try {
    await listenerApi.delay(Math.max(0, expiry.at - Date.now()));
    // Expired while offline: the answer stays on screen until the connection is back.
    if (!isOnline(listenerApi.getState())) await listenerApi.condition((_action, state) => isOnline(state));
  } catch {
    return; // cancelled (the store was torn down)
  }
  const current = listenerApi.getState()[PRODUCT_API]?.queries[arg.queryCacheKey];
  // Answered again since, or being asked again (the return of the connection refetches what is shown).
  if (current?.fulfilledTimeStamp !== fulfilledTimeStamp || current?.status === 'pending') return;
  listenerApi.dispatch(baseApi.util.invalidateTags([{ type: ANSWER_TAG, id: expiry.tag }]));
}
