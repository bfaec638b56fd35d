import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { nextSort, type TableSort } from '../../lib/tableSort';

export const FILTER_NAMES = ['season', 'week', 'market', 'book', 'status'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** Each filter's chosen value ('2025', '3', 'spreads', 'draftkings', 'won'); '' shows all. */
export type BetFilters = Record<FilterName, string>;

export const BET_COLUMNS = ['placed', 'game', 'bet', 'book', 'price', 'stake', 'status', 'profit', 'clv'] as const;
export type BetColumn = (typeof BET_COLUMNS)[number];
export type BetSort = TableSort<BetColumn>;

export const NO_FILTERS: BetFilters = { season: '', week: '', market: '', book: '', status: '' };
/** Newest first. */
export const DEFAULT_BET_SORT: BetSort = { column: 'placed', direction: 'desc' };

/** The screen's view (its address: /my-bets?season=…&week=…&market=…&book=…&status=…&sort=…&dir=…). */
export interface MyBetsView {
  filters: BetFilters;
  sort: BetSort;
}

export interface MyBetsViewState extends MyBetsView {
  /** The user whose bets the cached answer holds; another user signing in starts from an empty cache. */
  owner: string | null;
}

const initialState: MyBetsViewState = { filters: NO_FILTERS, sort: DEFAULT_BET_SORT, owner: null };

/** Injected with the screen's code (app/pages/MyBetsPage's `slices`), so it costs the first load nothing. */
const myBetsViewSlice = createSlice({
  name: 'myBetsView',
  initialState,
  reducers: {
    betFilterChosen: (state, action: PayloadAction<{ name: FilterName; value: string }>) => {
      state.filters[action.payload.name] = action.payload.value;
    },
    betFiltersCleared: (state) => {
      state.filters = NO_FILTERS;
    },
    betSortClicked: (state, action: PayloadAction<BetColumn>) => {
      state.sort = nextSort(state.sort, action.payload);
    },
    /** The address (a link, a shared address, Back or Forward) sets the filters and the sort. */
    betsViewRestored: (state, action: PayloadAction<MyBetsView>) => {
      state.filters = action.payload.filters;
      state.sort = action.payload.sort;
    },
    /** The screen shows this user's bets now (the cache of another's was dropped). */
    betsOwnerChanged: (state, action: PayloadAction<string>) => {
      state.owner = action.payload;
    },
  },
});

export const { betFilterChosen, betFiltersCleared, betSortClicked, betsViewRestored, betsOwnerChanged } =
  myBetsViewSlice.actions;

/** The view; its initial state until the slice has joined the store with the screen. */
const selectView = (state: RootState): MyBetsViewState =>
  (state as RootState & { myBetsView?: MyBetsViewState }).myBetsView ?? initialState;

export const selectBetFilters = (state: RootState) => selectView(state).filters;
export const selectBetSort = (state: RootState) => selectView(state).sort;
export const selectBetsOwner = (state: RootState) => selectView(state).owner;

export default myBetsViewSlice;
