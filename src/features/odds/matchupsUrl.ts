import type { RootState } from '../../app/store';
import type { UrlStateBinding } from '../../app/useUrlState';
import { parseWeekParam } from '../../domain/week';
import { selectSelectedWeek, weekRestoredFromUrl } from '../week/weekSlice';

const selectWeekSearch = (state: RootState) => `week=${selectSelectedWeek(state)}`;

/** /nfl?week=N: always in the address (the current week moves on); an absent or invalid week keeps the shown one. */
export const matchupsUrl: UrlStateBinding = {
  selectSearch: selectWeekSearch,
  restore: (params, state) => {
    const week = parseWeekParam(params.get('week'));
    return week === undefined || week === selectSelectedWeek(state) ? undefined : weekRestoredFromUrl(week);
  },
};
