import { decimalOdds } from '../americanOdds';
import { formatDecimal } from '../decimalFormat';
import { wholePointShare, wholePointsAround } from './normal';

/** The table keeps margins 0 to this; beyond it (a few games a decade) the model is the plain normal. */
export const MAX_KEY_MARGIN = 40;

/** How often NFL games end by each margin, and how far results stray from the closing lines (docs/research.md). */
export interface KeyNumberTable {
  /** Where the games came from: 'nflverse 2023 (285 games)'. */
  source: string;
  games: number;
  /** margins[k]: the share of all games decided by exactly k points (ties at 0), k = 0..MAX_KEY_MARGIN; Σ ≤ 1. */
  margins: number[];
  /** Standard deviation of result − spread_line over the games with a line. */
  spreadSigma: number;
  /** Standard deviation of total − total_line over the games with a total line. */
  totalSigma: number;
  /** weights[k]: the key-number weight of a margin of ±k (keyNumberTable says how it is made). */
  weights: number[];
}

/** A final game as the table reads it: home − away, the home side's expected margin, the points and the total line. */
export interface KeyNumberGame {
  result: number;
  spreadLine?: number;
  total?: number;
  totalLine?: number;
}

export interface BetChances {
  win: number;
  push: number;
  loss: number;
}

const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/** The sample standard deviation (n − 1); NaN for fewer than two values. */
function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

const shareOfAbsolute = (k: number, mean: number, sd: number) =>
  k === 0 ? wholePointShare(0, mean, sd) : wholePointShare(k, mean, sd) + wholePointShare(-k, mean, sd);

/**
 * The table of a set of final games. The margin model (marginDistribution) is Stern's (1991): the home
 * margin is normal about the closing line's expected margin with the spreadSigma found here. Ours is the
 * key-number weight: w(k) = the observed share of games with a line decided by ±k ÷ the share the plain
 * discretised normal gives ±k, averaged over those games' own lines; so the model, averaged over the same
 * games, lands on 3 and 7 as often as they did. Throws a RangeError without two games with a spread line
 * and two with a total line, or when results never stray from the lines (no spread can be measured).
 */
export function keyNumberTable(games: readonly KeyNumberGame[], source: string): KeyNumberTable {
  const played = games.filter((game) => finite(game.result));
  const counts = new Array<number>(MAX_KEY_MARGIN + 1).fill(0);
  const lined = played.filter((game) => finite(game.spreadLine));
  const lineCounts = new Array<number>(MAX_KEY_MARGIN + 1).fill(0);
  for (const game of played) {
    const k = Math.abs(game.result);
    if (k > MAX_KEY_MARGIN || !Number.isInteger(k)) continue;
    counts[k] = (counts[k] ?? 0) + 1;
    if (finite(game.spreadLine)) lineCounts[k] = (lineCounts[k] ?? 0) + 1;
  }
  const totals = played.flatMap((game) =>
    finite(game.total) && finite(game.totalLine) ? [game.total - game.totalLine] : [],
  );
  const spreadSigma = standardDeviation(lined.map((game) => game.result - (game.spreadLine as number)));
  const totalSigma = standardDeviation(totals);
  if (!(spreadSigma > 0 && totalSigma > 0)) {
    throw new RangeError(`${source}: a key-number table needs games with lines, and results that stray from them`);
  }
  const weights = lineCounts.map((count, k) => {
    const expected =
      lined.reduce((sum, game) => sum + shareOfAbsolute(k, game.spreadLine as number, spreadSigma), 0) / lined.length;
    // A margin the normal cannot reach (a sigma of a point or two) keeps the plain normal's weight.
    return expected > 0 ? count / lined.length / expected : 1;
  });
  return {
    source,
    games: played.length,
    margins: counts.map((count) => count / played.length),
    spreadSigma,
    totalSigma,
    weights,
  };
}

/** A whole number of points and its probability. */
export interface PointShare {
  points: number;
  share: number;
}

const weightOf = (table: KeyNumberTable, margin: number) =>
  Math.abs(margin) > MAX_KEY_MARGIN ? 1 : (table.weights[Math.abs(margin)] ?? 1);

function normalised(shares: PointShare[]): PointShare[] {
  const sum = shares.reduce((total, entry) => total + entry.share, 0);
  return shares.map((entry) => ({ points: entry.points, share: entry.share / sum }));
}

