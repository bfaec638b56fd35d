import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { CACHE_TTL_MS, PLAYER_DATA_RETRIES } from '../../config/constants';
import { parsePlayerStats, parseSeasons } from './parsePlayers';
import type { PlayerStat, Season } from '../../domain/playerStats';

/** Players by `player_id`, in the API's order (the table's "original order" for stable sorting). */
export const playersAdapter = createEntityAdapter<PlayerStat, string>({ selectId: (row) => row.player_id });
export type PlayersState = EntityState<PlayerStat, string>;

/** Whether a season's answer has rows to show: a failed refresh keeps those of the last answer. */
export const hasRows = (players: PlayersState | undefined): boolean => (players?.ids.length ?? 0) > 0;

export const PLAYER_DATA_FAILURE = 'Failed to fetch player data. Please try again later.';

export const playerDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSeasons: build.query<Season[], void>(
      resource({ url: () => '/seasons', parse: parseSeasons, failure: 'Failed to fetch seasons' }),
    ),
    getPlayerStats: build.query<PlayersState, string>(
      resource({
        url: (seasonId) => `/playerData?season_id=${encodeURIComponent(seasonId)}`,
        parse: parsePlayerStats,
        normalize: (rows) => playersAdapter.setAll(playersAdapter.getInitialState(), rows),
        session: {
          key: (seasonId) => `gridline:playerStats:${seasonId}`,
          ttlMs: CACHE_TTL_MS.playerStats,
          keep: (players) => players.ids.length > 0,
        },
        retries: PLAYER_DATA_RETRIES,
        // spec §8: after the retries, the season's cache entry is removed (and the season on screen alerted:
        // seasonFailureAlert.ts).
        failure: PLAYER_DATA_FAILURE,
      }),
    ),
  }),
});

export const { useGetSeasonsQuery, useGetPlayerStatsQuery } = playerDataApi;
