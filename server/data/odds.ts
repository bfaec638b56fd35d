import { OTHER_BOOKS, priceGame, SHOWN_BOOKS, type Book, type BookShade } from './bookmakers';
import { hashString, seasonRng, type Rng } from './random';
import { consensusAt, snapshotTime } from './season/linePath';
import type { PlayedGame } from './season/playSeason';
import { fullNameOf } from './teamIndex';
import { isoSeconds, WEEKS } from './time';
import type { Bookmaker, MarketKey, OddsEvent } from './types';

/** The books on one game for its whole life, with their quirks: who carries it, titles, an emptied market. */
export interface GameBooks {
  game: PlayedGame;
  books: Array<{ book: Book; title: string; shade: BookShade }>;
  pair: Pick<OddsEvent, 'team1' | 'team2'>;
  /** In weeks 1 and 18 one shown book's market is empty at every snapshot. */
  empty?: { book: string; market: MarketKey };
}

// The app trims titles before filtering, so the feed carries a little stray whitespace.
function strayTitle(title: string, rng: Rng): string {
  return rng.pick([` ${title} `, `${title} `, ` ${title}`]);
}

type Coverage = 'all' | 'missingOne' | 'none';

function chooseBooks(coverage: Coverage, rng: Rng): Book[] {
  let shown = coverage === 'none' ? [] : SHOWN_BOOKS.slice();
  if (coverage === 'missingOne') shown = rng.shuffle(shown).slice(0, 2);
  const others = rng.shuffle(OTHER_BOOKS).slice(0, rng.int(Math.max(1, 4 - shown.length), 7 - shown.length));
  return [...shown, ...others];
}

/**
 * The books of a week's games, in a scrambled order. Deliberate gaps: every week a game lacks one
 * of the shown books; in weeks 1 and 18 one game has none of them and one market is empty.
 */
export function weekBooks(seed: number, games: readonly PlayedGame[]): GameBooks[] {
  const [first] = games;
  if (!first) return [];
  const { week, season } = first;
  const rng = seasonRng(seed, season, 'odds', week);
  const edgeWeek = week === 1 || week === WEEKS;
  const [noneAt, missingAt, emptyAt] = rng.shuffle(games.map((_, i) => i));
  const out = games.map((game, i): GameBooks => {
    const coverage: Coverage =
      edgeWeek && i === noneAt ? 'none' : i === missingAt || rng.chance(0.08) ? 'missingOne' : 'all';
    const books = rng.shuffle(chooseBooks(coverage, rng)).map((book) => {
      const shown = SHOWN_BOOKS.includes(book);
      const title = shown && rng.chance(0.05) ? strayTitle(book.title, rng) : book.title;
      return {
        book,
        title,
        shade: { spread: rng.normal(0, 0.3), total: rng.normal(0, 0.3), hold: rng.float(-0.004, 0.004) },
      };
    });
    let pair: GameBooks['pair'] = {};
    if (rng.chance(0.5)) {
      const [home, away] = [fullNameOf(game.home), fullNameOf(game.away)];
      pair = rng.chance(0.6) ? { team1: home, team2: away } : { team1: away, team2: home };
    }
    return { game, books, pair };
  });
  const emptied = emptyAt === undefined ? undefined : out[emptyAt];
  const shownBook = emptied?.books.find(({ book }) => SHOWN_BOOKS.includes(book));
  if (edgeWeek && emptied && shownBook)
    emptied.empty = { book: shownBook.book.key, market: rng.pick(['h2h', 'spreads', 'totals'] as const) };
  return seasonRng(seed, season, 'odds-order', week).shuffle(out);
}

/** When a book last refreshed before snapshot `index`: 2–50 minutes before it (the opening line: at it). */
export function bookTime(game: PlayedGame, bookKey: string, index: number): number {
  const at = snapshotTime(game.kickoff, index);
  return index === 0 ? at : at - (2 + (hashString(`${game.id}:${bookKey}:${index}`) % 49)) * 60_000;
}

/** Every book's line at snapshot `index` (0 = the opening, the last = the closing line at kickoff). */
export function bookmakersAt(setup: GameBooks, index: number): Bookmaker[] {
  const { game } = setup;
  const [home, away] = [fullNameOf(game.home), fullNameOf(game.away)];
  return setup.books.map(({ book, title, shade }) => {
    const at = bookTime(game, book.key, index);
    const consensus = { home, away, ...consensusAt(game.market.path, at) };
    const priced = priceGame(book, consensus, isoSeconds(at), shade);
    const markets =
      setup.empty?.book === book.key
        ? priced.markets.map((market) => (market.key === setup.empty?.market ? { ...market, outcomes: [] } : market))
        : priced.markets;
    return { ...priced, title, markets };
  });
}

/** The Odds API v4 event with its books at snapshot `index`. */
export function oddsEvent(setup: GameBooks, index: number): OddsEvent {
  const { game } = setup;
  return {
    id: game.id,
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: isoSeconds(game.kickoff),
    home_team: fullNameOf(game.home),
    away_team: fullNameOf(game.away),
    ...setup.pair,
    bookmakers: bookmakersAt(setup, index),
  };
}
