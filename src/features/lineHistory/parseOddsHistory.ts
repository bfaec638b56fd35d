import { ParseError, describe, frozenItems, frozenRows, isRecord, parseItems, readString } from '../../api/parse';
import { parseBookmaker } from '../odds/parseOdds';
import type { OddsHistory, OddsSnapshot } from '../odds/types';

function parseSnapshot(raw: unknown): OddsSnapshot | undefined {
  if (!isRecord(raw)) return undefined;
  const timestamp = readString(raw.timestamp);
  if (!timestamp || Number.isNaN(Date.parse(timestamp))) return undefined;
  return { timestamp, bookmakers: frozenItems(raw.bookmakers, parseBookmaker) };
}

/**
 * /teamOdds/history (CONTRACT §8): the game and its snapshots, oldest first (sorted here, so a feed
 * in another order still draws left to right); snapshots without a valid timestamp are dropped.
 * It comes frozen, every snapshot and book in it (frozenItems at each level): the store's immer, finding
 * it frozen, does not walk its thousands of objects again (a long task of its own on a phone).
 */
export function parseOddsHistory(raw: unknown): OddsHistory {
  if (!isRecord(raw)) throw new ParseError(`Line history: expected an object, got ${describe(raw)}`);
  const id = readString(raw.id);
  const kickoff = readString(raw.commence_time);
  const home = readString(raw.home_team);
  const away = readString(raw.away_team);
  if (!id || !home || !away || !kickoff || Number.isNaN(Date.parse(kickoff))) {
    throw new ParseError('Line history: the answer lacks the game id, teams or kickoff');
  }
  if (!Array.isArray(raw.snapshots))
    throw new ParseError(`Line history: expected a list of snapshots, got ${describe(raw.snapshots)}`);
  const snapshots = parseItems(raw.snapshots, parseSnapshot).items.sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp),
  );
  return Object.freeze({
    id,
    commence_time: kickoff,
    home_team: home,
    away_team: away,
    snapshots: frozenRows(snapshots),
  });
}
