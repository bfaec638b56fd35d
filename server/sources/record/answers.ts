import type { OddsHistory } from '../../data/researchTypes';
import { isoSeconds } from '../../data/time';
import type { Bookmaker, OddsEvent } from '../../data/types';
import { type BookSnapshot, bookmakerOf, type EventHead, type RecordedGame } from './games';

type RecordedHead = RecordedGame & { head: EventHead };

/** The /teamOdds shape of a game with one snapshot per book, picked from each book's list. */
function eventWith(
  game: RecordedHead,
  pick: (snapshots: readonly BookSnapshot[]) => BookSnapshot | undefined,
): OddsEvent {
  const bookmakers: Bookmaker[] = [];
  for (const snapshots of game.books.values()) {
    const snapshot = pick(snapshots);
    if (snapshot) bookmakers.push(bookmakerOf(snapshot));
  }
  return { ...game.head, bookmakers };
}

/** Each book's first recorded snapshot: the opening line as Gridline first saw it. */
export const openingEvent = (game: RecordedHead): OddsEvent => eventWith(game, (snapshots) => snapshots[0]);

/** Each book's last recorded snapshot. */
export const latestEvent = (game: RecordedHead): OddsEvent =>
  eventWith(game, (snapshots) => snapshots[snapshots.length - 1]);

/**
 * The recorded snapshots in time order, none later than `until`. As the demo composes its history,
 * each snapshot holds every book's line as it stood then: at each time some book changed, every
 * book's latest snapshot at or before it (a book not yet seen is left out).
 */
export function historyOf(game: RecordedHead, until: number): OddsHistory {
  const { id, sport_key, sport_title, commence_time, home_team, away_team } = game.head;
  const lists = [...game.books.values()];
  const times = [...new Set(lists.flatMap((snapshots) => snapshots.map(({ at }) => at)))]
    .filter((at) => at <= until)
    .sort((a, b) => a - b);
  const shown = lists.map(() => ({ index: -1, bookmaker: undefined as Bookmaker | undefined }));
  const snapshots = times.map((at) => {
    const bookmakers: Bookmaker[] = [];
    lists.forEach((list, book) => {
      const current = shown[book] as (typeof shown)[number];
      const before = current.index;
      while ((list[current.index + 1]?.at ?? Infinity) <= at) current.index++;
      const snapshot = list[current.index];
      // Each snapshot parsed once: a book that did not move is the same object in the snapshots after.
      if (snapshot && current.index !== before) current.bookmaker = bookmakerOf(snapshot);
      if (current.bookmaker) bookmakers.push(current.bookmaker);
    });
    return { timestamp: isoSeconds(at), bookmakers };
  });
  return { id, sport_key, sport_title, commence_time, home_team, away_team, snapshots };
}
