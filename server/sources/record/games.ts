import type { Bookmaker, OddsEvent } from '../../data/types';
import { seasonOfKickoff } from './files';

/** What the record keeps of an event besides its books. */
export type EventHead = Omit<OddsEvent, 'bookmakers'>;

/**
 * One book's line on one game as first seen at `at` (ms). The book is held as the JSON text it was
 * written as, parsed only when an answer needs it: a season is ~165,000 snapshots (bench/oddsRecord.ts).
 */
export interface BookSnapshot {
  at: number;
  json: string;
}

/** One game's record: its header and each book's snapshots, oldest first, books in first-seen order. */
export interface RecordedGame {
  /** The season whose file holds the game: its kickoff's season when first seen. */
  season: number;
  /** Missing only when the header's line was corrupt; the next answer for the game writes it again. */
  head?: EventHead;
  books: Map<string, BookSnapshot[]>;
  /** What the next answer is compared with: the header's JSON, and each book's last lineKey once computed. */
  headKey?: string;
  lastKeys: Map<string, string>;
}

/** A line of a record file: an event's header (when new or changed) or one book's snapshot, `b` its JSON. */
export type Entry = { e: EventHead } | { g: string; at: number; k: string; b: string };

/** An entry's JSON text: `{"e":{…}}` or `{"g":id,"at":ms,"k":book,"b":{…}}`. */
export const entryJson = (entry: Entry): string =>
  'e' in entry
    ? JSON.stringify({ e: entry.e })
    : `{"g":${JSON.stringify(entry.g)},"at":${entry.at},"k":${JSON.stringify(entry.k)},"b":${entry.b}}`;

const SNAPSHOT = /^\{"g":("(?:[^"\\]|\\.)*"),"at":(-?\d+),"k":("(?:[^"\\]|\\.)*"),"b":(\{.*\})\}$/s;

/**
 * A line's JSON text (its checksum held) as an entry; undefined when it is neither shape. A snapshot's book stays text.
 */
export function toEntry(json: string): Entry | undefined {
  const snapshot = SNAPSHOT.exec(json);
  if (snapshot)
    return {
      g: JSON.parse(snapshot[1] as string) as string,
      at: Number(snapshot[2]),
      k: JSON.parse(snapshot[3] as string) as string,
      b: snapshot[4] as string,
    };
  try {
    const { e } = JSON.parse(json) as { e?: Partial<EventHead> };
    if (typeof e?.id === 'string' && typeof e.commence_time === 'string') return { e: e as EventHead };
  } catch {
    // Not JSON: counted as corrupt by the caller.
  }
  return undefined;
}

export function headOf(event: OddsEvent): EventHead {
  const { id, sport_key, sport_title, commence_time, home_team, away_team, team1, team2 } = event;
  return {
    id,
    sport_key,
    sport_title,
    commence_time,
    home_team,
    away_team,
    ...(team1 === undefined ? {} : { team1 }),
    ...(team2 === undefined ? {} : { team2 }),
  };
}

export const bookmakerOf = (snapshot: BookSnapshot): Bookmaker => JSON.parse(snapshot.json) as Bookmaker;

/** Adds an entry read from, or written to, the file of `season`; `key` is its book's lineKey, when known. */
export function applyEntry(games: Map<string, RecordedGame>, entry: Entry, season: number, key?: string): void {
  const id = 'e' in entry ? entry.e.id : entry.g;
  let game = games.get(id);
  if (!game) {
    game = { season, books: new Map(), lastKeys: new Map() };
    games.set(id, game);
  }
  if ('e' in entry) {
    game.head = entry.e;
    game.headKey = JSON.stringify(entry.e);
    return;
  }
  const snapshots = game.books.get(entry.k);
  if (snapshots) snapshots.push({ at: entry.at, json: entry.b });
  else game.books.set(entry.k, [{ at: entry.at, json: entry.b }]);
  if (key === undefined) game.lastKeys.delete(entry.k);
  else game.lastKeys.set(entry.k, key);
}

/** The season a game's lines go to. */
export function seasonOfGame(games: ReadonlyMap<string, RecordedGame>, head: EventHead): number {
  return games.get(head.id)?.season ?? seasonOfKickoff(Date.parse(head.commence_time));
}

/** Keeps a snapshot list's open and close (its first and last). */
export const openAndClose = (snapshots: readonly BookSnapshot[]): BookSnapshot[] =>
  snapshots.length <= 2
    ? snapshots.slice()
    : [snapshots[0] as BookSnapshot, snapshots[snapshots.length - 1] as BookSnapshot];

/** A season's games as a compacted file's entries: each header, then each book's open and close. */
export function compactedEntries(games: ReadonlyMap<string, RecordedGame>, season: number): Entry[] {
  const entries: Entry[] = [];
  for (const [id, game] of games) {
    if (game.season !== season) continue;
    if (game.head) entries.push({ e: game.head });
    for (const [book, snapshots] of game.books) {
      for (const { at, json } of openAndClose(snapshots)) entries.push({ g: id, at, k: book, b: json });
    }
  }
  return entries;
}
