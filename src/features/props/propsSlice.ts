import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PropsUiState {
  search: string;
  /** The keys (propKey) of the rows that are expanded; each toggles on its own. */
  expanded: string[];
}

const initialState: PropsUiState = { search: '', expanded: [] };

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
  },
  selectors: {
    selectPropsSearch: (state) => state.search,
    selectExpandedProps: (state) => state.expanded,
  },
});

export const { propsSearchChanged, propsRowToggled } = propsSlice.actions;
export const { selectPropsSearch, selectExpandedProps } = propsSlice.selectors;
export default propsSlice;
