import { createSelector } from '@reduxjs/toolkit';
import { selectLineHistoryGameId } from '../odds/matchupsSlice';
import { selectGamesOfWeek } from '../odds/oddsSelectors';
import type { Game } from '../odds/types';

/** The card whose line history is open, when it is one of the selected week's games. */
export const selectLineHistoryGame = createSelector(
  [selectGamesOfWeek, selectLineHistoryGameId],
  (games, id): Game | undefined => (id === null ? undefined : games.find((game) => game.id === id)),
);
