import type { RootState } from '../../app/store';
import { selectIsOnline } from '../connection/connectionSlice';
import { PLAYER_DATA_FAILURE, hasRows, playerDataApi } from './playerDataApi';
import { selectSeasonId } from './playerDataSelectors';
import { selectChosenSeasonId, selectPlayerDataOnScreen } from './playerDataSlice';

/**
 * Spec §8's alert, for the user's sake only: the season failed (after its retries) is the one the
 * Player Data screen shows, while it is shown, and the failure leaves it without rows. A season
 * the user has left, a background refresh that keeps the rows shown, or a failure while offline
 * (the notice says so, and the season is asked for again on return) fails quietly.
 */
export function seasonFailureNeedsAlert(state: RootState, seasonId: string): boolean {
  return (
    selectIsOnline(state) &&
    selectPlayerDataOnScreen(state) &&
    selectSeasonId(state, selectChosenSeasonId(state)) === seasonId &&
    !hasRows(playerDataApi.endpoints.getPlayerStats.select(seasonId)(state).data)
  );
}

/** Loaded with the first failure (the API is in the browser by then). */
export function alertIfSeasonOnScreenFailed(state: RootState, seasonId: string): void {
  if (seasonFailureNeedsAlert(state, seasonId)) window.alert(PLAYER_DATA_FAILURE);
}
