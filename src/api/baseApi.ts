import { createApi } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { appBaseQuery } from './appBaseQuery';
import { ANSWER_TAG, PRODUCT_API } from './productApi';

/**
 * The product API (spec §7). Features add their resources with `baseApi.injectEndpoints`; the store
 * takes the API in when a screen that queries it loads (app/screens.ts). What a screen shows is
 * asked for again when the connection comes back (features/connection/connectionSync.ts).
 */
export const baseApi = createApi({
  reducerPath: PRODUCT_API,
  baseQuery: appBaseQuery(env.apiBaseUrl),
  refetchOnReconnect: true,
  tagTypes: [ANSWER_TAG],
  endpoints: () => ({}),
});
