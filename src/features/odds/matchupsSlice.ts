import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cycleIndex } from '../../lib/cycleIndex';

export interface MatchupsState {
  /** The game whose modal is open. */
  openGameId: string | null;
  /** Which shown bookmaker each card displays (index into its FanDuel/DraftKings/BetMGM list). */
  bookmakerIndex: Record<string, number>;
}

const initialState: MatchupsState = { openGameId: null, bookmakerIndex: {} };

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
  },
  selectors: {
    selectOpenGameId: (state) => state.openGameId,
    selectBookmakerIndex: (state, gameId: string) => state.bookmakerIndex[gameId] ?? 0,
  },
});

export const { matchupOpened, matchupClosed, bookmakerCycled } = matchupsSlice.actions;
export const { selectOpenGameId, selectBookmakerIndex } = matchupsSlice.selectors;
export default matchupsSlice;
