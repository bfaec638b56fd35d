import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

/** The comparison dialog's views: the season table with its charts, or the chosen stat by week. */
export type ComparisonView = 'season' | 'byWeek';

export interface ComparisonViewState {
  view: ComparisonView;
  /** The stat drawn by week, by its header ('Receiving Yards'); null: the first that applies. */
  weeklyStat: string | null;
}

const initialState: ComparisonViewState = { view: 'season', weeklyStat: null };

/** Injected with the Player Data screen's code (app/screens.ts), so it costs the first load nothing. */
const comparisonViewSlice = createSlice({
  name: 'comparisonView',
  initialState,
  reducers: {
    viewChosen: (state, action: PayloadAction<ComparisonView>) => {
      state.view = action.payload;
    },
    weeklyStatChosen: (state, action: PayloadAction<string>) => {
      state.weeklyStat = action.payload;
    },
  },
});

export const { viewChosen, weeklyStatChosen } = comparisonViewSlice.actions;

const selectViewState = (state: RootState): ComparisonViewState => state.comparisonView ?? initialState;
export const selectComparisonView = (state: RootState) => selectViewState(state).view;
export const selectWeeklyStat = (state: RootState) => selectViewState(state).weeklyStat;

export default comparisonViewSlice;
