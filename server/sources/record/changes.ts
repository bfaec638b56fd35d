import type { Bookmaker, Market, OddsEvent, Outcome } from '../../data/types';
import { bookmakerOf, type Entry, headOf, type RecordedGame, seasonOfGame } from './games';

const outcomeKey = (outcome: Outcome): string => JSON.stringify([outcome.name, outcome.price, outcome.point ?? null]);
const marketKey = (market: Market): string => `${market.key}:[${market.outcomes.map(outcomeKey).sort().join(',')}]`;

/**
 * A book's line and prices in a canonical form: equal exactly when no outcome's point or price changed (order and times
 * aside).
 */
export function lineKey(bookmaker: Bookmaker): string {
  return bookmaker.markets.map(marketKey).sort().join('|');
}

/** A book's last recorded snapshot's time and lineKey (computed once, then cached). */
export function lastLine(game: RecordedGame | undefined, book: string): { at: number; key: string } | undefined {
  const snapshots = game?.books.get(book);
  const last = snapshots?.[snapshots.length - 1];
  if (!game || !last) return undefined;
  let key = game.lastKeys.get(book);
  if (key === undefined) {
    key = lineKey(bookmakerOf(last));
    game.lastKeys.set(book, key);
  }
  return { at: last.at, key };
}

/** An entry an answer adds, the season file it goes to, and (for a snapshot) its book's lineKey. */
export interface Change {
  season: number;
  entry: Entry;
  key?: string;
}

/**
 * What an upstream answer seen at `at` adds to the record (CONTRACT §10): a game's header when new or
 * changed, and a snapshot of each book whose line or price changed since its last snapshot of that
 * game. A game that has kicked off adds nothing: its last snapshot stays the closing line. A time
 * before a book's last snapshot adds nothing for it: a clock gone backwards never rewrites the record.
 */
export function changesOf(
  games: ReadonlyMap<string, RecordedGame>,
  events: readonly OddsEvent[],
  at: number,
): Change[] {
  const out: Change[] = [];
  const heads = new Map<string, string>();
  const lines = new Map<string, { at: number; key: string }>();
  for (const event of events) {
    if (!(Date.parse(event.commence_time) >= at)) continue;
    const head = headOf(event);
    const game = games.get(head.id);
    const season = seasonOfGame(games, head);
    const headKey = JSON.stringify(head);
    if ((heads.get(head.id) ?? game?.headKey) !== headKey) {
      out.push({ season, entry: { e: head } });
      heads.set(head.id, headKey);
    }
    for (const bookmaker of event.bookmakers) {
      const slot = `${head.id}\n${bookmaker.key}`;
      const last = lines.get(slot) ?? lastLine(game, bookmaker.key);
      const key = lineKey(bookmaker);
      if (last && (last.key === key || at < last.at)) continue;
      out.push({ season, entry: { g: head.id, at, k: bookmaker.key, b: JSON.stringify(bookmaker) }, key });
      lines.set(slot, { at, key });
    }
  }
  return out;
}
