import { decimalOdds } from '../americanOdds';
import { formatDecimal } from '../decimalFormat';
import { normalCdf, wholePointShare, wholePointsAround } from './normal';

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
 * games, lands on 3 and 7 about as often as they did (its centre is calibrated, so not exactly: 2023's 14.7 % by 3
 * and 8.1 % by 7 come back as 14.4 % and 7.9 %). Throws a RangeError without two games with a spread line
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

/** N(centre, spreadSigma) on whole points, each margin k times w(|k|): the margin model before it is renormalised. */
function weightedShares(table: KeyNumberTable, centre: number): PointShare[] {
  const sd = table.spreadSigma;
  return wholePointsAround(centre, sd).map((margin) => ({
    points: margin,
    share: wholePointShare(margin, centre, sd) * weightOf(table, margin),
  }));
}

/** How far either side of the market's number the calibrated centre is sought, and to what precision. */
const CENTRE_SEARCH_POINTS = 14;
const CENTRE_TOLERANCE = 1e-9;
/** A table's calibrated centres by market number; cleared past this many (a week's board uses a few dozen). */
const CENTRES_PER_TABLE = 512;
const calibratedCentres = new WeakMap<KeyNumberTable, Map<number, number>>();

/**
 * The centre ν of the normal under the key-number weights that makes the market's number `expectedHomeMargin` (μ)
 * an even bet apart from pushes: in marginDistribution, P(M > μ) = P(M < μ), margins of exactly μ (when μ is whole)
 * set aside on both sides. The weights are symmetric in k but not about μ (2023: w(3) = 2.73 against w(2) = 1.03
 * and w(4) = 1.12), so with ν = μ a side at its own line won 48.4 % of the non-push outcomes at μ = 3 and 44.2 % at
 * μ = 7. P(M > μ) − P(M < μ) rises with ν (the weights are fixed and the normal moves up), so bisection in μ ± 14
 * finds ν to 1e-9; 2023's table gives ν = 3.515 for μ = 3 and 8.789 for 7, and ν(−μ) = −ν(μ). Kept per table (a
 * table is not changed once made) and market number, so a week's board finds each number's centre once.
 */
export function calibratedCentre(table: KeyNumberTable, expectedHomeMargin: number): number {
  let centres = calibratedCentres.get(table);
  const known = centres?.get(expectedHomeMargin);
  if (known !== undefined) return known;
  const mu = expectedHomeMargin;
  const sd = table.spreadSigma;
  // P(M > μ) − P(M < μ) before renormalising (the sign is all bisection needs), each cell boundary's Φ read once:
  // the same shares as weightedShares.
  const balance = (centre: number) => {
    const margins = wholePointsAround(centre, sd);
    let below = normalCdf((margins[0] ?? 0) - 0.5, centre, sd);
    let sum = 0;
    for (const margin of margins) {
      const above = normalCdf(margin + 0.5, centre, sd);
      const share = (above - below) * weightOf(table, margin);
      below = above;
      if (margin > mu) sum += share;
      else if (margin < mu) sum -= share;
    }
    return sum;
  };
  let low = mu - CENTRE_SEARCH_POINTS;
  let high = mu + CENTRE_SEARCH_POINTS;
  while (high - low > CENTRE_TOLERANCE) {
    const middle = (low + high) / 2;
    if (balance(middle) < 0) low = middle;
    else high = middle;
  }
  const centre = (low + high) / 2;
  if (!centres || centres.size >= CENTRES_PER_TABLE) {
    centres = new Map();
    calibratedCentres.set(table, centres);
  }
  centres.set(expectedHomeMargin, centre);
  return centre;
}

/**
 * The home margin of a game the market expects the home side to win by `expectedHomeMargin` (μ, −spread):
 * N(ν, spreadSigma) on whole points, each margin k times the key-number weight w(|k|), renormalised. The centre ν is
 * calibrated (calibratedCentre) so that a bet at the market's number is an even chance apart from pushes, as a
 * market's line is; the weights then decide how that chance splits around the key numbers (at μ = 3, 2023's table
 * puts 8.3 % on a margin of exactly 3 and 3.1 % and 3.4 % on 2 and 4).
 */
export function marginDistribution(table: KeyNumberTable, expectedHomeMargin: number): PointShare[] {
  return normalised(weightedShares(table, calibratedCentre(table, expectedHomeMargin)));
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
