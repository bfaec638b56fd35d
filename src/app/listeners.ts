import { addAuthListeners } from '../features/auth/authListeners';
import { addOddsListeners } from '../features/odds/oddsApi';
import { addPlayerDataListeners } from '../features/playerData/playerDataApi';
import { addPropsListeners } from '../features/props/propsApi';
import { addTeamsListeners } from '../features/teams/teamsApi';
import { startAppListening } from './listenerMiddleware';

let registered = false;

/** Registers every feature's listeners on the one listener middleware, once. */
export function registerListeners(): void {
  if (registered) return;
  registered = true;
  addOddsListeners(startAppListening);
  addTeamsListeners(startAppListening);
  addPlayerDataListeners(startAppListening);
  addPropsListeners(startAppListening);
  addAuthListeners(startAppListening);
}
