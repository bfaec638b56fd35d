import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/store';
// The reducer path's constant, not baseApi: the listeners are in the first load, RTK Query is not.
import { PRODUCT_API } from '../../api/productApi';

/** An odds answer arriving: RTK Query's fulfilled query of the getOdds endpoint. */
const isOddsAnswer = (action: UnknownAction): boolean => {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
  return action.type === `${PRODUCT_API}/executeQuery/fulfilled` && meta?.arg?.endpointName === 'getOdds';
};

/**
 * A live odds provider's state changes as it answers (ok, stale, failing): each odds answer from it
 * asks /sources again, so the page says when its lines are from ('Lines as of 14:05 — the odds
 * provider is not answering') with the lines it shows. The demo's and nflverse's sources are fixed.
 * The sources code loads with the screens that use it, so it is imported here when needed.
 */
export function addSourcesListeners(startAppListening: AppStartListening): void {
  startAppListening({
    predicate: isOddsAnswer,
    effect: async (_action, listenerApi) => {
      const [{ sourcesApi }, { selectResourceSource }] = await Promise.all([
        import('./sourcesApi'),
        import('./sourcesSelectors'),
      ]);
      if (selectResourceSource(listenerApi.getState(), 'odds')?.source !== 'the-odds-api') return;
      void listenerApi.dispatch(
        sourcesApi.endpoints.getSources.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
    },
  });
}
