import type { AppThunk } from '../../app/store';
import { SIGN_IN_POPUP } from '../../config/constants';
import { authErrorMessage } from './authErrors';
import { loadFirebase } from '../../lib/loadFirebase';
import type { AuthUser } from '../../lib/firebase';
import { noticeShown, popupAbandoned, signInFailed, signInStarted, signInSucceeded } from './authSlice';

export const SIGN_UP_SUCCESS = 'Account created successfully! You are now logged in.';
export const GOOGLE_ACCOUNT_EXISTS = 'This Google account is already associated with an existing user.';

type TrackedEvent = 'Login' | 'GoogleSignIn' | 'SignUp' | 'GoogleSignUp';

declare global {
  interface Window {
    trackEvent?: unknown;
  }
}

/** CONTRACT §5: `loginTime` in local storage, and the page's tracking hook when it has one. */
function recordSignIn(event: TrackedEvent): void {
  try {
    window.localStorage.setItem('loginTime', String(Date.now()));
  } catch {
    // Storage disabled or full: signing in still works.
  }
  if (typeof window.trackEvent === 'function') (window.trackEvent as (name: string) => void)(event);
}

const POPUP_CLOSED = authErrorMessage({ code: 'auth/popup-closed-by-user' });

/**
 * Watches the page while the popup runs: once it has had focus for `SIGN_IN_POPUP.cancelAfterMs` in a
 * row (the user is back and has left the popup), `onAbandoned` ends the waiting, so the buttons never
 * hang. Going back to the popup (the page loses focus) restarts the count. The popup's own answer
 * still comes through `pending`: Firebase rejects it once it sees the window closed.
 */
function watchPopup<T>(pending: Promise<T>, onAbandoned: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onBlur = () => clearTimeout(timer);
  const onFocus = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      onAbandoned();
    }, SIGN_IN_POPUP.cancelAfterMs);
  };
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('blur', onBlur);
  };
  window.addEventListener('focus', onFocus);
  window.addEventListener('blur', onBlur);
  return pending.finally(stop);
}

type Firebase = Awaited<ReturnType<typeof loadFirebase>>;
type Popup = <T>(pending: Promise<T>) => Promise<T>;

/**
 * Runs one flow: pending while it runs, then the signed-in user and any notice, or the error as a
 * readable sentence. Its one outcome is what the identity service answers, even after the popup
 * watch has ended the waiting. The sign-in itself (authStateChanged) is the subscription's to report.
 */
function flow(
  run: (firebase: Firebase, popup: Popup) => Promise<{ user: AuthUser; notice?: string }>,
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const { flow: id } = dispatch(signInStarted()).payload;
    const popup: Popup = (pending) =>
      watchPopup(pending, () => dispatch(popupAbandoned({ flow: id, message: POPUP_CLOSED })));
    try {
      const { user, notice } = await run(await loadFirebase(), popup);
      dispatch(signInSucceeded({ flow: id, user }));
      if (notice) dispatch(noticeShown(notice));
    } catch (error) {
      dispatch(signInFailed({ flow: id, message: authErrorMessage(error) }));
    }
  };
}

export const loginWithEmail = (email: string, password: string) =>
  flow(async (firebase) => {
    const user = await firebase.signInWithEmail(email.trim(), password);
    recordSignIn('Login');
    return { user };
  });

export const signUpWithEmail = (email: string, password: string) =>
  flow(async (firebase) => {
    const user = await firebase.signUpWithEmail(email.trim(), password);
    recordSignIn('SignUp');
    return { user, notice: SIGN_UP_SUCCESS };
  });

/** 'Sign in with Google' also accepts a new Google account (CONTRACT §5). */
export const signInWithGoogle = () =>
  flow(async (firebase, popup) => {
    const { user } = await popup(firebase.signInWithGoogle());
    recordSignIn('GoogleSignIn');
    return { user };
  });

/** 'Sign Up with Google' only for a new account; an existing one is signed out again and refused. */
export const signUpWithGoogle = () =>
  flow(async (firebase, popup) => {
    const { user, isNewUser } = await popup(firebase.signInWithGoogle());
    if (!isNewUser) {
      await firebase.signOutUser();
      throw new Error(GOOGLE_ACCOUNT_EXISTS);
    }
    recordSignIn('GoogleSignUp');
    return { user, notice: SIGN_UP_SUCCESS };
  });

/** Signs out and stays on the current page; rejects when the service could not (the caller says so). */
export const signOut = (): AppThunk<Promise<void>> => async () => {
  const firebase = await loadFirebase();
  await firebase.signOutUser();
};
