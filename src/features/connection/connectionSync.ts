import type { AppDispatch } from '../../app/store';
import { cameBackOnline, wentOffline } from './connectionSlice';

/**
 * The browser's connection enters the store as actions (connection/wentOffline, cameBackOnline),
 * each followed by RTK Query's own (its `online` flag; `refetchOnReconnect` asks again on return).
 * Through RTK Query's `setupListeners`, loaded on its own chunk: off the app shell, and the first
 * screen that fetches needs it anyway. Resolves to the function that stops listening.
 */
export async function startConnectionSync(dispatch: AppDispatch): Promise<() => void> {
  const { setupListeners } = await import('@reduxjs/toolkit/query');
  return setupListeners(dispatch, (_dispatch, { onOnline, onOffline }) => {
    const offline = () => {
      dispatch(wentOffline());
      dispatch(onOffline());
    };
    const online = () => {
      dispatch(cameBackOnline());
      dispatch(onOnline());
    };
    if (!window.navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  });
}
