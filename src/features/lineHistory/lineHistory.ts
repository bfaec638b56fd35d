import { SHOWN_BOOKMAKERS } from '../../config/constants';
import { findMarket, homeSpread, homeWinPercent, totalPoints, type LineValue } from '../odds/homeLines';
import type { Bookmaker, Market, OddsHistory } from '../odds/types';

/** The markets the history charts, in the card's order. */
export const HISTORY_MARKETS = ['h2h', 'spreads', 'totals'] as const;
export type HistoryMarket = (typeof HISTORY_MARKETS)[number];

/** The value each market plots: the home team's no-vig win %, the home team's spread, the total. */
const READERS: Record<HistoryMarket, (market: Market, home: string, away: string) => LineValue | undefined> = {
  h2h: homeWinPercent,
  spreads: homeSpread,
  totals: (market) => totalPoints(market),
};

export interface HistoryPoint extends LineValue {
  /** ms since the epoch. */
  time: number;
  /** The book's first point. */
  opening: boolean;
  /** The book's last point, once the game has kicked off. */
  closing: boolean;
}

export interface BookSeries {
  book: string;
  points: HistoryPoint[];
}

/** One snapshot as a table row: each book's point (in the books' order), undefined where it had none. */
export interface HistoryRow {
  timestamp: string;
  time: number;
  opening: boolean;
  closing: boolean;
  cells: (HistoryPoint | undefined)[];
}

export interface MarketHistory {
  market: HistoryMarket;
  /** FanDuel, DraftKings and BetMGM, always in that order (a book without points has an empty series). */
  series: BookSeries[];
  rows: HistoryRow[];
}

const bookOf = (bookmakers: readonly Bookmaker[], title: string) =>
  bookmakers.find((book) => book.title.trim() === title);

/**
 * A game's line history per market and shown book: the plotted value and its price at every
 * snapshot that has it, oldest first; the first point of each book flagged opening and, once the
 * game has kicked off (`closed`), the last flagged closing. Rows are the snapshots in which any book
 * has the market; a market no book has is left out.
 */
export function lineHistory(history: OddsHistory, closed: boolean): MarketHistory[] {
  const { home_team: home, away_team: away, snapshots } = history;
  return HISTORY_MARKETS.flatMap((market): MarketHistory[] => {
    const raw = snapshots.map((snapshot) => ({
      timestamp: snapshot.timestamp,
      time: Date.parse(snapshot.timestamp),
      values: SHOWN_BOOKMAKERS.map((title) => {
        const book = bookOf(snapshot.bookmakers, title);
        const found = book && findMarket(book, market);
        return found && READERS[market](found, home, away);
      }),
    }));
    const kept = raw.filter((row) => row.values.some((value) => value !== undefined));
    if (kept.length === 0) return [];
    const firsts = SHOWN_BOOKMAKERS.map((_, book) => kept.findIndex((row) => row.values[book] !== undefined));
    const lasts = SHOWN_BOOKMAKERS.map((_, book) => kept.findLastIndex((row) => row.values[book] !== undefined));
    const rows: HistoryRow[] = kept.map((row, index) => ({
      timestamp: row.timestamp,
      time: row.time,
      opening: index === 0,
      closing: closed && index === kept.length - 1,
      cells: row.values.map(
        (value, book) =>
          value && {
            ...value,
            time: row.time,
            opening: firsts[book] === index,
            closing: closed && lasts[book] === index,
          },
      ),
    }));
    const series = SHOWN_BOOKMAKERS.map((book, index) => ({
      book,
      points: rows.flatMap((row) => row.cells[index] ?? []),
    }));
    return [{ market, series, rows }];
  });
}
