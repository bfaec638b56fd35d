import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { CACHE_TTL_MS } from '../../config/constants';
import { parsePowerRankings, parseUnitRankings } from './parseRankings';
import type { PowerRanking, RankingGroup, TeamRanking } from './types';

/** Ranking entries by team name. */
export const rankingsAdapter = createEntityAdapter<TeamRanking, string>({ selectId: (team) => team.team_name });

export interface UnitRankingsState {
  groups: RankingGroup[];
  teams: EntityState<TeamRanking, string>;
}

export const POWER_RANKINGS_URL = '/teamData/power-rankings';

export const teamsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnitRankings: build.query<UnitRankingsState, void>(
      resource({
        url: () => '/teamData/unit-rankings',
        parse: parseUnitRankings,
        normalize: ({ groups, teams }) => ({
          groups,
          teams: rankingsAdapter.setAll(rankingsAdapter.getInitialState(), teams),
        }),
        session: {
          key: () => 'gridline:unitRankings',
          ttlMs: CACHE_TTL_MS.unitRankings,
          // An answer with a malformed group (spec §8) or a team without ranks is shown but not kept: a reload asks
          // again.
          keep: ({ groups, teams }) =>
            groups.length > 0 &&
            groups.every((group) => group.teams !== null) &&
            Object.values(teams.entities).every((team) => Object.keys(team.ranks).length > 0),
        },
        failure: (error) => {
          const message = `HTTP error! status: ${error.status}`;
          console.error(message, error.message);
          return message;
        },
      }),
    ),
    getPowerRankings: build.query<PowerRanking[], void>(
      resource({
        url: () => POWER_RANKINGS_URL,
        parse: parsePowerRankings,
        // An unexpected format reads as an empty list (spec §8), which is shown but not kept.
        session: {
          key: () => 'gridline:powerRankings',
          ttlMs: CACHE_TTL_MS.powerRankings,
          keep: (entries) => entries.length > 0,
        },
        failure: (error) => `Failed to fetch power rankings (${error.message})`,
      }),
    ),
  }),
});

export const { useGetUnitRankingsQuery, useGetPowerRankingsQuery } = teamsApi;
