import type { RootState } from '../../app/store';
import { selectSelectedWeek } from '../week/weekSlice';
import { oddsApi } from './oddsApi';
import type { GameScore } from './types';

// One selector per week, so an unchanged query reads as the same object (select(week) makes a new one each call).
const scoresSelectors = new Map<number, ReturnType<typeof oddsApi.endpoints.getScores.select>>();
const selectScoresOf = (week: number) => {
  let selector = scoresSelectors.get(week);
  if (!selector) scoresSelectors.set(week, (selector = oddsApi.endpoints.getScores.select(week)));
  return selector;
};

/** The selected week's scores by game id; undefined until loaded, and after a failure (no result is shown then). */
const selectWeekScores = (state: RootState) => selectScoresOf(selectSelectedWeek(state))(state).data;

/** A game's score in the selected week, once /scores has it. */
export const selectGameScore = (state: RootState, gameId: string): GameScore | undefined =>
  selectWeekScores(state)?.entities[gameId];
