import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '../../lib/navigation';

export interface TeamProfilesState {
  /** The team whose profile modal is open. */
  openTeam: string | null;
}

const initialState: TeamProfilesState = { openTeam: null };

const teamProfilesSlice = createSlice({
  name: 'teamProfiles',
  initialState,
  reducers: {
    teamProfileOpened: (state, action: PayloadAction<string>) => {
      state.openTeam = action.payload;
    },
    teamProfileClosed: (state) => {
      state.openTeam = null;
    },
  },
  extraReducers: (builder) => {
    // Leaving the screen (or Back, Forward) closes the profile, so it never reopens on return.
    builder.addCase(locationChanged, (state) => {
      state.openTeam = null;
    });
  },
  selectors: {
    selectOpenTeamName: (state) => state.openTeam,
  },
});

export const { teamProfileOpened, teamProfileClosed } = teamProfilesSlice.actions;
export const { selectOpenTeamName } = teamProfilesSlice.selectors;
export default teamProfilesSlice;
