import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cycleIndex } from '../../lib/cycleIndex';

export interface MatchupsState {
  /** The game whose modal is open. */
  openGameId: string | null;
  /** Which shown bookmaker each card displays (index into its FanDuel/DraftKings/BetMGM list). */
  bookmakerIndex: Record<string, number>;
  /** Each price's implied probability and its book's no-vig fair probability are shown (off by default). */
  probabilitiesShown: boolean;
}

const initialState: MatchupsState = { openGameId: null, bookmakerIndex: {}, probabilitiesShown: false };

const matchupsSlice = createSlice({
  name: 'matchups',
  initialState,
  reducers: {
    matchupOpened: (state, action: PayloadAction<string>) => {
      state.openGameId = action.payload;
    },
    matchupClosed: (state) => {
      state.openGameId = null;
    },
    /** The arrows cycle through the card's shown bookmakers, wrapping around. */
    bookmakerCycled: (state, action: PayloadAction<{ gameId: string; step: 1 | -1; count: number }>) => {
      const { gameId, step, count } = action.payload;
      if (count <= 0) return;
      state.bookmakerIndex[gameId] = cycleIndex(state.bookmakerIndex[gameId] ?? 0, count, step);
    },
    /** The toolbar's checkbox: the payload is whether probabilities are now shown. */
    probabilitiesToggled: (state, action: PayloadAction<boolean>) => {
      state.probabilitiesShown = action.payload;
    },
  },
  selectors: {
    selectOpenGameId: (state) => state.openGameId,
    selectBookmakerIndex: (state, gameId: string) => state.bookmakerIndex[gameId] ?? 0,
    selectProbabilitiesShown: (state) => state.probabilitiesShown,
  },
});

export const { matchupOpened, matchupClosed, bookmakerCycled, probabilitiesToggled } = matchupsSlice.actions;
export const { selectOpenGameId, selectBookmakerIndex, selectProbabilitiesShown } = matchupsSlice.selectors;
export default matchupsSlice;
