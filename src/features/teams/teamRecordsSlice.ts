import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { locationChanged } from '../../lib/navigation';
import { seasonOpenerAt } from '../../config/seasonOpener';
import { currentWeek, seasonWeek } from '../../domain/week';

export interface TeamRecordsState {
  /** Records against the number, once asked for: weeks 1 to the current week when they were. */
  request: { throughWeek: number } | null;
}

const initialState: TeamRecordsState = { request: null };

/**
 * Whether the team profiles show records against the number (issue #20). Joins the store with the
 * Team Profiles screen (app/screens.ts), so the app shell does not carry it.
 */
const teamRecordsSlice = createSlice({
  name: 'teamRecords',
  initialState,
  reducers: {
    /**
     * Time enters through the payload (the current week by the spec's rule), so a replayed log asks for the same weeks.
     */
    recordsRequested: {
      reducer: (state, action: PayloadAction<{ throughWeek: number; now: number }>) => {
        const throughWeek = seasonWeek(action.payload.throughWeek);
        if (throughWeek !== undefined) state.request = { throughWeek };
      },
      prepare: (now: number) => ({ payload: { throughWeek: currentWeek(now, seasonOpenerAt(now)), now } }),
    },
    recordsHidden: (state) => {
      state.request = null;
    },
  },
  extraReducers: (builder) => {
    // Like the open profile, they belong to one visit of the screen.
    builder.addCase(locationChanged, (state) => {
      state.request = null;
    });
  },
});

export const { recordsRequested, recordsHidden } = teamRecordsSlice.actions;

/** The weeks asked for; null until the records are asked for (or before the slice has joined the store). */
export const selectRecordsRequest = (state: RootState) => state.teamRecords?.request ?? null;

export default teamRecordsSlice;
