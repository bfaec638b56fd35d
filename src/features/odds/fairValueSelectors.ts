import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { EV_MARK } from '../../domain/bettorMath/expectedValue';
import { selectResourceSource } from '../sources/sourcesSelectors';
import { outcomeValues, type OutcomeValue } from './fairValue';
import { halfPointNotes, type HalfPointNote } from './halfPoints';
import { selectKeyNumbers } from './keyNumbersSelectors';
import { selectDevigMethod } from './matchupsSlice';
import { matchupTitle } from './oddsRules';
import { selectGamesOfWeek } from './oddsSelectors';

const noValues: OutcomeValue[] = [];

/**
 * Each card's outcomes with their fair probability from the other shown books and their EV, by game id, by the chosen
 * method: computed once per week's games and method, for the cards and the best bets alike.
 */
export const selectOutcomeValuesOfWeek = createSelector(
  [selectGamesOfWeek, selectDevigMethod],
  (games, method): ReadonlyMap<string, OutcomeValue[]> =>
    new Map(games.map((game) => [game.id, outcomeValues(game.bookmakers, method)])),
);

/** One card's outcome values (the same array until the week's games or the method change). */
export const selectOutcomeValues = (state: RootState, gameId: string): OutcomeValue[] =>
  selectOutcomeValuesOfWeek(state).get(gameId) ?? noValues;

/** An outcome at +1% EV or better, with its game. */
export interface BestBet extends OutcomeValue {
  gameId: string;
  matchup: string;
  kickoff: string;
  /** The game has kicked off: its line is the closing line, no longer a bet. */
  closing: boolean;
}

export interface BestBets {
  /** The week's outcomes at EV_MARK or better, highest EV first (then kickoff, books' and markets' order). */
  bets: BestBet[];
  /** How many of the week's outcomes have a fair probability (so an EV) at all. */
  graded: number;
  /** The week's games that have kicked off: their rows are closing lines. */
  kickedOff: number;
}

/** The best bets of the selected week at `now` (ms); the games that have kicked off are marked and counted. */
export const selectBestBets = createSelector(
  [selectGamesOfWeek, selectOutcomeValuesOfWeek, (_state: RootState, now: number) => now],
  (games, values, now): BestBets => {
    const started = (game: { commence_time: string }) => Date.parse(game.commence_time) <= now;
    const graded = games.flatMap((game) =>
      (values.get(game.id) ?? noValues).map((value) => ({
        ...value,
        gameId: game.id,
        matchup: matchupTitle(game),
        kickoff: game.commence_time,
        closing: started(game),
      })),
    );
    // Array.prototype.sort is stable: equal EVs keep kickoff order, then the books' and markets' order.
    const bets = graded.filter((bet) => bet.ev >= EV_MARK).sort((a, b) => b.ev - a.ev);
    return { bets, graded: graded.length, kickedOff: games.filter(started).length };
  },
);

/** The lines are the demo season's: every EV figure says 'demo lines'. */
export const selectLinesAreDemo = (state: RootState): boolean => selectResourceSource(state, 'odds')?.source === 'demo';

const noNotes: HalfPointNote[] = [];

/** Each card's half-point notes (halfPointNotes) by game id, from the key-number table in use. */
export const selectHalfPointNotesOfWeek = createSelector(
  [selectGamesOfWeek, selectKeyNumbers],
  (games, table): ReadonlyMap<string, HalfPointNote[]> =>
    new Map(games.map((game) => [game.id, halfPointNotes(game.bookmakers, game.home_team, table)])),
);

export const selectHalfPointNotes = (state: RootState, gameId: string): HalfPointNote[] =>
  selectHalfPointNotesOfWeek(state).get(gameId) ?? noNotes;
