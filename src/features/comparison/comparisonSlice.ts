import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_COMPARISON, MIN_COMPARISON } from '../../config/constants';
import type { PlayerStat } from '../../domain/playerStats';

/** A row's identity in the selection: the same player in two seasons is two choices. */
export const comparisonKey = (row: Pick<PlayerStat, 'season_id' | 'player_id'>): string =>
  `${row.season_id}/${row.player_id}`;

export interface ComparisonState {
  /**
   * The selected rows, in the order chosen; at most 4. Kept whole (not just ids) so the selection
   * survives a season switch and a replayed log needs no network to show it.
   */
  selected: PlayerStat[];
  /** The key of the last selection refused because 4 were already chosen (the user is told why). */
  refusedKey: string | null;
  dialogOpen: boolean;
}

const initialState: ComparisonState = { selected: [], refusedKey: null, dialogOpen: false };

const comparisonSlice = createSlice({
  name: 'comparison',
  initialState,
  reducers: {
    playerToggled: (state, action: PayloadAction<PlayerStat>) => {
      const key = comparisonKey(action.payload);
      const index = state.selected.findIndex((row) => comparisonKey(row) === key);
      if (index >= 0) {
        state.selected.splice(index, 1);
        state.refusedKey = null;
      } else if (state.selected.length >= MAX_COMPARISON) {
        state.refusedKey = key; // a fifth selection is ignored
      } else {
        state.selected.push(action.payload);
        state.refusedKey = null;
      }
      if (state.selected.length < MIN_COMPARISON) state.dialogOpen = false;
    },
    selectionCleared: (state) => {
      state.selected = [];
      state.refusedKey = null;
      state.dialogOpen = false;
    },
    compareOpened: (state) => {
      if (state.selected.length >= MIN_COMPARISON) state.dialogOpen = true;
    },
    compareClosed: (state) => {
      state.dialogOpen = false;
    },
    refusalDismissed: (state) => {
      state.refusedKey = null;
    },
  },
  selectors: {
    selectSelectedPlayers: (state) => state.selected,
    selectRefusedKey: (state) => state.refusedKey,
    selectCompareOpen: (state) => state.dialogOpen,
    selectCanCompare: (state) => state.selected.length >= MIN_COMPARISON,
  },
});

export const { playerToggled, selectionCleared, compareOpened, compareClosed, refusalDismissed } =
  comparisonSlice.actions;
export const { selectSelectedPlayers, selectRefusedKey, selectCompareOpen, selectCanCompare } =
  comparisonSlice.selectors;

export default comparisonSlice;
