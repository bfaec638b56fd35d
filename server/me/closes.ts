import type { ClosingMarket } from '../../src/domain/bets/clv';
import type { BetBook, BetLeg } from '../../src/domain/bets/types';
import { sameTeam } from '../../src/domain/teams';
import type { Dataset } from '../data/dataset';
import type { Bookmaker } from '../data/types';
import type { BetGame } from './games';

/** The consensus book of the real seasons (§9): the close where no book's line was recorded. */
const CONSENSUS = 'consensus';

const sameSide = (name: string, side: string) =>
  name.trim().toLowerCase() === side.trim().toLowerCase() || sameTeam(name, side);

/** The book's last line recorded at or before kickoff (the history's snapshots, oldest first), if any. */
function bookAtKickoff(dataset: Dataset, game: BetGame, book: BetBook): Bookmaker | undefined {
  if (book === 'other') return undefined;
  let last: Bookmaker | undefined;
  for (const snapshot of dataset.oddsHistory(game.id, game.kickoff)?.snapshots ?? []) {
    if (Date.parse(snapshot.timestamp) > game.kickoff) break;
    last = snapshot.bookmakers.find((each) => each.key === book) ?? last;
  }
  return last;
}

/**
 * The closing books, each game's looked up once per dataset: a user's thousands of bets share a few hundred games, a
 * game's history is built snapshot by snapshot, and CONTRACT §11's list must answer within 50 ms. Asked only from
 * kickoff on (closeOf), when nothing at or before kickoff can still change: the record keeps adding lines after it,
 * and the files' consensus is fixed.
 */
export interface ClosingBooks {
  book(game: BetGame, book: BetBook): Bookmaker | undefined;
  consensus(game: BetGame): Bookmaker | undefined;
}

const closingBooksOf = new WeakMap<
  Dataset,
  { books: Map<string, Bookmaker>; consensus: Map<string, Bookmaker | undefined> }
>();

export function closingBooks(dataset: Dataset, now: number): ClosingBooks {
  let known = closingBooksOf.get(dataset);
  if (!known) closingBooksOf.set(dataset, (known = { books: new Map(), consensus: new Map() }));
  const { books, consensus } = known;
  return {
    book(game, book) {
      // Only a line found is kept: a history not there yet (the record still loading) is asked again next time.
      const key = `${game.id}\u0000${book}`;
      const found = books.get(key) ?? bookAtKickoff(dataset, game, book);
      if (found) books.set(key, found);
      return found;
    },
    consensus(game) {
      if (!consensus.has(game.id)) {
        const events = dataset.oddsForWeek(game.week, now);
        // A week's games at once; a game not in its week's answer (yet) is asked again next time.
        for (const event of events)
          if (Date.parse(event.commence_time) <= now)
            consensus.set(
              event.id,
              event.bookmakers.find((each) => each.key === CONSENSUS),
            );
        if (!consensus.has(game.id)) return undefined;
      }
      return consensus.get(game.id);
    },
  };
}

/**
 * A leg's close (CONTRACT §11): its book's last line at or before kickoff, else the game's closing consensus; null
 * before kickoff, or when neither prices the leg's market and side. `others` are the market's other outcomes there,
 * which make the close fair (no-vig).
 */
export function closeOf(
  leg: BetLeg,
  book: BetBook,
  game: BetGame,
  closing: ClosingBooks,
  now: number,
): ClosingMarket | null {
  if (now < game.kickoff) return null;
  const own = closing.book(game, book);
  const market = (own ?? closing.consensus(game))?.markets.find((each) => each.key === leg.market);
  const outcome = market?.outcomes.find((each) => sameSide(each.name, leg.side));
  if (!market || !outcome) return null;
  return {
    source: own ? 'book' : 'consensus',
    price: outcome.price,
    ...(outcome.point === undefined ? {} : { point: outcome.point }),
    others: market.outcomes.filter((each) => each !== outcome).map((each) => each.price),
  };
}
