import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../../lib/firebase';

export interface AuthState {
  /** 'unknown' until the identity service has reported the first time. */
  status: 'unknown' | 'signedOut' | 'signingIn' | 'signedIn';
  user: AuthUser | null;
  error: string | null;
  /** A message for the next screen ('Account created successfully! …'), shown as a status notice. */
  notice: string | null;
}

const initialState: AuthState = { status: 'unknown', user: null, error: null, notice: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signInStarted: (state) => {
      state.status = 'signingIn';
      state.error = null;
    },
    /** A sign-in or sign-up flow finished with this user (the subscription reports it too, as authStateChanged). */
    signInSucceeded: (state, action: PayloadAction<AuthUser>) => {
      state.user = action.payload;
      state.status = 'signedIn';
    },
    signInFailed: (state, action: PayloadAction<string>) => {
      state.status = state.user ? 'signedIn' : 'signedOut';
      state.error = action.payload;
    },
    /** From the identity service's subscription. A flow under way decides the status when it ends. */
    authStateChanged: (state, action: PayloadAction<AuthUser | null>) => {
      state.user = action.payload;
      if (state.status !== 'signingIn') state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    authErrorCleared: (state) => {
      state.error = null;
    },
    noticeShown: (state, action: PayloadAction<string>) => {
      state.notice = action.payload;
    },
    noticeDismissed: (state) => {
      state.notice = null;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectAuthError: (state) => state.error,
    selectAuthNotice: (state) => state.notice,
    selectAuthPending: (state) => state.status === 'signingIn',
  },
});

export const { signInStarted, signInSucceeded, signInFailed, authStateChanged, authErrorCleared, noticeShown, noticeDismissed } =
  authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectAuthError, selectAuthNotice, selectAuthPending } =
  authSlice.selectors;
export default authSlice;
