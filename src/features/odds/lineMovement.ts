import { homeSpread, homeWinProbability, totalPoints } from './homeLines';
import type { Bookmaker, Market } from './types';

/**
 * The one number a market's line is read by, the same side the card lists first for it: a spread by
 * the home team's point, a total by its points (the Over's, else the Under's), a moneyline by the home
 * team's no-vig (fair) probability. Undefined when the market does not carry it.
 */
export function marketLine(market: Market, homeTeam: string): number | undefined {
  if (market.key === 'spreads') return homeSpread(market, homeTeam)?.value;
  if (market.key === 'totals') return totalPoints(market)?.value;
  if (market.key === 'h2h') return homeWinProbability(market, homeTeam)?.value;
  return undefined;
}

/** 2 percentage points of moneyline no-vig probability count as much as half a point of spread or total. */
export const POINTS_PER_PROBABILITY_POINT = 0.25;
/** A move of this many points (or its moneyline equivalent) or more is highlighted. */
export const NOTABLE_MOVE_POINTS = 0.5;

/** How one market of one book moved from its opening line to now. */
export interface LineMove {
  market: string;
  /** The line now and at the opening: points, or a probability (0–1) for a moneyline. */
  now: number;
  open: number;
  /**
   * The move, positive toward the home team (its spread shorter, its fair probability higher) or, for
   * a total, up; in points, or percentage points for a moneyline; rounded to a tenth.
   */
  change: number;
  /** The move's size in points, a moneyline's converted by POINTS_PER_PROBABILITY_POINT. */
  size: number;
  /** The size is NOTABLE_MOVE_POINTS or more. */
  notable: boolean;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The move of a market since its opening; undefined when either line lacks the number it is read by. */
export function lineMove(now: Market, open: Market | undefined, homeTeam: string): LineMove | undefined {
  if (open === undefined || open.key !== now.key) return undefined;
  const [nowLine, openLine] = [marketLine(now, homeTeam), marketLine(open, homeTeam)];
  if (nowLine === undefined || openLine === undefined) return undefined;
  let change: number;
  if (now.key === 'h2h') change = tenths((nowLine - openLine) * 100);
  else if (now.key === 'spreads') change = tenths(openLine - nowLine);
  else change = tenths(nowLine - openLine);
  const size = now.key === 'h2h' ? Math.abs(change) * POINTS_PER_PROBABILITY_POINT : Math.abs(change);
  return { market: now.key, now: nowLine, open: openLine, change, size, notable: size >= NOTABLE_MOVE_POINTS };
}

/** The same book at the opening: matched by its key. */
export function openingBook(book: Bookmaker, opening: readonly Bookmaker[]): Bookmaker | undefined {
  return opening.find((candidate) => candidate.key === book.key);
}

/** Each market of a book with its move since the same book's opening line (undefined where there is none). */
export function bookMoves(
  book: Bookmaker,
  opening: Bookmaker | undefined,
  homeTeam: string,
): Array<LineMove | undefined> {
  return book.markets.map((market) =>
    lineMove(
      market,
      opening?.markets.find((m) => m.key === market.key),
      homeTeam,
    ),
  );
}

/** A game's largest move since opening, and where it happened. */
export interface LargestMove extends LineMove {
  book: string;
}

/**
 * The largest move (by size in points) of any market of any of the given books since that book's
 * opening, so it does not depend on the book a card shows; the first found wins a tie. Undefined when
 * no market can be compared with its opening.
 */
export function largestMove(
  books: readonly Bookmaker[],
  opening: readonly Bookmaker[],
  homeTeam: string,
): LargestMove | undefined {
  let largest: LargestMove | undefined;
  for (const book of books) {
    for (const move of bookMoves(book, openingBook(book, opening), homeTeam)) {
      if (move && (largest === undefined || move.size > largest.size)) largest = { ...move, book: book.title };
    }
  }
  return largest;
}

/**
 * The games with the largest move first; games without one follow, and ties keep the order they
 * came in (by kickoff).
 */
export function orderByLargestMove<T extends { id: string }>(
  games: readonly T[],
  moves: ReadonlyMap<string, LargestMove>,
): T[] {
  const size = (game: T) => moves.get(game.id)?.size ?? -1;
  return [...games].sort((a, b) => size(b) - size(a));
}
