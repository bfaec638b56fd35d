import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectSeasonLabels, selectSeasons } from '../playerData/playerDataSelectors';
import { isRanked, type MatchupBefore } from './defenseMatchup';
import { sortGames } from './gameLogSort';
import { selectChosenLogSeasonId, selectGameLogSort } from './gameLogsSlice';
import type { GameLogRow } from './types';

/**
 * The player view's season: its address's, else the first from /seasons (2025); null before
 * /seasons answers. A season /seasons does not list gives way to the first once it has answered.
 */
export function selectLogSeasonId(state: RootState): string | null {
  const chosen = selectChosenLogSeasonId(state);
  const seasons = selectSeasons(state);
  if (chosen !== null && (seasons.length === 0 || seasons.some((season) => season.id === chosen))) return chosen;
  return seasons[0]?.id ?? null;
}

/** The player view's season label ('2025'); '' before /seasons answers. */
export function selectLogSeasonLabel(state: RootState): string {
  const seasonId = selectLogSeasonId(state);
  return seasonId === null ? '' : selectSeasonLabels(state)(seasonId);
}

type Matchups = ReadonlyMap<string, MatchupBefore> | undefined;

/**
 * A player's games (in week order) in the view's sort; the matchup column sorts by each game's
 * defence rank before it (matchups by game id). The same array while the sort and arguments stand.
 */
export const selectSortedGames = createSelector(
  [selectGameLogSort, (_state: RootState, games: readonly GameLogRow[]) => games, (_state: RootState, _games: readonly GameLogRow[], matchups: Matchups) => matchups],
  (sort, games, matchups) =>
    sortGames(games, sort, (game) => {
      const matchup = matchups?.get(game.game_id);
      return matchup && isRanked(matchup) ? matchup.rank : undefined;
    }),
);
