import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authStateChanged } from '../auth/authSlice';

export interface AdminState {
  isAdmin: boolean;
  status: 'idle' | 'checking' | 'checked';
}

const initialState: AdminState = { isAdmin: false, status: 'idle' };

const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    adminCheckStarted: (state) => {
      state.status = 'checking';
      state.isAdmin = false;
    },
    adminCheckFinished: (state, action: PayloadAction<boolean>) => {
      state.status = 'checked';
      state.isAdmin = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Signing out ends admin rights at once, without a reload (CONTRACT §5).
    builder.addCase(authStateChanged, (state, action) => (action.payload ? state : initialState));
  },
  selectors: {
    selectIsAdmin: (state) => state.isAdmin,
  },
});

export const { adminCheckStarted, adminCheckFinished } = adminSlice.actions;
export const { selectIsAdmin } = adminSlice.selectors;
export default adminSlice;
