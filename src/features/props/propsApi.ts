import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { CACHE_TTL_MS } from '../../config/constants';
import { parseProps, propKey } from './parseProps';
import type { PlayerProps } from './types';

/** Props grouped by player (one row per player), keyed by id, else name and team. */
export const propsAdapter = createEntityAdapter<PlayerProps, string>({ selectId: propKey });
export type PropsState = EntityState<PlayerProps, string>;

export const PROPS_FALLBACK_ERROR = 'An error occurred while fetching player props.';

export const propsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayerProps: build.query<PropsState, void>(
      resource({
        url: () => '/playerProps',
        parse: parseProps,
        normalize: (players) => propsAdapter.setAll(propsAdapter.getInitialState(), players),
        session: {
          key: () => 'gridline:playerProps',
          ttlMs: CACHE_TTL_MS.playerProps,
          keep: (props) => props.ids.length > 0,
        },
        // spec §8: a non-OK answer names its status text; anything else gets the fallback message.
        failure: (error) =>
          typeof error.status === 'number'
            ? `Failed to fetch player props: ${error.statusText || error.status}`
            : PROPS_FALLBACK_ERROR,
      }),
    ),
  }),
});

export const { useGetPlayerPropsQuery } = propsApi;
