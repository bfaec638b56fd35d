import { impliedProbability, toAmerican, toHalfPoint, winProbability } from './pricing';
import type { Bookmaker, Market, Outcome } from './types';

export interface Book {
  key: string;
  title: string;
  /** Total overround on the moneyline, e.g. 0.045 for a 4.5 % hold. */
  hold: number;
}

/** The three books the app shows (spec §9). */
export const SHOWN_BOOKS: readonly Book[] = [
  { key: 'fanduel', title: 'FanDuel', hold: 0.044 },
  { key: 'draftkings', title: 'DraftKings', hold: 0.046 },
  { key: 'betmgm', title: 'BetMGM', hold: 0.048 },
];

/** Books The Odds API also returns, which the app must filter out. */
export const OTHER_BOOKS: readonly Book[] = [
  { key: 'williamhill_us', title: 'Caesars', hold: 0.047 },
  { key: 'betrivers', title: 'BetRivers', hold: 0.049 },
  { key: 'fanatics', title: 'Fanatics', hold: 0.045 },
  { key: 'espnbet', title: 'ESPN BET', hold: 0.046 },
  { key: 'bet365', title: 'bet365', hold: 0.043 },
  { key: 'hardrockbet', title: 'Hard Rock Bet', hold: 0.048 },
  { key: 'bovada', title: 'Bovada', hold: 0.05 },
  { key: 'betonlineag', title: 'BetOnline.ag', hold: 0.042 },
];

/** The market's view of one game at an instant: home margin (home − away) and total, unrounded. */
export interface Consensus {
  home: string;
  away: string;
  margin: number;
  total: number;
}

/** How one book leans on one game, for the whole week: its spread and total offsets and its hold. */
export interface BookShade {
  spread: number;
  total: number;
  hold: number;
}

/**
 * The numbers games are most often decided by; a book holds its spread on one and moves the juice instead, within
 * `hold` points.
 */
const KEY_NUMBERS: ReadonlyArray<{ at: number; hold: number }> = [
  { at: 3, hold: 0.75 },
  { at: 7, hold: 0.5 },
];

/**
 * A book's home spread: the shaded consensus on a key number near it, else to the half point; never a pick'em nor the
 * wrong favourite.
 */
function bookSpread(unrounded: number, margin: number): number {
  const sign = margin >= 0 ? -1 : 1;
  const key = KEY_NUMBERS.find(({ at, hold }) => Math.abs(Math.abs(unrounded) - at) <= hold);
  const shaded = key ? Math.sign(unrounded) * key.at : toHalfPoint(unrounded);
  return Math.abs(shaded) < 1 || Math.sign(shaded) !== sign ? sign : shaded;
}

/** Juice from the gap between the fair number and the posted one: the side the number favours pays up to −120. */
function juice(posted: number, fair: number): [number, number] {
  const lean = Math.max(-10, Math.min(10, Math.round(((posted - fair) * 40) / 5) * 5));
  return [-110 - lean, -110 + lean];
}

function moneyline(c: Consensus, spread: number, hold: number): Outcome[] {
  const pHome = winProbability(spread);
  return [
    { name: c.home, price: toAmerican(pHome * (1 + hold)) },
    { name: c.away, price: toAmerican((1 - pHome) * (1 + hold)) },
  ];
}

/**
 * One book's h2h, spreads and totals for a game: the consensus shaded by the book's lean, posted to
 * the half point with the juice leaning towards the fair number. A book's prices move only when the
 * consensus does.
 */
export function priceGame(book: Book, c: Consensus, lastUpdate: string, shade: BookShade): Bookmaker {
  const fairSpread = -c.margin + shade.spread;
  const spread = bookSpread(fairSpread, c.margin);
  const [homePrice, awayPrice] = juice(spread, fairSpread);
  const fairTotal = c.total + shade.total;
  const point = Math.min(54.5, Math.max(37.5, toHalfPoint(fairTotal)));
  const [under, over] = juice(point, fairTotal);
  const markets: Market[] = [
    { key: 'h2h', outcomes: moneyline(c, spread, book.hold + shade.hold) },
    {
      key: 'spreads',
      outcomes: [
        { name: c.home, price: homePrice, point: spread },
        { name: c.away, price: awayPrice, point: -spread },
      ],
    },
    {
      key: 'totals',
      outcomes: [
        { name: 'Over', price: over, point },
        { name: 'Under', price: under, point },
      ],
    },
  ];
  return { key: book.key, title: book.title, last_update: lastUpdate, markets };
}

/** Sum of the implied probabilities of a two-way market: 1 + the book's hold. */
export function overround(outcomes: readonly Outcome[]): number {
  return outcomes.reduce((sum, o) => sum + impliedProbability(o.price), 0);
}
