import { createSelector } from '@reduxjs/toolkit';
import { selectorForArg } from '../../api/selectorForArg';
import type { RootState } from '../../app/store';
import { selectSelectedWeek } from '../week/weekSlice';
import {
  bookMoves,
  largestMove,
  openingBook,
  orderByLargestMove,
  type LargestMove,
  type LineMove,
} from './lineMovement';
import { bestPriceHolds, hold, middles, type BestPriceHold, type Middle } from './marketHold';
import { selectMatchupSort } from './matchupsSlice';
import { oddsApi } from './oddsApi';
import { teamNickname } from './oddsRules';
import { selectBestLinesOfWeek, selectGamesOfWeek } from './oddsSelectors';
import type { Bookmaker, Game } from './types';

const selectOpeningOf = selectorForArg(oddsApi.endpoints.getOpeningOdds);

/** The selected week's opening lines by game id; undefined until they arrive, or when they fail. */
const selectWeekOpening = (state: RootState) => selectOpeningOf(selectSelectedWeek(state))(state).data;

const noBooks: Bookmaker[] = [];

/** One market of one shown book, as its note reads it: its move since the same book's opening line, and its hold. */
export interface MarketNote {
  /** The home team's nickname: its spread and moneyline are the ones read. */
  home: string;
  move?: LineMove;
  hold?: number;
}

const noteKey = (gameId: string, book: string, market: string) => `${gameId}\u0000${book}\u0000${market}`;

/** Every shown book's markets' notes of the week, by game, book title and market; computed once per answer. */
export const selectMarketNotesOfWeek = createSelector([selectGamesOfWeek, selectWeekOpening], (games, opening) => {
  const notes = new Map<string, MarketNote>();
  for (const game of games) {
    const openingBooks = opening?.entities[game.id]?.bookmakers ?? noBooks;
    const home = teamNickname(game.home_team);
    for (const book of game.bookmakers) {
      const moves = bookMoves(book, openingBook(book, openingBooks), game.home_team);
      book.markets.forEach((market, index) => {
        const move = moves[index];
        const held = hold(market.outcomes.map((outcome) => outcome.price));
        if (move === undefined && held === undefined) return;
        notes.set(noteKey(game.id, book.title, market.key), {
          home,
          ...(move === undefined ? {} : { move }),
          ...(held === undefined ? {} : { hold: held }),
        });
      });
    }
  }
  return notes;
});

/** The note of one market of the book a card shows (the same object until the week's answers change). */
export const selectMarketNote = (
  state: RootState,
  gameId: string,
  book: string,
  market: string,
): MarketNote | undefined => selectMarketNotesOfWeek(state).get(noteKey(gameId, book, market));

/** Each game's largest move since opening among its shown books, by game id (see largestMove). */
export const selectLargestMovesOfWeek = createSelector(
  [selectGamesOfWeek, selectWeekOpening],
  (games, opening): ReadonlyMap<string, LargestMove> => {
    const moves = new Map<string, LargestMove>();
    if (!opening) return moves;
    for (const game of games) {
      const move = largestMove(game.bookmakers, opening.entities[game.id]?.bookmakers ?? noBooks, game.home_team);
      if (move) moves.set(game.id, move);
    }
    return moves;
  },
);

export const selectLargestMove = (state: RootState, gameId: string): LargestMove | undefined =>
  selectLargestMovesOfWeek(state).get(gameId);

/** The cards in the chosen order: by kickoff (the spec's order), or the largest move since opening first. */
export const selectCardGames = createSelector(
  [selectGamesOfWeek, selectMatchupSort, selectLargestMovesOfWeek],
  (games, sort, moves): Game[] => (sort === 'movement' ? orderByLargestMove(games, moves) : games),
);

/** A card's markets across its shown books: the hold of the best prices, and any middle. */
export interface AcrossBooks {
  holds: BestPriceHold[];
  middles: Middle[];
}

const nothingAcross: AcrossBooks = { holds: [], middles: [] };

export const selectAcrossBooksOfWeek = createSelector(
  [selectGamesOfWeek, selectBestLinesOfWeek],
  (games, bestLines): ReadonlyMap<string, AcrossBooks> =>
    new Map(
      games.map((game) => [
        game.id,
        { holds: bestPriceHolds(game.bookmakers, game.home_team), middles: middles(bestLines.get(game.id) ?? []) },
      ]),
    ),
);

export const selectAcrossBooks = (state: RootState, gameId: string): AcrossBooks =>
  selectAcrossBooksOfWeek(state).get(gameId) ?? nothingAcross;
