import { impliedProbability, toAmerican, toHalfPoint, winProbability } from './pricing';
import type { Rng } from './random';
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

/** The consensus view of one game that every book prices around. */
export interface GameLine {
  home: string;
  away: string;
  /** Home team's spread (negative when the home team is favoured), never smaller than 1 point. */
  homeSpread: number;
  total: number;
}

const SPREAD_JUICE: ReadonlyArray<[number, number]> = [[-110, -110], [-110, -110], [-105, -115], [-108, -112], [-112, -108], [-115, -105]];

function juicePair(rng: Rng): [number, number] {
  return rng.pick(SPREAD_JUICE);
}

function bookSpread(line: GameLine, rng: Rng): number {
  const shaded = toHalfPoint(line.homeSpread + rng.normal(0, 0.3));
  const sign = Math.sign(line.homeSpread);
  // A book may shade half a point but never flips the favourite or offers a pick'em.
  return Math.abs(shaded) < 1 || Math.sign(shaded) !== sign ? sign : shaded;
}

function moneyline(line: GameLine, spread: number, hold: number): Outcome[] {
  const pHome = winProbability(spread);
  return [
    { name: line.home, price: toAmerican(pHome * (1 + hold)) },
    { name: line.away, price: toAmerican((1 - pHome) * (1 + hold)) },
  ];
}

function spreads(line: GameLine, spread: number, rng: Rng): Outcome[] {
  const [homePrice, awayPrice] = juicePair(rng);
  return [
    { name: line.home, price: homePrice, point: spread },
    { name: line.away, price: awayPrice, point: -spread },
  ];
}

function totals(line: GameLine, rng: Rng): Outcome[] {
  const point = Math.min(54.5, Math.max(37.5, line.total + rng.pick([-0.5, 0, 0, 0, 0.5])));
  const [over, under] = juicePair(rng);
  return [
    { name: 'Over', price: over, point },
    { name: 'Under', price: under, point },
  ];
}

/** One book's h2h, spreads and totals for a game, each shaded a little from the consensus. */
export function priceGame(book: Book, line: GameLine, lastUpdate: string, rng: Rng): Bookmaker {
  const spread = bookSpread(line, rng);
  const markets: Market[] = [
    { key: 'h2h', outcomes: moneyline(line, spread, book.hold + rng.float(-0.004, 0.004)) },
    { key: 'spreads', outcomes: spreads(line, spread, rng) },
    { key: 'totals', outcomes: totals(line, rng) },
  ];
  return { key: book.key, title: book.title, last_update: lastUpdate, markets };
}

/** Sum of the implied probabilities of a two-way market: 1 + the book's hold. */
export function overround(outcomes: readonly Outcome[]): number {
  return outcomes.reduce((sum, o) => sum + impliedProbability(o.price), 0);
}
