import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface StadiumsState {
  selectedTeamId: string | null;
  /** Stadiums whose weather the user asked for (shown again without a request). */
  weatherShown: string[];
}

const initialState: StadiumsState = { selectedTeamId: null, weatherShown: [] };

const stadiumsSlice = createSlice({
  name: 'stadiums',
  initialState,
  reducers: {
    stadiumTeamSelected: (state, action: PayloadAction<string>) => {
      state.selectedTeamId = action.payload;
    },
    weatherRequested: (state, action: PayloadAction<string>) => {
      if (!state.weatherShown.includes(action.payload)) state.weatherShown.push(action.payload);
    },
  },
  selectors: {
    selectStadiumTeamId: (state) => state.selectedTeamId,
    selectWeatherShown: (state, stadiumId: string) => state.weatherShown.includes(stadiumId),
  },
});

export const { stadiumTeamSelected, weatherRequested } = stadiumsSlice.actions;
export const { selectStadiumTeamId, selectWeatherShown } = stadiumsSlice.selectors;
export default stadiumsSlice;
