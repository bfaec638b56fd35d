import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isPropsSort, type PropsSort } from './hitRateSort';

export interface PropsUiState {
  search: string;
  /** The keys (propKey) of the rows that are expanded; each toggles on its own. */
  expanded: string[];
  /** The rows' order: the spec's (listed) unless a hit-rate order is chosen. */
  sort: PropsSort;
}

const initialState: PropsUiState = { search: '', expanded: [], sort: 'listed' };

const propsSlice = createSlice({
  name: 'props',
  initialState,
  reducers: {
    propsSearchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
    /** The payload is the row's key (its id), not the player's name, which two players may share. */
    propsRowToggled: (state, action: PayloadAction<string>) => {
      const index = state.expanded.indexOf(action.payload);
      if (index >= 0) state.expanded.splice(index, 1);
      else state.expanded.push(action.payload);
    },
    /** An order the table does not know (a replayed or hand-made action) leaves the order as it is. */
    propsSortChanged: (state, action: PayloadAction<PropsSort>) => {
      if (isPropsSort(action.payload)) state.sort = action.payload;
    },
  },
  selectors: {
    selectPropsSearch: (state) => state.search,
    selectExpandedProps: (state) => state.expanded,
    selectPropsSort: (state): PropsSort => state.sort ?? 'listed',
  },
});

export const { propsSearchChanged, propsRowToggled, propsSortChanged } = propsSlice.actions;
export const { selectPropsSearch, selectExpandedProps, selectPropsSort } = propsSlice.selectors;
export default propsSlice;
