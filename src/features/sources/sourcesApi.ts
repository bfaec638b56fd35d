import { baseApi } from '../../api/baseApi';
import { resource } from '../../api/resource';
import { parseSources } from './parseSources';
import type { DataSources } from './types';

/** A data source is chosen when the server starts: asked for again at most every 10 minutes a page stays open. */
const SOURCES_MS = 10 * 60_000;

export const sourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Where the data comes from (CONTRACT §10): the footer, and the screens of a resource with no source, say so. */
    getSources: build.query<DataSources, void>(
      resource({
        url: () => '/sources',
        parse: parseSources,
        lifetimeMs: () => SOURCES_MS,
        failure: 'Where the data comes from is unknown',
      }),
    ),
  }),
});

export const { useGetSourcesQuery } = sourcesApi;