/**
 * The home margin of a game the market expects the home side to win by `expectedHomeMargin` (−spread):
 * N(μ, spreadSigma) on whole points, each margin k times the key-number weight w(|k|), renormalised.
 */
export function marginDistribution(table: KeyNumberTable, expectedHomeMargin: number): PointShare[] {
  const sd = table.spreadSigma;
  return normalised(
    wholePointsAround(expectedHomeMargin, sd).map((margin) => ({
      points: margin,
      share: wholePointShare(margin, expectedHomeMargin, sd) * weightOf(table, margin),
    })),
  );
}

/** A game's total points: N(expectedTotal, totalSigma) on whole points from 0, with no key weighting (docs). */
export function totalDistribution(table: KeyNumberTable, expectedTotal: number): PointShare[] {
  const sd = table.totalSigma;
  return normalised(
    wholePointsAround(expectedTotal, sd)
      .filter((total) => total >= 0)
      .map((total) => ({ points: total, share: wholePointShare(total, expectedTotal, sd) })),
  );
}

/** Adds up the shares a bet wins (edge > 0), pushes (0) and loses (< 0). */
function chancesOf(shares: readonly PointShare[], edge: (points: number) => number): BetChances {
  const chances = { win: 0, push: 0, loss: 0 };
  for (const { points, share } of shares) {
    const by = edge(points);
    if (by > 0) chances.win += share;
    else if (by < 0) chances.loss += share;
    else chances.push += share;
  }
  return chances;
}

/** A side's spread bet at `point` (its own spread: home −3 is −3): wins when its margin + point > 0, pushes at 0. */
export function spreadChances(
  table: KeyNumberTable,
  expectedHomeMargin: number,
  side: 'home' | 'away',
  point: number,
): BetChances {
  const sign = side === 'home' ? 1 : -1;
  return chancesOf(marginDistribution(table, expectedHomeMargin), (margin) => sign * margin + point);
}

/** An Over or Under at `point`: the Over wins above it, the Under below it, both push on it. */
export function totalChances(
  table: KeyNumberTable,
  expectedTotal: number,
  side: 'over' | 'under',
  point: number,
): BetChances {
  const sign = side === 'over' ? 1 : -1;
  return chancesOf(totalDistribution(table, expectedTotal), (total) => sign * (total - point));
}

/** The push share half a point buys at a margin: the share of the table's games decided by exactly that many. */
export function halfPointValue(table: KeyNumberTable, margin: number): number {
  return Number.isInteger(margin) ? (table.margins[Math.abs(margin)] ?? 0) : 0;
}

export interface SpreadOffer {
  point: number;
  price: number;
}

export interface OfferComparison {
  /** P(win) of offer a minus P(win) of offer b. */
  winGain: number;
  /** Expected profit per unit staked: P(win)·(decimal − 1) − P(loss); a push returns the stake. */
  evA: number;
  evB: number;
  better: 'a' | 'b' | 'same';
}

const expectedProfit = (chances: BetChances, price: number): number | undefined => {
  const decimal = decimalOdds(price);
  return decimal === undefined ? undefined : chances.win * (decimal - 1) - chances.loss;
};

/**
 * Two prices of one side's spread (−2.5 at −120 against −3 at −105) by the bet's expected profit; undefined for a
 * price that is not American odds.
 */
export function compareSpreadOffers(
  table: KeyNumberTable,
  expectedHomeMargin: number,
  side: 'home' | 'away',
  a: SpreadOffer,
  b: SpreadOffer,
): OfferComparison | undefined {
  const chancesA = spreadChances(table, expectedHomeMargin, side, a.point);
  const chancesB = spreadChances(table, expectedHomeMargin, side, b.point);
  const evA = expectedProfit(chancesA, a.price);
  const evB = expectedProfit(chancesB, b.price);
  if (evA === undefined || evB === undefined) return undefined;
  const better = Math.abs(evA - evB) < 1e-9 ? 'same' : evA > evB ? 'a' : 'b';
  return { winGain: chancesA.win - chancesB.win, evA, evB, better };
}

/** A probability difference in percentage points, to a tenth: 0.019 → '1.9 pts'. */
export function formatPoints(difference: number): string {
  return `${formatDecimal(difference * 100, 1, 1)} pts`;
}
