import { useEffect } from 'react';
import { selectCurrentUser } from '../features/auth/authSlice';
import { useAppSelector, useAppStore } from './hooks';
import { injectApi, injectSlice } from './store';

/**
 * Keeps the signed-in user's bets in the store while a screen whose line history marks them is open (the game page,
 * the matchups' dialog): the marks read meApi's cache, which My bets alone would otherwise fill. The API and the
 * view slice that names the list's owner load on their own chunks, only for a signed-in user; another user's list
 * is dropped first (betsOwnerEnsured), as My bets does.
 */
export function useBetsForMarks(): void {
  const uid = useAppSelector(selectCurrentUser)?.uid;
  const store = useAppStore();
  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      import('../features/myBets/meApi'),
      import(/* webpackChunkName: "my-bets-view" */ '../features/myBets/myBetsViewSlice'),
      import(/* webpackChunkName: "my-bets-view" */ '../features/myBets/betsOwner'),
    ])
      .then(([{ meApi }, view, { betsOwnerEnsured }]) => {
        if (cancelled) return;
        injectApi(meApi);
        injectSlice(view.default);
        store.dispatch(betsOwnerEnsured(uid));
        const subscription = store.dispatch(meApi.endpoints.listBets.initiate());
        stop = () => subscription.unsubscribe();
      })
      .catch(() => undefined); // No marks when the chunks do not load: the chart shows without them.
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid, store]);
}
