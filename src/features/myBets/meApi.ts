import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { absoluteUrl, REQUEST_TIMEOUT_MS, type AppQueryError } from '../../api/appBaseQuery';
import { env } from '../../config/env';
import type { Bet, BetsAnswer, GradedBet, StoredBet } from '../../domain/bets/types';
import { loadFirebase } from '../../lib/loadFirebase';
import { betsNoticeShown } from './myBetsSlice';
import { pendingGradedBet } from './pendingBet';

/** A field the API refused, named by its path (`stake`, `legs[1].point`), or an import's row. */
export interface FieldProblem {
  field: string;
  reason: string;
  line?: number;
}

/** A refused `/api/me` request as the store keeps it: the status, the API's message and what it named. */
export interface MeQueryError extends AppQueryError {
  fields?: FieldProblem[];
  /** The stored bet, on a 409 (a stale edit, or another body under the same id). */
  bet?: StoredBet;
  /** Seconds to wait, on a 429. */
  retryAfter?: number;
}

/** The API's refusal body (CONTRACT §11): `{error, fields?|rows?, bet?}`. */
function readRefusal(body: unknown): Pick<MeQueryError, 'fields' | 'bet'> & { error?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, fields, rows, bet } = body as Record<string, unknown>;
  const problems = (Array.isArray(fields) ? fields : Array.isArray(rows) ? rows : []).filter(
    (item): item is FieldProblem =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.reason === 'string',
  );
  return {
    ...(typeof error === 'string' ? { error } : {}),
    ...(problems.length ? { fields: problems } : {}),
    ...(typeof bet === 'object' && bet !== null && typeof (bet as StoredBet).id === 'string'
      ? { bet: bet as StoredBet }
      : {}),
  };
}

/** What the user reads when a request got no answer at all. */
const NO_ANSWER = 'The server did not answer';

/**
 * The product API's `/api/me/…` with the signed-in user's ID token: the uid comes from it on the server. Errors keep
 * the API's message and the fields it named, and nothing unserializable reaches the store.
 */
