import type { RootState } from '../../app/store';
import { sourcesApi } from './sourcesApi';
import type { ResourceSource, SourcedResource } from './types';

const selectSourcesEntry = sourcesApi.endpoints.getSources.select();

/** The data mode once /sources has answered; undefined before, or when it cannot say (an older API, a failure). */
export const selectDataMode = (state: RootState) => selectSourcesEntry(state).data?.mode;

/** What serves a resource, once /sources has answered. */
export const selectResourceSource = (state: RootState, resource: SourcedResource): ResourceSource | undefined =>
  selectSourcesEntry(state).data?.resources[resource];

/** What a screen says of a resource nothing serves ('Props need a live odds source (see README)'); undefined while something does. */
export const selectUnservedText = (state: RootState, resource: SourcedResource): string | undefined => {
  const source = selectResourceSource(state, resource);
  return source?.status === 'unconfigured' ? (source.detail ?? `No source serves ${resource}`) : undefined;
};
