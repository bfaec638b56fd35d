import type { Bet } from '../../domain/bets/types';
import type { OutboxEntry } from './betOutboxSlice';

/** Where this browser keeps the bets not saved yet: every user's, each entry naming its uid. */
export const OUTBOX_KEY = 'gridline.betOutbox.v1';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored bet's shape, loosely: the server checks every field when it is sent. */
function isBet(value: unknown): value is Bet {
  if (!isObject(value)) return false;
  const { id, placed_at, stake, book, kind, price, legs } = value;
  return (
    typeof id === 'string' &&
    typeof placed_at === 'string' &&
    typeof stake === 'number' &&
    typeof book === 'string' &&
    typeof kind === 'string' &&
    typeof price === 'number' &&
    Array.isArray(legs) &&
    legs.every((leg) => isObject(leg) && typeof leg.game_id === 'string' && typeof leg.price === 'number')
  );
}

/** The entries kept in storage; whatever is not an entry (edited by hand, an older shape) is left out and named. */
export function readOutbox(storage: Storage): OutboxEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
  } catch {
    console.warn('The bets not saved yet could not be read back: their storage is not JSON');
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries: OutboxEntry[] = [];
  for (const item of parsed) {
    if (isObject(item) && typeof item.uid === 'string' && isBet(item.bet)) {
      const refused = item.state === 'refused';
      entries.push({
        uid: item.uid,
        bet: item.bet,
        state: refused ? 'refused' : 'waiting',
        attempts: typeof item.attempts === 'number' ? item.attempts : 0,
        message: typeof item.message === 'string' ? item.message : null,
        fields: refused && Array.isArray(item.fields) ? (item.fields as OutboxEntry['fields']) : [],
      });
    } else console.warn('A bet not saved yet was left out: it is not a bet', item);
  }
  return entries;
}

/** Keeps the entries; a full or refused storage costs only this copy (the store still holds them). */
export function writeOutbox(storage: Storage, entries: readonly OutboxEntry[]): void {
  try {
    if (entries.length) storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else storage.removeItem(OUTBOX_KEY);
  } catch (error) {
    console.warn('The bets not saved yet could not be kept in this browser', error);
  }
}
