import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { isRanked, type MatchupBefore } from './defenseMatchup';
import { sortGames } from './gameLogSort';
import { selectGameLogSort } from './gameLogsSlice';
import type { GameLogRow } from './types';

type Matchups = ReadonlyMap<string, MatchupBefore> | undefined;

/**
 * A player's games (in week order) in the view's sort; the matchup column sorts by each game's
 * defence rank before it (matchups by game id). The same array while the sort and arguments stand.
 */
export const selectSortedGames = createSelector(
  [
    selectGameLogSort,
    (_state: RootState, games: readonly GameLogRow[]) => games,
    (_state: RootState, _games: readonly GameLogRow[], matchups: Matchups) => matchups,
  ],
  (sort, games, matchups) =>
    sortGames(games, sort, (game) => {
      const matchup = matchups?.get(game.game_id);
      return matchup && isRanked(matchup) ? matchup.rank : undefined;
    }),
);
