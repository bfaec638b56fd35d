import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import type { KeyNumberTable } from '../../domain/bettorMath/keyNumbers';
import { parseKeyNumbers } from './parseKeyNumbers';

export const keyNumbersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The real seasons' key numbers (issue #42), counted once when the server starts; asked for only in nflverse mode
     * (useKeyNumbers): the demo answers 404.
     */
    getKeyNumbers: build.query<KeyNumberTable, void>(
      resource({
        url: () => '/keyNumbers',
        parse: parseKeyNumbers,
        failure: 'The real seasons’ key numbers are unavailable',
      }),
    ),
  }),
});

export const { useGetKeyNumbersQuery } = keyNumbersApi;
