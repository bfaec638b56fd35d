import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user, as the store keeps it: serializable fields only. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  provider: 'password' | 'google.com' | string;
}

export interface AuthState {
  /** 'unknown' until the identity service has reported the first time. */
  status: 'unknown' | 'signedOut' | 'signingIn' | 'signedIn';
  user: AuthUser | null;
  error: string | null;
}

const initialState: AuthState = { status: 'unknown', user: null, error: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signInStarted: (state) => {
      state.status = 'signingIn';
      state.error = null;
    },
    signInFailed: (state, action: PayloadAction<string>) => {
      state.status = state.user ? 'signedIn' : 'signedOut';
      state.error = action.payload;
    },
    authStateChanged: (state, action: PayloadAction<AuthUser | null>) => {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    authErrorCleared: (state) => {
      state.error = null;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectAuthError: (state) => state.error,
  },
});

export const { signInStarted, signInFailed, authStateChanged, authErrorCleared } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectAuthError } = authSlice.selectors;
export default authSlice;
