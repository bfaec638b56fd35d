import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../../lib/firebase';

export interface AuthState {
  /** 'unknown' until the identity service has reported the first time. */
  status: 'unknown' | 'signedOut' | 'signingIn' | 'signedIn';
  user: AuthUser | null;
  error: string | null;
  /** A message for the next screen ('Account created successfully! …'), shown as a status notice. */
  notice: string | null;
  /**
   * The latest sign-in flow whose answer from the identity service is still to come; that answer decides the status.
   */
  pendingFlow: string | null;
  /** The last Sign out did not happen (its code did not load, or the service refused); the user is still signed in. */
  signOutFailed: boolean;
}

/** Which flow an answer belongs to, so an answer that a newer flow has superseded changes nothing. */
interface FlowAnswer {
  flow: string;
}

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  error: null,
  notice: null,
  pendingFlow: null,
  signOutFailed: false,
};

const settledStatus = (state: AuthState) => (state.user ? 'signedIn' : 'signedOut');

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** A flow begins; its id (made here, so a recorded log replays) tags its answer. */
    signInStarted: {
      reducer: (state, action: PayloadAction<FlowAnswer>) => {
        state.status = 'signingIn';
        state.error = null;
        state.pendingFlow = action.payload.flow;
      },
      prepare: () => ({ payload: { flow: nanoid() } }),
    },
    /**
     * The popup is presumed closed (the page has had focus 8 s without an answer): the waiting ends and
     * the message shows, but the flow stays pending, so the service's answer, should it come, settles it.
     */
    popupAbandoned: (state, action: PayloadAction<FlowAnswer & { message: string }>) => {
      if (state.pendingFlow !== action.payload.flow || state.status !== 'signingIn') return;
      state.status = settledStatus(state);
      state.error = action.payload.message;
    },
    /**
     * A flow finished with this user (the subscription reports it too, as authStateChanged); the service has a user, so
     * nothing waits.
     */
    signInSucceeded: (state, action: PayloadAction<FlowAnswer & { user: AuthUser }>) => {
      state.user = action.payload.user;
      state.status = 'signedIn';
      state.error = null;
      state.pendingFlow = null;
    },
    /** A flow failed; ignored when a newer flow has started since (that one reports its own answer). */
    signInFailed: (state, action: PayloadAction<FlowAnswer & { message: string }>) => {
      if (state.pendingFlow !== action.payload.flow) return;
      state.status = settledStatus(state);
      state.error = action.payload.message;
      state.pendingFlow = null;
    },
    /**
     * From the identity service's subscription. A flow whose answer is still to come decides the status when it ends.
     */
    authStateChanged: (state, action: PayloadAction<AuthUser | null>) => {
      state.user = action.payload;
      if (state.pendingFlow === null) state.status = settledStatus(state);
      state.signOutFailed = false;
    },
    signOutRequested: (state) => {
      state.signOutFailed = false;
    },
    signOutFailed: (state) => {
      state.signOutFailed = true;
    },
    signOutFailureDismissed: (state) => {
      state.signOutFailed = false;
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
    selectSignOutFailed: (state) => state.signOutFailed,
  },
});

export const {
  signInStarted,
  popupAbandoned,
  signInSucceeded,
  signInFailed,
  authStateChanged,
  authErrorCleared,
  noticeShown,
  noticeDismissed,
  signOutRequested,
  signOutFailed,
  signOutFailureDismissed,
} = authSlice.actions;
export const {
  selectAuthStatus,
  selectCurrentUser,
  selectAuthError,
  selectAuthNotice,
  selectAuthPending,
  selectSignOutFailed,
} = authSlice.selectors;
export default authSlice;
