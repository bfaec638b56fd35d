import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface StadiumsState {
  selectedTeamId: string | null;
}

const initialState: StadiumsState = { selectedTeamId: null };

const stadiumsSlice = createSlice({
  name: 'stadiums',
  initialState,
  reducers: {
    stadiumTeamSelected: (state, action: PayloadAction<string>) => {
      state.selectedTeamId = action.payload;
    },
  },
  selectors: {
    selectStadiumTeamId: (state) => state.selectedTeamId,
  },
});

export const { stadiumTeamSelected } = stadiumsSlice.actions;
export const { selectStadiumTeamId } = stadiumsSlice.selectors;
export default stadiumsSlice;
