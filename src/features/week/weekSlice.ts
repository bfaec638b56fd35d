import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { seasonOpenerAt } from '../../config/seasonOpener';
import { currentWeek, seasonWeek, weekInAddress } from '../../domain/week';

export interface WeekState {
  /** The week shown on /nfl and used by /player-props (shared). */
  selected: number;
}

const initialState: WeekState = { selected: 1 };

/**
 * What the /nfl address names: the week, and (kept by the matchups slice) how the cards are sorted, the fair-odds
 * method and the view; as read from the address, so the matchups slice checks the words.
 */
export interface MatchupsAddress {
  week: number;
  sort: string;
  devig?: string;
  view?: string;
  cards?: string;
  /** The bet slip's legs (slipSearchValue) and, for a teaser, its points. */
  slip?: string;
  teaser?: string;
}

/** Initial week (CONTRACT §5): `?week=N` when valid, else the current week from the clock. */
export function initialWeek(search: string, now: number, opener = seasonOpenerAt(now)): number {
  return weekInAddress(search) ?? currentWeek(now, opener);
}

const weekSlice = createSlice({
  name: 'week',
  initialState,
  reducers: {
    /** Time enters through the payload, so a replayed log gives the same week. */
    weekInitialized: {
      reducer: (state, action: PayloadAction<{ week: number; search: string; now: number }>) => {
        state.selected = seasonWeek(action.payload.week) ?? state.selected;
      },
      prepare: (search: string, now: number) => ({ payload: { week: initialWeek(search, now), search, now } }),
    },
    /** A week that is not an integer (a replayed `weekSelected(NaN)`) is ignored: the state stays as it was. */
    weekSelected: (state, action: PayloadAction<number>) => {
      state.selected = seasonWeek(action.payload) ?? state.selected;
    },
    /**
     * The /nfl address names the week and how the screen shows it (the matchups slice keeps the rest): one action
     * restores them all.
     */
    matchupsAddressRestored: (state, action: PayloadAction<MatchupsAddress>) => {
      state.selected = seasonWeek(action.payload.week) ?? state.selected;
    },
  },
  selectors: {
    selectSelectedWeek: (state) => state.selected,
  },
});

export const { weekInitialized, weekSelected, matchupsAddressRestored } = weekSlice.actions;
export const { selectSelectedWeek } = weekSlice.selectors;
export default weekSlice;
