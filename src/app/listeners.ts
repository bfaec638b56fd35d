import { addSessionCacheListener } from '../api/sessionCacheListener';
import { addAdminListeners } from '../features/admin/adminListeners';
import { addBetOutboxListeners } from '../features/myBets/betOutboxListeners';
import { addPlayerDataListeners } from '../features/playerData/playerDataListeners';
import { addSourcesListeners } from '../features/sources/sourcesListeners';
import { addThemeListeners } from '../features/theme/themeListeners';
import { startAppListening } from './listenerMiddleware';
import type { InjectableApi } from './store';

let registered = false;

/**
 * Every listener of the app, registered once on the one listener middleware by `makeStore`:
 * the persistence of the session caches, the admin check, the theme, the player-data alert, and
 * where a live provider's lines are from, and the outbox of bets not saved yet.
 */
export function registerListeners(injectApi: (api: InjectableApi) => void): void {
  if (registered) return;
  registered = true;
  addSessionCacheListener(startAppListening);
  addAdminListeners(startAppListening);
  addThemeListeners(startAppListening);
  addPlayerDataListeners(startAppListening);
  addSourcesListeners(startAppListening);
  addBetOutboxListeners(startAppListening, async () => {
    const module = await import('../features/myBets/meApi');
    injectApi(module.meApi);
    return module;
  });
}
