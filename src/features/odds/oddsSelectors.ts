import { createSelector } from '@reduxjs/toolkit';
import { selectorForArg } from '../../api/selectorForArg';
import type { RootState } from '../../app/store';
import { selectRankComparison } from '../teams/teamsSelectors';
import { selectSelectedWeek } from '../week/weekSlice';
import { selectOpenGameId } from './matchupsSlice';
import { gamesAdapter, oddsApi } from './oddsApi';
import { bestLines, type BestLine } from './lineMath';
import { consensusOf, matchupTeams, shownBookmakers } from './oddsRules';
import type { Game } from './types';

const noGames: Game[] = [];
const noLines: BestLine[] = [];
const { selectAll } = gamesAdapter.getSelectors();

const selectOddsOf = selectorForArg(oddsApi.endpoints.getOdds);

/** Any week's odds query (a bet slip's legs may be of other weeks): its data and status; uninitialized until asked. */
export const selectOddsOfWeek = (state: RootState, week: number) => selectOddsOf(week)(state);

/** The selected week's odds query: its data (normalized) and status. */
export const selectWeekOdds = (state: RootState) => selectOddsOf(selectSelectedWeek(state))(state);

const selectWeekGamesState = (state: RootState) => selectWeekOdds(state).data;

/**
 * When the selected week's odds shown were asked for (ms); NaN before they arrive. A line asked for before kickoff is
 * not a closing line.
 */
export const selectWeekOddsAnsweredAt = (state: RootState): number => selectWeekGamesState(state)?.answeredAt ?? NaN;

/** The selected week's games by kickoff, as sent (all bookmakers); empty until loaded or after a failure. */
export const selectWeekGamesRaw = createSelector([selectWeekGamesState], (games) =>
  games ? selectAll(games) : noGames,
);

/**
 * The cards: the week's games by kickoff, each with only FanDuel, DraftKings and BetMGM (titles trimmed), and its
 * closing consensus apart.
 */
export const selectGamesOfWeek = createSelector([selectWeekGamesRaw], (games) =>
  games.length === 0
    ? noGames
    : games.map((game) => {
        const consensus = consensusOf(game);
        return { ...game, bookmakers: shownBookmakers(game), ...(consensus ? { consensus } : {}) };
      }),
);

/** Each card's best lines among its shown books, by game id; recomputed only when the week's games change. */
export const selectBestLinesOfWeek = createSelector(
  [selectGamesOfWeek],
  (games): ReadonlyMap<string, BestLine[]> => new Map(games.map((game) => [game.id, bestLines(game.bookmakers)])),
);

/** One card's best lines (the same array until the week's games change). */
export const selectBestLines = (state: RootState, gameId: string): BestLine[] =>
  selectBestLinesOfWeek(state).get(gameId) ?? noLines;

/** The game whose modal is open, when it is one of the selected week's. */
export const selectOpenGame = createSelector([selectWeekGamesState, selectOpenGameId], (games, id): Game | undefined =>
  games && id !== null ? games.entities[id] : undefined,
);

/** The open matchup's two teams with ordinal ranks and better/worse flags; undefined while either has no ranking. */
export const selectOpenMatchupRanks = createSelector([selectOpenGame, selectRankComparison], (game, compare) =>
  game ? compare(...matchupTeams(game)) : undefined,
);
