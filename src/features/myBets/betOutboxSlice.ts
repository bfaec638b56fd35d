import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Bet } from '../../domain/bets/types';
import type { RootState } from '../../app/store';
import type { FieldProblem } from './meApi';

/**
 * A logged bet the server has not stored yet. `waiting`: to be sent (again) when the API answers; `sending`: a request
 * is out; `refused`: the server said no for good (a field, another bet under its id), with what it named.
 */
export interface OutboxEntry {
  uid: string;
  bet: Bet;
  state: 'waiting' | 'sending' | 'refused';
  attempts: number;
  /** Why the last attempt failed, as the user reads it; null before any. */
  message: string | null;
  fields: FieldProblem[];
}

export interface BetOutboxState {
  entries: OutboxEntry[];
  /** Whether the entries kept in this browser (outboxStorage) have been read back. */
  restored: boolean;
}

const initialState: BetOutboxState = { entries: [], restored: false };

type ById = PayloadAction<{ id: string }>;

const find = (state: BetOutboxState, id: string) => state.entries.find((entry) => entry.bet.id === id);

/**
 * The bets logged in this browser and not stored yet: a bet logged offline, or while the API fails, waits here
 * ("not saved yet") and is sent when the API answers; the bet's own id makes a repeated send harmless. The listener
 * (betOutboxListeners) sends, retries and keeps the entries in localStorage, so a reload keeps them.
 */
const betOutboxSlice = createSlice({
  name: 'betOutbox',
  initialState,
  reducers: {
    /** The user logged a bet (from the slip, the form): it waits to be sent. */
    betLogged: (state, action: PayloadAction<{ uid: string; bet: Bet }>) => {
      const { uid, bet } = action.payload;
      if (find(state, bet.id)) return;
      state.entries.push({ uid, bet, state: 'waiting', attempts: 0, message: null, fields: [] });
    },
    /** The entries this browser kept, read back at start (the ones already here win). */
    outboxRestored: (state, action: PayloadAction<OutboxEntry[]>) => {
      for (const entry of action.payload) if (!find(state, entry.bet.id)) state.entries.push(entry);
      state.restored = true;
    },
    outboxSendStarted: (state, action: ById) => {
      const entry = find(state, action.payload.id);
      if (entry && entry.state !== 'refused') entry.state = 'sending';
    },
    /** The server has the bet: it leaves the outbox. */
    outboxSent: (state, action: ById) => {
      state.entries = state.entries.filter((entry) => entry.bet.id !== action.payload.id);
    },
    /** No answer, or the server failed for now: sent again later. */
    outboxSendFailed: (state, action: PayloadAction<{ id: string; message: string }>) => {
      const entry = find(state, action.payload.id);
      if (!entry) return;
      entry.state = 'waiting';
      entry.attempts += 1;
      entry.message = action.payload.message;
    },
    /** The server refused the bet itself: kept, with what it named, until the user discards it. */
    outboxRefused: (state, action: PayloadAction<{ id: string; message: string; fields: FieldProblem[] }>) => {
      const entry = find(state, action.payload.id);
      if (!entry) return;
      entry.state = 'refused';
      entry.attempts += 1;
      entry.message = action.payload.message;
      entry.fields = action.payload.fields;
    },
    outboxDiscarded: (state, action: ById) => {
      state.entries = state.entries.filter((entry) => entry.bet.id !== action.payload.id);
    },
    /** "Try again now": every waiting bet is sent at once rather than after the wait. */
    outboxRetryRequested: () => undefined,
  },
});

export const {
  betLogged,
  outboxRestored,
  outboxSendStarted,
  outboxSent,
  outboxSendFailed,
  outboxRefused,
  outboxDiscarded,
  outboxRetryRequested,
} = betOutboxSlice.actions;

const selectEntries = (state: RootState) => state.betOutbox.entries;

/** The signed-in user's unsaved bets, in the order logged. */
export const selectOutboxFor = (state: RootState, uid: string | undefined): OutboxEntry[] =>
  uid ? selectEntries(state).filter((entry) => entry.uid === uid) : [];

/** A bet logged here (the slip's dialog, the form), while the outbox holds it: it leaves once the server has it. */
export const selectLoggedEntry = (state: RootState, uid: string | undefined, id: string | null) =>
  id === null ? undefined : selectOutboxFor(state, uid).find((entry) => entry.bet.id === id);

/** Where a bet logged here stands, from its id (null before it is logged) and its outbox entry (selectLoggedEntry). */
export function loggedBet(loggedId: string | null, entry: OutboxEntry | undefined) {
  const refused = entry?.state === 'refused' ? entry : undefined;
  // Stored: the outbox has let it go.
  const saved = loggedId !== null && !entry;
  // Sent at least once without an answer: it waits in this browser.
  const notSaved = entry?.state === 'waiting' && entry.message !== null;
  return { refused, saved, notSaved, settled: saved || notSaved };
}

export default betOutboxSlice;
