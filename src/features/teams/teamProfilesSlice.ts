import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '../../app/navigation';
import { env } from '../../config/env';
import { currentWeek, parseOpener, seasonWeek } from '../../domain/week';

export interface TeamProfilesState {
  /** The team whose profile modal is open. */
  openTeam: string | null;
  /** Records against the number, once asked for: weeks 1 to the current week when they were. */
  records: { throughWeek: number } | null;
}

const initialState: TeamProfilesState = { openTeam: null, records: null };

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
    /** Time enters through the payload (the current week by the spec's rule), so a replayed log asks for the same weeks. */
    recordsRequested: {
      reducer: (state, action: PayloadAction<{ throughWeek: number; now: number }>) => {
        const throughWeek = seasonWeek(action.payload.throughWeek);
        if (throughWeek !== undefined) state.records = { throughWeek };
      },
      prepare: (now: number) => ({ payload: { throughWeek: currentWeek(now, parseOpener(env.seasonOpener)), now } }),
    },
    recordsHidden: (state) => {
      state.records = null;
    },
  },
  extraReducers: (builder) => {
    // Leaving the screen (or Back, Forward) closes the profile, so it never reopens on return.
    builder.addCase(locationChanged, (state) => {
      state.openTeam = null;
      state.records = null;
    });
  },
  selectors: {
    selectOpenTeamName: (state) => state.openTeam,
    selectRecordsRequest: (state) => state.records,
  },
});

export const { teamProfileOpened, teamProfileClosed, recordsRequested, recordsHidden } = teamProfilesSlice.actions;
export const { selectOpenTeamName, selectRecordsRequest } = teamProfilesSlice.selectors;
export default teamProfilesSlice;
