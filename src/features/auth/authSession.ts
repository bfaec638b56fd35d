import type { AppStore } from '../../app/store';
import { loadFirebase, onFirebaseRequested } from '../../lib/loadFirebase';
import { authStateChanged } from './authSlice';

/**
 * Loads the identity service and mirrors its user into the store: the one source of
 * `authStateChanged`, dispatched once per sign-in and sign-out.
 */
export async function startAuthSession(store: AppStore): Promise<() => void> {
  const firebase = await loadFirebase();
  return firebase.subscribeToAuthState((user) => store.dispatch(authStateChanged(user)));
}

/** Where the identity service keeps a signed-in user (its local persistence): `firebase:authUser:{apiKey}:{app}`. */
const STORED_USER = 'firebase:authUser:';

/** Whether this browser may hold a signed-in user; true when storage cannot be read, as nothing then says otherwise. */
export function mayHoldStoredUser(storage: () => Storage = () => window.localStorage): boolean {
  try {
    const stored = storage();
    for (let index = 0; index < stored.length; index++) if (stored.key(index)?.startsWith(STORED_USER)) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * The session at start-up, without loading the identity service for a visitor who has never signed
 * in here: with no stored user, the store hears 'signed out' at once, and the service loads (and its
 * subscription starts) only when something asks for it — a sign-in, a sign-out — or when another tab
 * of the app stores a user.
 */
export function startAuthSessionWhenNeeded(store: AppStore, storage?: () => Storage): void {
  if (mayHoldStoredUser(storage)) {
    void startAuthSession(store);
    return;
  }
  store.dispatch(authStateChanged(null));
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(STORED_USER)) start();
  };
  const stopWaiting = onFirebaseRequested(() => start());
  window.addEventListener('storage', onStorage);
  function start() {
    stopWaiting();
    window.removeEventListener('storage', onStorage);
    void startAuthSession(store);
  }
}
