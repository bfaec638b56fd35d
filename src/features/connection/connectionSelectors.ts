import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

interface QueryEntries {
  queries: Record<string, { fulfilledTimeStamp?: number } | undefined>;
}

// Read by shape: an API's state exists once a screen that queries it has loaded (app/screens.ts).
const productQueries = (state: RootState) => (state.api as QueryEntries | undefined)?.queries;
const weatherQueries = (state: RootState) => (state.weatherApi as QueryEntries | undefined)?.queries;

/** When the newest data the page holds was loaded (ms), from every API's answers; undefined before any. */
export const selectDataLoadedAt = createSelector([productQueries, weatherQueries], (...apis): number | undefined => {
  let newest: number | undefined;
  for (const queries of apis) {
    for (const entry of Object.values(queries ?? {})) {
      const at = entry?.fulfilledTimeStamp;
      if (at !== undefined && (newest === undefined || at > newest)) newest = at;
    }
  }
  return newest;
});
