import type { UnknownAction } from '@reduxjs/toolkit';
import { PRODUCT_API } from '../../api/productApi';
import type { AppStartListening } from '../../app/store';

interface StatsRejected extends UnknownAction {
  meta: { arg: { endpointName: string; originalArgs: unknown } };
}

/** A player-stats query failed after its retries (told by type, so RTK Query need not load with the store). */
const isStatsFailure = (action: UnknownAction): action is StatsRejected =>
  action.type === `${PRODUCT_API}/executeQuery/rejected` &&
  (action as StatsRejected).meta.arg.endpointName === 'getPlayerStats';

/** Spec §8's alert when a season's player data fails, for the season on screen (seasonFailureAlert.ts). */
export function addPlayerDataListeners(startAppListening: AppStartListening): void {
  startAppListening({
    predicate: isStatsFailure,
    effect: async (action, listenerApi) => {
      const state = listenerApi.getState(); // as the failure left it
      const { alertIfSeasonOnScreenFailed } = await import('./seasonFailureAlert');
      alertIfSeasonOnScreenFailed(state, String(action.meta.arg.originalArgs));
    },
  });
}
