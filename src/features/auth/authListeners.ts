import type { AppStartListening } from '../../app/listenerMiddleware';
import type { AppStore } from '../../app/store';
import { isListedAdmin } from '../../config/adminUids';
import { adminCheckFinished, adminCheckStarted } from '../admin/adminSlice';
import { loadFirebase } from './loadFirebase';
import { authStateChanged } from './authSlice';

/**
 * The admin check after each sign-in (spec §4): admin only when `admins/{uid}` exists and the uid
 * is one of the 15; any failure means not admin. A newer auth change cancels a check under way.
 */
export function addAuthListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: authStateChanged,
    effect: async (action, listenerApi) => {
      const user = action.payload;
      // A flow and the subscription both report the same sign-in: check (read the document) once.
      if (user && listenerApi.getOriginalState().auth.user?.uid === user.uid) return;
      listenerApi.cancelActiveListeners();
      if (!user) return;
      listenerApi.dispatch(adminCheckStarted());
      let isAdmin = false;
      try {
        const firebase = await listenerApi.pause(loadFirebase());
        const documentExists = await listenerApi.pause(firebase.adminDocumentExists(user.uid));
        isAdmin = documentExists && isListedAdmin(user.uid);
      } catch (error) {
        if (listenerApi.signal.aborted) return;
        console.error('Error checking admin status:', error);
      }
      listenerApi.dispatch(adminCheckFinished(isAdmin));
    },
  });
}

/** Loads the identity service after the first render and mirrors its user into the store. */
export async function startAuthSession(store: AppStore): Promise<() => void> {
  const firebase = await loadFirebase();
  return firebase.subscribeToAuthState((user) => store.dispatch(authStateChanged(user)));
}
