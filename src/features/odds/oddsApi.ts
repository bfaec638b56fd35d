import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { startAppListening, type AppStartListening } from '../../app/listenerMiddleware';
import { baseApi } from '../../api/baseApi';
import { addSessionCacheListener } from '../../api/cacheListeners';
import { hasEntities, sessionCachedQueryFn, type SessionCachedQuery } from '../../api/sessionCachedQuery';
import { CACHE_TTL_MS } from '../../config/constants';
import { cacheKeys } from '../../lib/sessionCache';
import { compareKickoff } from './oddsRules';
import { parseOdds } from './parseOdds';
import type { Game } from './types';

/** Games by id, sorted by kickoff. */
export const gamesAdapter = createEntityAdapter<Game>({ sortComparer: compareKickoff });
export type GamesState = EntityState<Game, string>;

const oddsQuery = {
  key: cacheKeys.odds,
  ttlMs: CACHE_TTL_MS.odds,
  url: (week) => `/teamOdds?week=${week}`,
  parse: parseOdds,
  normalize: (games) => gamesAdapter.setAll(gamesAdapter.getInitialState(), games),
  cacheable: hasEntities,
  serialize: (state) => gamesAdapter.getSelectors().selectAll(state),
  failure: (error) => ({ ...error, message: 'Failed to fetch odds' }),
} satisfies SessionCachedQuery<number, Game[], GamesState>;

export const oddsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOdds: build.query<GamesState, number>({
      queryFn: sessionCachedQueryFn(oddsQuery),
      providesTags: (_result, _error, week) => [{ type: 'Odds', id: week }],
    }),
  }),
});

export const { useGetOddsQuery } = oddsApi;

function addOddsListeners(startAppListening: AppStartListening): void {
  addSessionCacheListener(startAppListening, oddsApi.endpoints.getOdds, oddsQuery, (week) => ({ type: 'Odds', id: week }));
}

// Registered when this feature's code loads (with its screen), on the one listener middleware.
addOddsListeners(startAppListening);
