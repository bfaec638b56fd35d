import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { startAppListening, type AppStartListening } from '../../app/listenerMiddleware';
import { baseApi } from '../../api/baseApi';
import { addSessionCacheListener } from '../../api/cacheListeners';
import { hasEntities, sessionCachedQueryFn, type SessionCachedQuery } from '../../api/sessionCachedQuery';
import { CACHE_TTL_MS, PLAYER_DATA_RETRIES } from '../../config/constants';
import { cacheKeys, removeCached } from '../../lib/sessionCache';
import { parsePlayerStats, parseSeasons } from './parsePlayers';
import type { PlayerStat, Season } from './types';

/** Players by `player_id`, in the API's order (the table's "original order" for stable sorting). */
export const playersAdapter = createEntityAdapter<PlayerStat, string>({ selectId: (row) => row.player_id });
export type PlayersState = EntityState<PlayerStat, string>;

export const PLAYER_DATA_FAILURE = 'Failed to fetch player data. Please try again later.';
/** Backoff between player-data attempts; tests shorten it. */
export const playerDataRetry = { delayMs: (attempt: number) => 300 * 2 ** (attempt - 1) };

const seasonsQuery: SessionCachedQuery<void, Season[], Season[]> = {
  url: () => '/seasons',
  parse: parseSeasons,
  normalize: (seasons) => seasons,
  serialize: (seasons) => seasons,
  failure: (error) => ({ ...error, message: 'Failed to fetch seasons' }),
};

const playerStatsQuery = {
  key: cacheKeys.playerStats,
  ttlMs: CACHE_TTL_MS.playerStats,
  url: (seasonId) => `/playerData?season_id=${encodeURIComponent(seasonId)}`,
  parse: parsePlayerStats,
  normalize: (rows) => playersAdapter.setAll(playersAdapter.getInitialState(), rows),
  cacheable: hasEntities,
  serialize: (state) => playersAdapter.getSelectors().selectAll(state),
  failure: (error) => ({ ...error, message: PLAYER_DATA_FAILURE }),
  attempts: 1 + PLAYER_DATA_RETRIES,
  retryDelayMs: (attempt: number) => playerDataRetry.delayMs(attempt),
} satisfies SessionCachedQuery<string, PlayerStat[], PlayersState>;

export const playerDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSeasons: build.query<Season[], void>({
      queryFn: sessionCachedQueryFn(seasonsQuery),
      providesTags: [{ type: 'Seasons', id: 'all' }],
    }),
    getPlayerStats: build.query<PlayersState, string>({
      queryFn: sessionCachedQueryFn(playerStatsQuery),
      providesTags: (_result, _error, seasonId) => [{ type: 'PlayerStats', id: seasonId }],
    }),
  }),
});

export const { useGetSeasonsQuery, useGetPlayerStatsQuery } = playerDataApi;

function addPlayerDataListeners(startAppListening: AppStartListening): void {
  addSessionCacheListener(startAppListening, playerDataApi.endpoints.getPlayerStats, playerStatsQuery, (seasonId) => ({
    type: 'PlayerStats',
    id: seasonId,
  }));
  // After the retries (spec §8): tell the user, and drop the season's cache entry.
  startAppListening({
    matcher: playerDataApi.endpoints.getPlayerStats.matchRejected,
    effect: (action) => {
      if (action.meta.condition) return; // skipped because a request was already under way
      removeCached(cacheKeys.playerStats(action.meta.arg.originalArgs));
      window.alert(PLAYER_DATA_FAILURE);
    },
  });
}

// Registered when this feature's code loads (with its screen), on the one listener middleware.
addPlayerDataListeners(startAppListening);
