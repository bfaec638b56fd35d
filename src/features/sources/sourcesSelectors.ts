import type { RootState } from '../../app/store';
import { sourcesApi } from './sourcesApi';
import type { ResourceSource, SourcedResource } from './types';

const selectSourcesEntry = sourcesApi.endpoints.getSources.select();

/** The data mode once /sources has answered; undefined before, or when it cannot say (an older API, a failure). */
export const selectDataMode = (state: RootState) => selectSourcesEntry(state).data?.mode;

/** What serves a resource, once /sources has answered. */
export const selectResourceSource = (state: RootState, resource: SourcedResource): ResourceSource | undefined =>
  selectSourcesEntry(state).data?.resources[resource];

/**
 * What the first line of a game is called: 'opened' where the source knows the opening line (the
 * demo), 'first seen' where it is the first line Gridline recorded from a live provider (CONTRACT §10).
 */
export const selectFirstLineWord = (state: RootState): FirstLineWord =>
  selectResourceSource(state, 'odds')?.source === 'the-odds-api' ? 'first seen' : 'opened';

export type FirstLineWord = 'opened' | 'first seen';

/**
 * What a screen says of a resource nothing serves ('Props need a live odds source (see README)'); undefined while
 * something does.
 */
export const selectUnservedText = (state: RootState, resource: SourcedResource): string | undefined => {
  const source = selectResourceSource(state, resource);
  return source?.status === 'unconfigured' ? (source.detail ?? `No source serves ${resource}`) : undefined;
};
