import { createApi } from '@reduxjs/toolkit/query/react';
import { injectApi } from '../app/store';
import { env } from '../config/env';
import { appBaseQuery } from './appBaseQuery';

/** The product API (spec §7). Features add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery(env.apiBaseUrl),
  tagTypes: ['Odds', 'UnitRankings', 'PowerRankings', 'PlayerStats', 'PlayerProps', 'Seasons'],
  endpoints: () => ({}),
});

injectApi(baseApi);
