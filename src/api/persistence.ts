import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { removeCached, writeCached } from '../lib/sessionCache';
import { baseApi } from './baseApi';
import { ANSWER_TAG, PRODUCT_API } from './productApi';
import type { ProductApiState, QueryResultAction } from './sessionCacheListener';

type ListenerApi = ListenerEffectAPI<ProductApiState, ThunkDispatch<ProductApiState, unknown, UnknownAction>>;

/** The session-cache listener's work for one query result (see sessionCacheListener.ts). */
export async function persistQueryResult(action: QueryResultAction, listenerApi: ListenerApi): Promise<void> {
  const { baseQueryMeta: meta, fulfilledTimeStamp, arg } = action.meta;
  const cache = meta?.sessionCache;
  if (action.meta.requestStatus === 'rejected') {
    if (cache) removeCached(cache.key);
    if (meta?.alert !== undefined) window.alert(meta.alert);
    return;
  }
  if (cache?.raw !== undefined) writeCached(cache.key, cache.raw, meta?.savedAt ?? fulfilledTimeStamp ?? Date.now());

  const expiry = meta?.expiry;
  if (!expiry) return;
  try {
    await listenerApi.delay(Math.max(0, expiry.at - Date.now()));
  } catch {
    return; // cancelled (the store was torn down)
  }
  const current = listenerApi.getState()[PRODUCT_API]?.queries[arg.queryCacheKey];
  if (current?.fulfilledTimeStamp !== fulfilledTimeStamp) return; // answered again since
  listenerApi.dispatch(baseApi.util.invalidateTags([{ type: ANSWER_TAG, id: expiry.tag }]));
}
