import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectWeekGamesRaw } from '../odds/oddsSelectors';
import { propsAdapter, propsApi } from './propsApi';
import { propDisplayRows, propRow, searchProps, type PropDisplayRow, type PropRow } from './propRows';
import { selectExpandedProps, selectPropsSearch } from './propsSlice';
import type { PlayerProps } from './types';

const noProps: PlayerProps[] = [];
const { selectAll } = propsAdapter.getSelectors();

/** The props query: data (grouped by player) and status. */
export const selectPropsEntry = propsApi.endpoints.getPlayerProps.select();

/** Every player's props, in the feed's order (before the search). */
export const selectAllProps = createSelector([(state: RootState) => selectPropsEntry(state).data], (props) =>
  props ? selectAll(props) : noProps,
);

/** Every player's props, before the search (to tell 'no data' from 'no match'). */
export const selectPropsCount = (state: RootState): number => selectAllProps(state).length;

export interface PropTableRow extends PropRow {
  expanded: boolean;
  lines: PropDisplayRow[];
}

/** One row per player matching the search, the opponent from the selected week's odds. */
export const selectPropRows = createSelector(
  [selectAllProps, selectPropsSearch, selectWeekGamesRaw, selectExpandedProps],
  (props, search, games, expanded): PropTableRow[] => {
    const open = new Set(expanded);
    return searchProps(props, search).map((p) => {
      const row = propRow(p, games);
      return { ...row, expanded: open.has(row.id), lines: propDisplayRows(p.lines) };
    });
  },
);

const noIds: string[] = [];

/** The player ids the props carry (CONTRACT §8), sorted and once each: whose game logs the hit rates need. */
export const selectPropPlayerIds = createSelector([selectAllProps], (props) => {
  const ids = [...new Set(props.flatMap((p) => (p.playerId === undefined ? [] : [p.playerId])))].sort();
  return ids.length === 0 ? noIds : ids;
});
