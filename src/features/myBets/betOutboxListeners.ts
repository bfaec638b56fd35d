import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/store';
import { authStateChanged, selectCurrentUser } from '../auth/authSlice';
import { cameBackOnline } from '../connection/connectionSlice';
import {
  betLogged,
  outboxDiscarded,
  outboxRefused,
  outboxRestored,
  outboxRetryRequested,
  outboxSendFailed,
  outboxSendStarted,
  outboxSent,
} from './betOutboxSlice';
import type { meApi as MeApi, MeQueryError } from './meApi';
import { readOutbox, writeOutbox } from './outboxStorage';

/** The API module, loaded (and joined to the store) when the first bet is to be sent. */
export type LoadMeApi = () => Promise<{ meApi: typeof MeApi; isRefusedForGood: (error: MeQueryError) => boolean }>;

/** The waits between rounds of sending while the API does not answer: then every minute. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

const outboxChanged = isAnyOf(
  betLogged,
  outboxRestored,
  outboxSendStarted,
  outboxSent,
  outboxSendFailed,
  outboxRefused,
  outboxDiscarded,
);

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The outbox's listeners: the bets kept in this browser are read back at the first word from the identity service
 * and kept after every change; the signed-in user's waiting bets are sent when one is logged, when the user signs in,
 * when the connection comes back and when asked, and again after a growing wait while the API fails. A newer round
 * cancels the wait of the one before; a bet sent twice is stored once (the server answers its id's stored bet).
 */
export function addBetOutboxListeners(startAppListening: AppStartListening, loadMeApi: LoadMeApi): void {
  startAppListening({
    actionCreator: authStateChanged,
    effect: (_action, listenerApi) => {
      if (listenerApi.getState().betOutbox.restored) return;
      const kept = storage();
      listenerApi.dispatch(outboxRestored(kept ? readOutbox(kept) : []));
    },
  });

  startAppListening({
    matcher: outboxChanged,
    effect: (_action, listenerApi) => {
      const kept = storage();
      if (kept && listenerApi.getState().betOutbox.restored)
        writeOutbox(kept, listenerApi.getState().betOutbox.entries);
    },
  });

  startAppListening({
    matcher: isAnyOf(betLogged, outboxRestored, authStateChanged, cameBackOnline, outboxRetryRequested),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      for (let round = 0; ; round++) {
        const uid = selectCurrentUser(listenerApi.getState())?.uid;
        const due = listenerApi
          .getState()
          .betOutbox.entries.filter((entry) => entry.uid === uid && entry.state !== 'refused');
        if (!uid || due.length === 0) return;
        const api = await listenerApi.pause(loadMeApi());
        let failed = false;
        for (const { bet } of due) {
          listenerApi.dispatch(outboxSendStarted({ id: bet.id }));
          // Not paused: a newer round cancels this one's wait, never an answer on its way.
          const request = listenerApi.dispatch(api.meApi.endpoints.createBet.initiate(bet));
          const result = await request;
          request.reset();
          if ('data' in result && result.data) listenerApi.dispatch(outboxSent({ id: bet.id }));
          else {
            const error = ('error' in result ? result.error : undefined) as MeQueryError | undefined;
            const message = error?.message ?? 'The server did not answer';
            if (error && api.isRefusedForGood(error)) {
              listenerApi.dispatch(outboxRefused({ id: bet.id, message, fields: error.fields ?? [] }));
            } else {
              failed = true;
              listenerApi.dispatch(outboxSendFailed({ id: bet.id, message }));
            }
          }
        }
        if (!failed) return;
        await listenerApi.delay(RETRY_DELAYS_MS[Math.min(round, RETRY_DELAYS_MS.length - 1)] ?? 60_000);
      }
    },
  });
}
