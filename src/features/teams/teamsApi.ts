import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { startAppListening, type AppStartListening } from '../../app/listenerMiddleware';
import { baseApi } from '../../api/baseApi';
import { addSessionCacheListener } from '../../api/cacheListeners';
import { sessionCachedQueryFn, type SessionCachedQuery } from '../../api/sessionCachedQuery';
import { CACHE_TTL_MS } from '../../config/constants';
import { cacheKeys } from '../../lib/sessionCache';
import { parsePowerRankings, parseUnitRankings, type UnitRankings } from './parseRankings';
import type { PowerRanking, RankingGroup, TeamRanking } from './types';

/** Ranking entries by team name. */
export const rankingsAdapter = createEntityAdapter<TeamRanking, string>({ selectId: (team) => team.team_name });

export interface UnitRankingsState {
  groups: RankingGroup[];
  teams: EntityState<TeamRanking, string>;
}

const unitRankingsQuery = {
  key: cacheKeys.unitRankings,
  ttlMs: CACHE_TTL_MS.unitRankings,
  url: () => '/teamData/unit-rankings',
  parse: parseUnitRankings,
  normalize: ({ groups, teams }) => ({ groups, teams: rankingsAdapter.setAll(rankingsAdapter.getInitialState(), teams) }),
  // Saved in the API's shape (an invalid group as null), which parseUnitRankings reads back.
  serialize: ({ groups, teams }) =>
    Object.fromEntries(groups.map((group) => [group.name, group.teams?.map((name) => teams.entities[name]) ?? null])),
  // An answer with a malformed group is shown (spec §8) but not kept: a reload asks again.
  cacheable: ({ groups }) => groups.length > 0 && groups.every((group) => group.teams !== null),
  failure: (error) => {
    const message = `HTTP error! status: ${error.status}`;
    console.error(message, error.message);
    return { ...error, message };
  },
} satisfies SessionCachedQuery<void, UnitRankings, UnitRankingsState>;

const powerRankingsQuery = {
  key: cacheKeys.powerRankings,
  ttlMs: CACHE_TTL_MS.powerRankings,
  url: () => '/teamData/power-rankings',
  parse: parsePowerRankings,
  normalize: (entries) => entries,
  serialize: (entries) => entries,
  // An unexpected format reads as an empty list (spec §8), which is shown but not kept.
  cacheable: (entries) => entries.length > 0,
  failure: (error) => ({ ...error, message: `Failed to fetch power rankings (${error.message})` }),
} satisfies SessionCachedQuery<void, PowerRanking[], PowerRanking[]>;

export const teamsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnitRankings: build.query<UnitRankingsState, void>({
      queryFn: sessionCachedQueryFn(unitRankingsQuery),
      providesTags: [{ type: 'UnitRankings', id: 'all' }],
    }),
    getPowerRankings: build.query<PowerRanking[], void>({
      queryFn: sessionCachedQueryFn(powerRankingsQuery),
      providesTags: [{ type: 'PowerRankings', id: 'all' }],
    }),
  }),
});

export const { useGetUnitRankingsQuery, useGetPowerRankingsQuery } = teamsApi;

function addTeamsListeners(startAppListening: AppStartListening): void {
  addSessionCacheListener(startAppListening, teamsApi.endpoints.getUnitRankings, unitRankingsQuery, () => ({
    type: 'UnitRankings',
    id: 'all',
  }));
  addSessionCacheListener(startAppListening, teamsApi.endpoints.getPowerRankings, powerRankingsQuery, () => ({
    type: 'PowerRankings',
    id: 'all',
  }));
}

// Registered when this feature's code loads (with its screen), on the one listener middleware.
addTeamsListeners(startAppListening);
