import { impliedProbability } from '../../domain/americanOdds';
import { formatPercent } from '../../domain/decimalFormat';
import { devig } from '../../domain/bettorMath/devig';
import { sameTeam, teamNameKey } from '../../domain/teams';
import type { Bookmaker } from './types';

/**
 * One book's no-vig ("fair") probabilities for a market's outcomes: each implied probability divided
 * by their sum, so the book's margin is removed (devig's multiplicative method, the one rule for it).
 * Undefined for fewer than two outcomes or any invalid price.
 */
export function fairProbabilities(prices: readonly number[]): number[] | undefined {
  const implied = prices.map(impliedProbability);
  if (implied.some((p) => p === undefined)) return undefined;
  return devig(implied as number[], 'multiplicative');
}

export { formatPercent };

/** The best line on offer for one outcome of one market across the shown books. */
export interface BestLine {
  market: string;
  outcome: string;
  point?: number;
  price: number;
  /** The titles of the books holding it, in the books' order. */
  books: string[];
  /** Every book that offers the outcome has this same line: nothing to choose, so no book is marked. */
  unanimous: boolean;
}

interface Offer {
  book: string;
  point?: number;
  price: number;
  /** Lower is a better price (it pays more). */
  implied: number;
}

/**
 * Which way a point is better for the bettor: spreads take more points, Over the lower total and
 * Under the higher; 0 where only the price counts (h2h); undefined where the rules do not say.
 */
function pointDirection(market: string, outcome: string): 1 | -1 | 0 | undefined {
  if (market === 'h2h') return 0;
  if (market === 'spreads') return 1;
  if (market === 'totals') {
    const side = outcome.trim().toLowerCase();
    return side === 'over' ? -1 : side === 'under' ? 1 : undefined;
  }
  return undefined;
}

/** Positive when `a` is the better line for the bettor, 0 when they are the same line. */
function compareOffers(direction: 1 | -1 | 0, a: Offer, b: Offer): number {
  const byPoint = direction === 0 ? 0 : direction * ((a.point as number) - (b.point as number));
  return byPoint !== 0 ? byPoint : b.implied - a.implied;
}

/** The markets that have a best-line rule, in the order they are listed. */
const MARKET_ORDER: readonly string[] = ['h2h', 'spreads', 'totals'];

/**
 * Per market (moneyline, spread, total) and outcome (in the order the books list them), the best
 * line among the given books: h2h the best price; spreads the most points, then price; totals Over
 * the lowest and Under the highest total, then price. Offers with an invalid price, or without the
 * point the market needs, do not count.
 */
export function bestLines(bookmakers: readonly Bookmaker[]): BestLine[] {
  // market → outcome (by the one name key) → offers; outcomes keep the order and the spelling first seen.
  const markets = new Map<string, Map<string, { outcome: string; direction: 1 | -1 | 0; offers: Offer[] }>>();
  for (const book of bookmakers) {
    for (const market of book.markets) {
      for (const { name, price, point } of market.outcomes) {
        const direction = pointDirection(market.key, name);
        const implied = impliedProbability(price);
        if (direction === undefined || implied === undefined) continue;
        if (direction !== 0 && (point === undefined || !Number.isFinite(point))) continue;
        let outcomes = markets.get(market.key);
        if (!outcomes) markets.set(market.key, (outcomes = new Map()));
        let group = outcomes.get(teamNameKey(name));
        if (!group) outcomes.set(teamNameKey(name), (group = { outcome: name, direction, offers: [] }));
        group.offers.push({ book: book.title, point, price, implied });
      }
    }
  }
  const byMarketOrder = [...markets].sort(([a], [b]) => MARKET_ORDER.indexOf(a) - MARKET_ORDER.indexOf(b));
  return byMarketOrder.flatMap(([market, outcomes]) =>
    [...outcomes.values()].map(({ outcome, direction, offers }) => {
      const best = offers.reduce((top, offer) => (compareOffers(direction, offer, top) > 0 ? offer : top));
      const holders = offers.filter((offer) => compareOffers(direction, offer, best) === 0);
      return {
        market,
        outcome,
        ...(direction === 0 || best.point === undefined ? {} : { point: best.point }),
        price: best.price,
        books: [...new Set(holders.map((offer) => offer.book))],
        unanimous: holders.length === offers.length,
      };
    }),
  );
}

/** Whether the book holds a best line that is worth marking (not one every book shares). */
export function holdsBestLine(lines: readonly BestLine[], book: string, market: string, outcome: string): boolean {
  return lines.some(
    (line) => !line.unanimous && line.market === market && sameTeam(line.outcome, outcome) && line.books.includes(book),
  );
}

/** 'FanDuel', 'FanDuel and BetMGM', 'FanDuel, DraftKings and BetMGM'. */
export function joinTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/** 'Implied 52.4% · Fair 50.0%': the parts that can be computed, '' when neither can. */
export function probabilityLabel(price: number, fair: number | undefined): string {
  const implied = impliedProbability(price);
  const parts = [
    ...(implied === undefined ? [] : [`Implied ${formatPercent(implied)}`]),
    ...(fair === undefined ? [] : [`Fair ${formatPercent(fair)}`]),
  ];
  return parts.join(' · ');
}
