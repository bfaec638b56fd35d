import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { UrlStateBinding } from '../../lib/useUrlState';
import { weekInAddress } from '../../domain/week';
import { matchupsAddressRestored, selectSelectedWeek } from '../week/weekSlice';
import { DEFAULT_MATCHUP_SORT, selectMatchupSort, type MatchupSort } from './matchupsSlice';

/** 'week=3', 'week=3&sort=movement': the week always (the current week moves on), the sort unless it is the default. */
export function matchupsSearch(week: number, sort: MatchupSort): string {
  return sort === DEFAULT_MATCHUP_SORT ? `week=${week}` : `week=${week}&sort=${sort}`;
}

const selectMatchupsSearch = createSelector([selectSelectedWeek, selectMatchupSort], matchupsSearch);

/**
 * /nfl?week=N&sort=movement. An address without either (the header's link) keeps the screen as shown;
 * otherwise an absent or invalid week keeps the shown one and an absent or unknown sort is by kickoff.
 */
export const matchupsUrl: UrlStateBinding<RootState> = {
  selectSearch: selectMatchupsSearch,
  restore: (params, state) => {
    if (!params.has('week') && !params.has('sort')) return undefined;
    const week = weekInAddress(params) ?? selectSelectedWeek(state);
    const sort: MatchupSort = params.get('sort') === 'movement' ? 'movement' : DEFAULT_MATCHUP_SORT;
    if (matchupsSearch(week, sort) === selectMatchupsSearch(state)) return undefined;
    return matchupsAddressRestored({ week, sort });
  },
};
