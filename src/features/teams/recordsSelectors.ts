import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { MIN_WEEK } from '../../config/constants';
import { selectResultsThrough, type WeekResults } from '../odds/resultsSelectors';
import { teamRecords, type TeamRecords } from './atsRecords';
import { formatRecord } from './recordRates';
import { selectPowerRankings } from './teamsSelectors';
import type { PowerRanking } from './types';
import { selectOpenTeamName } from './teamProfilesSlice';
import { selectRecordsRequest } from './teamRecordsSlice';

const noWeeks: number[] = [];
const noResults: WeekResults[] = [];

/**
 * The weeks whose scores and odds the records need while they are shown (asked for, with a team's
 * profile open): weeks 1 to the current week when they were asked for; none otherwise.
 */
export const selectRecordWeeks = createSelector(
  [selectRecordsRequest, selectOpenTeamName],
  (request, team): number[] =>
    request && team !== null
      ? Array.from({ length: request.throughWeek - MIN_WEEK + 1 }, (_, i) => MIN_WEEK + i)
      : noWeeks,
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

/**
 * Each team's straight-up record ('9-7', '9-7-1') from the final games of the weeks the records
 * loaded, when every one of them loaded: the scores the records against the number are counted
 * from. Undefined otherwise (not asked for, loading, or a week missing).
 */
const selectRecordFromScores = createSelector([selectRecordsRequest, selectRequestedResults], (request, weeks) => {
  if (!request || weeks.length === 0 || weeks.some((week) => week.status !== 'loaded')) return undefined;
  const games = weeks.flatMap((week) => (week.status === 'loaded' ? week.games : []));
  return (team: string): string => {
    const { wins, losses, ties } = teamRecords(games, team).splits[0]?.record.straightUp ?? {
      wins: 0,
      losses: 0,
      ties: 0,
    };
    return formatRecord(wins, losses, ties);
  };
});

/**
 * The power rankings as the panel shows them: while the records' scores are loaded, each team's
 * W-L is theirs (one figure, one source: the panel and the records table agree at every moment);
 * otherwise the rankings' own.
 */
export const selectShownPowerRankings = createSelector(
  [selectPowerRankings, selectRecordFromScores],
  (rankings, recordOf): PowerRanking[] =>
    recordOf
      ? rankings.map((entry) =>
          entry.record === recordOf(entry.team_name) ? entry : { ...entry, record: recordOf(entry.team_name) },
        )
      : rankings,
);

/**
 * Whether the rankings' own records lag the loaded scores (answered before a game went final): then they are asked for
 * again.
 */
export const selectPowerRankingsLag = createSelector(
  [selectPowerRankings, selectRecordFromScores],
  (rankings, recordOf): boolean =>
    recordOf !== undefined &&
    rankings.some((entry) => entry.record !== undefined && entry.record !== recordOf(entry.team_name)),
);
