import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { CACHE_TTL_MS } from '../../config/constants';
import { compareKickoff } from './oddsRules';
import { parseOdds } from './parseOdds';
import type { Game } from './types';

/** Games by id, sorted by kickoff. */
export const gamesAdapter = createEntityAdapter<Game>({ sortComparer: compareKickoff });
export type GamesState = EntityState<Game, string>;

const hasGames = (games: GamesState) => games.ids.length > 0;

export const oddsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOdds: build.query<GamesState, number>(
      resource({
        url: (week) => `/teamOdds?week=${week}`,
        parse: parseOdds,
        normalize: (games) => gamesAdapter.setAll(gamesAdapter.getInitialState(), games),
        // A week without games is shown but not kept: a reload asks again.
        session: { key: (week) => `gridline:odds:week:${week}`, ttlMs: CACHE_TTL_MS.odds, keep: hasGames },
        failure: 'Failed to fetch odds',
      }),
    ),
  }),
});

export const { useGetOddsQuery } = oddsApi;
