import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { MIN_WEEK } from '../../config/constants';
import { selectResultsThrough, type WeekResults } from '../odds/resultsSelectors';
import { teamRecords, type TeamRecords } from './atsRecords';
import { selectOpenTeamName } from './teamProfilesSlice';
import { selectRecordsRequest } from './teamRecordsSlice';

const noWeeks: number[] = [];
const noResults: WeekResults[] = [];

/**
 * The weeks whose scores and odds the records need while they are shown (asked for, with a team's
 * profile open): weeks 1 to the current week when they were asked for; none otherwise.
 */
export const selectRecordWeeks = createSelector([selectRecordsRequest, selectOpenTeamName], (request, team): number[] =>
  request && team !== null ? Array.from({ length: request.throughWeek - MIN_WEEK + 1 }, (_, i) => MIN_WEEK + i) : noWeeks,
);

export type RecordsView =
  | { status: 'hidden' }
  | { status: 'loading'; settledWeeks: number; totalWeeks: number }
  | { status: 'unavailable' }
  | { status: 'ready'; throughWeek: number; records: TeamRecords; failedWeeks: number[] };

const selectRequestedResults = (state: RootState): WeekResults[] => {
  const request = selectRecordsRequest(state);
  return request ? selectResultsThrough(state, request.throughWeek) : noResults;
};

/**
 * The open team's records against the number: hidden until asked for, then how many weeks have
 * arrived, then the records of the weeks that loaded (and which did not), or unavailable when none did.
 */
export const selectOpenTeamRecords = createSelector(
  [selectRecordsRequest, selectRequestedResults, selectOpenTeamName],
  (request, weeks, team): RecordsView => {
    if (!request || team === null) return { status: 'hidden' };
    const settled = weeks.filter((week) => week.status !== 'loading').length;
    if (settled < weeks.length) return { status: 'loading', settledWeeks: settled, totalWeeks: weeks.length };
    const failedWeeks = weeks.filter((week) => week.status === 'failed').map((week) => week.week);
    if (weeks.length > 0 && failedWeeks.length === weeks.length) return { status: 'unavailable' };
    const games = weeks.flatMap((week) => (week.status === 'loaded' ? week.games : []));
    return { status: 'ready', throughWeek: request.throughWeek, records: teamRecords(games, team), failedWeeks };
  },
);
