import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { nextSort } from '../../lib/tableSort';
import { DEFAULT_SORT, type SortState } from './sortState';
import { DEFAULT_POSITION_GROUP } from '../../domain/positions';
import type { PositionGroup, SortColumn } from '../../domain/playerStats';

export interface PlayerDataState {
  /** null until the user picks one: the first season from /seasons is the default. */
  seasonId: string | null;
  search: string;
  group: PositionGroup;
  sort: SortState;
}

/** The filters, and whether the screen is shown (its season's failure is alerted only then). */
interface PlayerDataSliceState extends PlayerDataState {
  onScreen: boolean;
}

const initialState: PlayerDataSliceState = {
  seasonId: null,
  search: '',
  group: DEFAULT_POSITION_GROUP,
  sort: DEFAULT_SORT,
  onScreen: false,
};

const playerDataSlice = createSlice({
  name: 'playerData',
  initialState,
  reducers: {
    seasonChosen: (state, action: PayloadAction<string>) => {
      state.seasonId = action.payload;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
    groupChosen: (state, action: PayloadAction<PositionGroup>) => {
      state.group = action.payload;
    },
    /** The active column toggles; another column starts ascending. */
    sortClicked: (state, action: PayloadAction<SortColumn>) => {
      state.sort = nextSort(state.sort, action.payload);
    },
    /** The address (a shared link, Back or Forward) sets every filter at once. */
    filtersRestoredFromUrl: (state, action: PayloadAction<PlayerDataState>) => ({
      ...action.payload,
      onScreen: state.onScreen,
    }),
    screenShown: (state) => {
      state.onScreen = true;
    },
    screenLeft: (state) => {
      state.onScreen = false;
    },
  },
  selectors: {
    selectChosenSeasonId: (state) => state.seasonId,
    selectPlayerSearch: (state) => state.search,
    selectPositionGroup: (state) => state.group,
    selectPlayerSort: (state) => state.sort,
    selectPlayerDataOnScreen: (state) => state.onScreen,
  },
});

export const {
  seasonChosen,
  searchChanged,
  groupChosen,
  sortClicked,
  filtersRestoredFromUrl,
  screenShown,
  screenLeft,
} = playerDataSlice.actions;
export const {
  selectChosenSeasonId,
  selectPlayerSearch,
  selectPositionGroup,
  selectPlayerSort,
  selectPlayerDataOnScreen,
} = playerDataSlice.selectors;
export default playerDataSlice;
