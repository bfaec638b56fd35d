import { createSelector } from '@reduxjs/toolkit';
import { selectorForArg } from '../../api/selectorForArg';
import type { RootState } from '../../app/store';
import { MIN_WEEK, SEASON_WEEKS } from '../../config/constants';
import { selectSelectedWeek } from '../week/weekSlice';
import { awaitsClosingLines, completedGames, type CompletedGame } from './closingLines';
import { oddsApi, scoresAdapter } from './oddsApi';
import type { GameScore } from './types';

export type { ClosingLine, CompletedGame } from './closingLines';

/** A week's final games with their closing lines, once both its scores and its odds have arrived. */
export type WeekResults =
  | { week: number; status: 'loading' }
  | { week: number; status: 'failed' }
  | { week: number; status: 'loaded'; games: CompletedGame[] };

const { selectAll: allScores } = scoresAdapter.getSelectors();

function weekResultsSelector(week: number) {
  return createSelector(
    [oddsApi.endpoints.getScores.select(week), oddsApi.endpoints.getOdds.select(week)],
    (scores, odds): WeekResults => {
      if (scores.data && odds.data) {
        const { entities, answeredAt } = odds.data;
        const lines = { game: (id: string) => entities[id], answeredAt };
        const final = allScores(scores.data);
        // Odds asked for before a final game's kickoff are being asked for again (their lifetime ends at kickoff).
        if (!awaitsClosingLines(final, lines))
          return { week, status: 'loaded', games: completedGames(week, final, lines) };
      }
      return scores.isError || odds.isError ? { week, status: 'failed' } : { week, status: 'loading' };
    },
  );
}

// One selector per week, made once, so an unchanged week reads as the same object.
const weekSelectors = Array.from({ length: SEASON_WEEKS - MIN_WEEK + 1 }, (_, i) => weekResultsSelector(MIN_WEEK + i));

/** Every week's results: the same list while no week changes. */
const selectSeasonResults = createSelector(weekSelectors, (...weeks: WeekResults[]) => weeks);

/**
 * Weeks 1 to `throughWeek`, each with its final games and closing lines (/scores and /teamOdds of
 * the week) or why not yet: for records against the number. Reads the caches; the queries are
 * started by whoever shows the records.
 */
export const selectResultsThrough = createSelector(
  [selectSeasonResults, (_state: RootState, throughWeek: number) => throughWeek],
  (weeks, throughWeek): WeekResults[] => weeks.slice(0, Math.max(0, throughWeek - MIN_WEEK + 1)),
);

const selectScoresOf = selectorForArg(oddsApi.endpoints.getScores);

/**
 * A game's score in the selected week, once /scores has it; undefined until then and after a failure (no result is
 * shown).
 */
export const selectGameScore = (state: RootState, gameId: string): GameScore | undefined =>
  selectScoresOf(selectSelectedWeek(state))(state).data?.entities[gameId];
