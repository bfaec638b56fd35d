import type { AppStartListening } from '../../app/store';
import { authStateChanged } from '../auth/authSlice';
import { adminCheckFinished, adminCheckStarted } from './adminSlice';

/**
 * The admin check after each sign-in (spec §4): admin only when `admins/{uid}` exists and the uid
 * is one of the 15; any failure means not admin. A newer auth change cancels a check under way.
 */
export function addAdminListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: authStateChanged,
    effect: async (action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const user = action.payload;
      if (!user) return;
      listenerApi.dispatch(adminCheckStarted());
      let isAdmin = false;
      try {
        const check = await listenerApi.pause(import('./adminCheck'));
        isAdmin = await listenerApi.pause(check.isAdmin(user.uid));
      } catch (error) {
        if (listenerApi.signal.aborted) return;
        console.error('Error checking admin status:', error);
      }
      listenerApi.dispatch(adminCheckFinished(isAdmin));
    },
  });
}
