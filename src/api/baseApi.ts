import { createApi } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { appBaseQuery } from './appBaseQuery';
import { ANSWER_TAG, PRODUCT_API } from './productApi';

/**
 * The product API (spec §7). Features add their resources with `baseApi.injectEndpoints`; the store
 * takes the API in when a screen that queries it loads (app/screens.ts).
 */
export const baseApi = createApi({
  reducerPath: PRODUCT_API,
  baseQuery: appBaseQuery(env.apiBaseUrl),
  tagTypes: [ANSWER_TAG],
  endpoints: () => ({}),
});
