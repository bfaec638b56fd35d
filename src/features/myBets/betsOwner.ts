import type { AppThunk } from '../../app/store';
import { meApi } from './meApi';
import { betsOwnerChanged, selectBetsOwner } from './myBetsViewSlice';

/**
 * Makes the cached bets `uid`'s before they are asked for: another user's cached list is dropped first, so it never
 * shows (My bets and the line history's marks both read this cache).
 */
export const betsOwnerEnsured =
  (uid: string): AppThunk =>
  (dispatch, getState) => {
    if (selectBetsOwner(getState()) === uid) return;
    dispatch(meApi.util.resetApiState());
    dispatch(betsOwnerChanged(uid));
  };
