import type { AppStore } from '../../app/store';
import { loadFirebase } from '../../lib/loadFirebase';
import { authStateChanged } from './authSlice';

/**
 * Loads the identity service after the first render and mirrors its user into the store: the
 * one source of `authStateChanged`, dispatched once per sign-in and sign-out.
 */
export async function startAuthSession(store: AppStore): Promise<() => void> {
  const firebase = await loadFirebase();
  return firebase.subscribeToAuthState((user) => store.dispatch(authStateChanged(user)));
}
