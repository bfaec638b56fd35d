import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_COMPARISON, MIN_COMPARISON } from '../../config/constants';

export interface ComparisonState {
  /** Selected player ids, in the order chosen; at most 4. */
  selectedIds: string[];
  /** The id of the last selection refused because 4 were already chosen (the user is told why). */
  refusedId: string | null;
  dialogOpen: boolean;
}

const initialState: ComparisonState = { selectedIds: [], refusedId: null, dialogOpen: false };

const comparisonSlice = createSlice({
  name: 'comparison',
  initialState,
  reducers: {
    playerToggled: (state, action: PayloadAction<string>) => {
      const id = action.payload;
      const index = state.selectedIds.indexOf(id);
      if (index >= 0) {
        state.selectedIds.splice(index, 1);
        state.refusedId = null;
      } else if (state.selectedIds.length >= MAX_COMPARISON) {
        state.refusedId = id; // a fifth selection is ignored
      } else {
        state.selectedIds.push(id);
        state.refusedId = null;
      }
      if (state.selectedIds.length < MIN_COMPARISON) state.dialogOpen = false;
    },
    selectionCleared: (state) => {
      state.selectedIds = [];
      state.refusedId = null;
      state.dialogOpen = false;
    },
    compareOpened: (state) => {
      if (state.selectedIds.length >= MIN_COMPARISON) state.dialogOpen = true;
    },
    compareClosed: (state) => {
      state.dialogOpen = false;
    },
  },
  selectors: {
    selectSelectedPlayerIds: (state) => state.selectedIds,
    selectRefusedPlayerId: (state) => state.refusedId,
    selectCompareOpen: (state) => state.dialogOpen,
    selectCanCompare: (state) => state.selectedIds.length >= MIN_COMPARISON,
  },
});

export const { playerToggled, selectionCleared, compareOpened, compareClosed } = comparisonSlice.actions;
export const { selectSelectedPlayerIds, selectRefusedPlayerId, selectCompareOpen, selectCanCompare } =
  comparisonSlice.selectors;
export default comparisonSlice;
