import { addSessionCacheListener } from '../api/sessionCacheListener';
import { addAdminListeners } from '../features/admin/adminListeners';
import { addPlayerDataListeners } from '../features/playerData/playerDataListeners';
import { addSourcesListeners } from '../features/sources/sourcesListeners';
import { addThemeListeners } from '../features/theme/themeListeners';
import { startAppListening } from './listenerMiddleware';

let registered = false;

/**
 * Every listener of the app, registered once on the one listener middleware by `makeStore`:
 * the persistence of the session caches, the admin check, the theme, the player-data alert, and
 * where a live provider's lines are from.
 */
export function registerListeners(): void {
  if (registered) return;
  registered = true;
  addSessionCacheListener(startAppListening);
  addAdminListeners(startAppListening);
  addThemeListeners(startAppListening);
  addPlayerDataListeners(startAppListening);
  addSourcesListeners(startAppListening);
}
