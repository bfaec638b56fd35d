import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PropsUiState {
  search: string;
  /** Players whose rows are expanded; each toggles on its own. */
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
