import { addAuthListeners } from '../features/auth/authListeners';
import { addThemeListeners } from '../features/theme/themeListeners';
import { startAppListening } from './listenerMiddleware';

let registered = false;

/**
 * Registers the app-wide listeners on the one listener middleware, once. Each feature API
 * registers its own cache listeners when its code loads, so a screen's chunk carries them.
 */
export function registerListeners(): void {
  if (registered) return;
  registered = true;
  addAuthListeners(startAppListening);
  addThemeListeners(startAppListening);
}
