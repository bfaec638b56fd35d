import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { startAppListening, type AppStartListening } from '../../app/listenerMiddleware';
import { baseApi } from '../../api/baseApi';
import { addSessionCacheListener } from '../../api/cacheListeners';
import { hasEntities, sessionCachedQueryFn, type SessionCachedQuery } from '../../api/sessionCachedQuery';
import { CACHE_TTL_MS } from '../../config/constants';
import { cacheKeys } from '../../lib/sessionCache';
import { parseProps } from './parseProps';
import type { PlayerProps } from './types';

/** Props grouped by player (one row per player). */
export const propsAdapter = createEntityAdapter<PlayerProps, string>({ selectId: (entry) => entry.player });
export type PropsState = EntityState<PlayerProps, string>;

export const PROPS_FALLBACK_ERROR = 'An error occurred while fetching player props.';

const propsQuery = {
  key: cacheKeys.playerProps,
  ttlMs: CACHE_TTL_MS.playerProps,
  url: () => '/playerProps',
  parse: parseProps,
  normalize: (players) => propsAdapter.setAll(propsAdapter.getInitialState(), players),
  cacheable: hasEntities,
  serialize: (state) => propsAdapter.getSelectors().selectAll(state),
  // spec §8: a non-OK answer names its status text; anything else gets the fallback message.
  failure: (error) => ({
    ...error,
    message:
      typeof error.status === 'number'
        ? `Failed to fetch player props: ${error.statusText || error.status}`
        : PROPS_FALLBACK_ERROR,
  }),
} satisfies SessionCachedQuery<void, PlayerProps[], PropsState>;

export const propsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayerProps: build.query<PropsState, void>({
      queryFn: sessionCachedQueryFn(propsQuery),
      providesTags: [{ type: 'PlayerProps', id: 'all' }],
    }),
  }),
});

export const { useGetPlayerPropsQuery } = propsApi;

function addPropsListeners(startAppListening: AppStartListening): void {
  addSessionCacheListener(startAppListening, propsApi.endpoints.getPlayerProps, propsQuery, () => ({
    type: 'PlayerProps',
    id: 'all',
  }));
}

// Registered when this feature's code loads (with its screen), on the one listener middleware.
addPropsListeners(startAppListening);
