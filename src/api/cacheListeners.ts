import type { PayloadAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../app/listenerMiddleware';
import type { RootState } from '../app/store';
import { writeCached } from '../lib/sessionCache';
import type { AppQueryMeta } from './appBaseQuery';
import { baseApi } from './baseApi';
import type { SessionCachedQuery } from './sessionCachedQuery';

type TagType = 'Odds' | 'UnitRankings' | 'PowerRankings' | 'PlayerStats' | 'PlayerProps';

type FulfilledAction<Arg, Data> = PayloadAction<
  Data,
  string,
  { arg: { originalArgs: Arg }; baseQueryMeta?: unknown; fulfilledTimeStamp: number }
>;

interface CachedEndpoint<Arg, Data> {
  matchFulfilled: (action: unknown) => action is FulfilledAction<Arg, Data>;
  select: (arg: Arg) => (state: RootState) => { fulfilledTimeStamp?: number };
}

/**
 * Persists each answer of a session-cached endpoint under its key with `savedAt`, and, so that a
 * long-lived page holds no data past its lifetime, invalidates the entry when it expires.
 */
export function addSessionCacheListener<Arg, Items, Data>(
  startAppListening: AppStartListening,
  endpoint: CachedEndpoint<Arg, Data>,
  config: Pick<SessionCachedQuery<Arg, Items, Data>, 'serialize' | 'cacheable'> & { key: (arg: Arg) => string; ttlMs: number },
  tag: (arg: Arg) => { type: TagType; id: string | number },
): void {
  startAppListening({
    predicate: (action): action is FulfilledAction<Arg, Data> => endpoint.matchFulfilled(action),
    effect: async (action, listenerApi) => {
      const arg = action.meta.arg.originalArgs;
      const meta = (action.meta.baseQueryMeta ?? {}) as AppQueryMeta;
      const savedAt = meta.savedAt ?? action.meta.fulfilledTimeStamp;
      if (!meta.fromCache && (config.cacheable?.(action.payload) ?? true)) {
        writeCached(config.key(arg), config.serialize(action.payload), savedAt);
      }

      const expiresIn = savedAt + config.ttlMs - Date.now();
      try {
        await listenerApi.delay(Math.max(0, expiresIn));
      } catch {
        return; // the listener was cancelled (store torn down)
      }
      const current = endpoint.select(arg)(listenerApi.getState());
      if (current.fulfilledTimeStamp === action.meta.fulfilledTimeStamp) {
        listenerApi.dispatch(baseApi.util.invalidateTags([tag(arg)]));
      }
    },
  });
}
