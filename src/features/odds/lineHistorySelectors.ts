import { createSelector } from '@reduxjs/toolkit';
import { selectLineHistoryGameId } from './matchupsSlice';
import { selectGamesOfWeek } from './oddsSelectors';
import type { Game } from './types';

/** The card whose line history is open, when it is one of the selected week's games. */
export const selectLineHistoryGame = createSelector(
  [selectGamesOfWeek, selectLineHistoryGameId],
  (games, id): Game | undefined => (id === null ? undefined : games.find((game) => game.id === id)),
);