const meBaseQuery: BaseQueryFn<string | FetchArgs, unknown, MeQueryError> = async (args, api, extraOptions) => {
  const firebase = await loadFirebase();
  const token = await firebase.currentIdToken().catch(() => null);
  if (!token) return { error: { status: 401, message: 'Sign in to keep your bets' } };
  const inner = fetchBaseQuery({
    baseUrl: `${absoluteUrl(env.apiBaseUrl)}/me`,
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers) => {
      headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await inner(args, api, extraOptions);
  if (!result.error) return { data: result.data };
  const { error } = result;
  const response = result.meta?.response;
  const status = typeof error.status === 'number' ? error.status : response && !response.ok ? response.status : null;
  if (status === null) {
    const message = error.status === 'TIMEOUT_ERROR' ? 'The server took too long to answer' : NO_ANSWER;
    return { error: { status: error.status === 'TIMEOUT_ERROR' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', message } };
  }
  const refusal = readRefusal('data' in error ? error.data : undefined);
  const retryAfter = Number(response?.headers.get('Retry-After'));
  return {
    error: {
      status,
      message: refusal.error ?? `The server answered ${status}`,
      ...(refusal.fields ? { fields: refusal.fields } : {}),
      ...(refusal.bet ? { bet: refusal.bet } : {}),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    },
  };
};

/** Whether a refusal is final (the bet itself is at fault), rather than the server or the network failing for now. */
export function isRefusedForGood(error: MeQueryError): boolean {
  return (
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/** `GET /api/me/bets`'s filter; the screen asks for every bet and filters in the browser. */
export interface BetsFilter {
  season?: string;
  week?: number;
}

/** What an edit may change (CONTRACT §11's PATCH). */
export type BetChanges = Partial<Pick<Bet, 'stake' | 'book' | 'price' | 'notes'>>;

export const BET_TAG = 'Bet';
const LIST = { type: BET_TAG, id: 'LIST' } as const;

/**
 * A user's bets (CONTRACT §11). Create, edit and delete change every cached list at once and are undone, with a
 * message, when the server says no; a stale edit shows the stored bet. The outbox (betOutboxListeners) sends each
 * logged bet through `createBet`, again until the server has it.
 */
export const meApi = createApi({
  reducerPath: 'meApi',
  baseQuery: meBaseQuery,
  tagTypes: [BET_TAG],
  refetchOnReconnect: true,
  endpoints: (build) => ({
    listBets: build.query<BetsAnswer, BetsFilter | void>({
      query: (filter) => {
        const params = new URLSearchParams();
        if (filter?.season) params.set('season', filter.season);
        if (filter?.week !== undefined) params.set('week', String(filter.week));
        const search = params.toString();
        return search ? `bets?${search}` : 'bets';
      },
      providesTags: (answer) => [LIST, ...(answer?.bets.map(({ id }) => ({ type: BET_TAG, id }) as const) ?? [])],
    }),
    createBet: build.mutation<StoredBet, Bet>({
      query: (bet) => ({ url: 'bets', method: 'POST', body: bet }),
      invalidatesTags: (stored) => (stored ? [LIST] : []),
      async onQueryStarted(bet, { dispatch, getState, queryFulfilled }) {
        const patches = meApi.util.selectCachedArgsForQuery(getState(), 'listBets').map((filter) =>
          dispatch(
            meApi.util.updateQueryData('listBets', filter, (draft) => {
              if (!draft.bets.some(({ id }) => id === bet.id)) draft.bets.unshift(pendingGradedBet(bet));
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          // The outbox keeps the bet and says why; the list stops showing it as sent.
          for (const patch of patches) patch.undo();
        }
      },
    }),
    updateBet: build.mutation<StoredBet, { id: string; version: number; changes: BetChanges }>({
      query: ({ id, version, changes }) => ({
        url: `bets/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
        headers: { 'If-Match': String(version) },
      }),
      invalidatesTags: (_stored, _error, { id }) => [{ type: BET_TAG, id }, LIST],
      async onQueryStarted({ id, changes }, { dispatch, getState, queryFulfilled }) {
        const patches = meApi.util.selectCachedArgsForQuery(getState(), 'listBets').map((filter) =>
          dispatch(
            meApi.util.updateQueryData('listBets', filter, (draft) => {
              const bet = draft.bets.find((each) => each.id === id);
              if (bet) Object.assign(bet, changes);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch (caught) {
          for (const patch of patches) patch.undo();
          const error = (caught as { error?: MeQueryError }).error;
          const stale = error?.status === 409;
          dispatch(
            betsNoticeShown({
              betId: id,
              tone: 'error',
              message: stale
                ? 'Another tab changed this bet: it shows the stored one now. Make your change again if it still applies.'
                : `Your change was not saved: ${error?.message ?? NO_ANSWER}.`,
            }),
          );
        }
      },
    }),
    deleteBet: build.mutation<null, string>({
      query: (id) => ({ url: `bets/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: BET_TAG, id }, LIST],
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = meApi.util.selectCachedArgsForQuery(getState(), 'listBets').map((filter) =>
          dispatch(
            meApi.util.updateQueryData('listBets', filter, (draft) => {
              draft.bets = draft.bets.filter((bet) => bet.id !== id);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch (caught) {
          const error = (caught as { error?: MeQueryError }).error;
          if (error?.status === 404) return; // Already gone (another tab deleted it): nothing to undo.
          for (const patch of patches) patch.undo();
          dispatch(
            betsNoticeShown({
              betId: id,
              tone: 'error',
              message: `The bet was not deleted: ${error?.message ?? NO_ANSWER}. It is back in the list.`,
            }),
          );
        }
      },
    }),
    importBets: build.mutation<{ imported: number }, string>({
      query: (csv) => ({ url: 'bets/import', method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv' } }),
      invalidatesTags: (answer) => (answer ? [LIST] : []),
    }),
  }),
});

export const {
  useListBetsQuery,
  useCreateBetMutation,
  useUpdateBetMutation,
  useDeleteBetMutation,
  useImportBetsMutation,
} = meApi;

export type { GradedBet };
