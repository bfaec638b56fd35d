import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A message about the user's bets: an edit or delete the server refused and undid, or a stale edit. */
export interface BetsNotice {
  message: string;
  tone: 'error' | 'info';
  /** The bet it is about, when there is one. */
  betId?: string;
}

export interface MyBetsState {
  notice: BetsNotice | null;
}

const initialState: MyBetsState = { notice: null };

const myBetsSlice = createSlice({
  name: 'myBets',
  initialState,
  reducers: {
    betsNoticeShown: (state, action: PayloadAction<BetsNotice>) => {
      state.notice = action.payload;
    },
    betsNoticeDismissed: (state) => {
      state.notice = null;
    },
  },
  selectors: {
    selectBetsNotice: (state) => state.notice,
  },
});

export const { betsNoticeShown, betsNoticeDismissed } = myBetsSlice.actions;
export const { selectBetsNotice } = myBetsSlice.selectors;
export default myBetsSlice;
