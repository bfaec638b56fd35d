import { createSlice } from '@reduxjs/toolkit';

export interface ConnectionState {
  /** The browser's connection, as its `online` and `offline` events told it. */
  online: boolean;
}

const initialState: ConnectionState = { online: true };

const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    wentOffline: (state) => {
      state.online = false;
    },
    cameBackOnline: (state) => {
      state.online = true;
    },
  },
  selectors: {
    selectIsOnline: (state) => state.online,
  },
});

export const { wentOffline, cameBackOnline } = connectionSlice.actions;
export const { selectIsOnline } = connectionSlice.selectors;
export default connectionSlice;
