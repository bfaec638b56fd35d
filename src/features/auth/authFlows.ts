import type { AppThunk } from '../../app/store';
import { SIGN_IN_POPUP } from '../../config/constants';
import { authErrorMessage } from './authErrors';
import { loadFirebase } from '../../lib/loadFirebase';
import type { AuthUser } from '../../lib/firebase';
import { noticeShown, signInFailed, signInStarted, signInSucceeded } from './authSlice';

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

/**
 * Rejects as a closed popup when the page has had focus back for `SIGN_IN_POPUP.cancelAfterMs`
 * without an answer, so the Google buttons never hang on a window the user closed.
 */
function cancelWhenAbandoned<T>(pending: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        done();
        reject(Object.assign(new Error('The popup was closed.'), { code: 'auth/popup-closed-by-user' }));
      }, SIGN_IN_POPUP.cancelAfterMs);
    };
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
    };
    window.addEventListener('focus', onFocus);
    pending.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}

type Firebase = Awaited<ReturnType<typeof loadFirebase>>;

/**
 * Runs one flow: pending while it runs, then the signed-in user and any notice, or the error as a
 * readable sentence. The sign-in itself (authStateChanged) is the subscription's to report.
 */
function flow(run: (firebase: Firebase) => Promise<{ user: AuthUser; notice?: string }>): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(signInStarted());
    try {
      const { user, notice } = await run(await loadFirebase());
      dispatch(signInSucceeded(user));
      if (notice) dispatch(noticeShown(notice));
    } catch (error) {
      dispatch(signInFailed(authErrorMessage(error)));
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
  flow(async (firebase) => {
    const { user } = await cancelWhenAbandoned(firebase.signInWithGoogle());
    recordSignIn('GoogleSignIn');
    return { user };
  });

/** 'Sign Up with Google' only for a new account; an existing one is signed out again and refused. */
export const signUpWithGoogle = () =>
  flow(async (firebase) => {
    const { user, isNewUser } = await cancelWhenAbandoned(firebase.signInWithGoogle());
    if (!isNewUser) {
      await firebase.signOutUser();
      throw new Error(GOOGLE_ACCOUNT_EXISTS);
    }
    recordSignIn('GoogleSignUp');
    return { user, notice: SIGN_UP_SUCCESS };
  });

/** Signs out and stays on the current page. */
export const signOut = (): AppThunk<Promise<void>> => async () => {
  const firebase = await loadFirebase();
  try {
    await firebase.signOutUser();
  } catch (error) {
    console.error('Sign-out failed:', error);
  }
};
