import { sameTeam, teamNameKey } from '../../domain/teams';
import { impliedProbability } from '../../domain/americanOdds';
import type { BestLine } from './lineMath';
import type { Bookmaker } from './types';

/**
 * A market's hold (the book's margin, the vig): 1 − 1/Σ implied probabilities of its outcomes
 * (−110/−110 → 4.55 %). Negative when the prices sum below 100 % implied. Undefined for fewer than
 * two outcomes or an invalid price.
 */
export function hold(prices: readonly number[]): number | undefined {
  if (prices.length < 2) return undefined;
  const implied = prices.map(impliedProbability);
  if (implied.some((p) => p === undefined)) return undefined;
  return 1 - 1 / (implied as number[]).reduce((sum, p) => sum + p, 0);
}

/** The stakes on each outcome that return the same whatever happens, for `total` staked in all. */
export interface ArbitrageSplit {
  stakes: number[];
  /** What every outcome returns (stake included): total / Σ implied. */
  returns: number;
}

/** stake_i = total · p_i / Σp, each then returning total / Σp. */
export function arbitrageSplit(implied: readonly number[], total = 100): ArbitrageSplit {
  const sum = implied.reduce((acc, p) => acc + p, 0);
  return { stakes: implied.map((p) => (total * p) / sum), returns: total / sum };
}

/** The best price of one outcome at one number, and the books that offer it. */
export interface BestPrice {
  outcome: string;
  point?: number;
  price: number;
  books: string[];
}

/** A market's best prices across the books, taken at one number, and their hold. */
export interface BestPriceHold {
  market: string;
  /** The number the prices were compared at: the home team's spread, the total; none for a moneyline. */
  point?: number;
  prices: BestPrice[];
  hold: number;
  /** The best prices sum below 100 % implied: the split of 100 units that wins the same either way. */
  arbitrage?: ArbitrageSplit;
}

const MARKET_ORDER: readonly string[] = ['h2h', 'spreads', 'totals'];

/** Where prices can be compared: one group per moneyline, per home spread, per total. */
function numberOf(
  market: string,
  name: string,
  point: number | undefined,
  homeTeam: string,
): number | null | undefined {
  if (market === 'h2h') return null;
  if (point === undefined || !Number.isFinite(point)) return undefined;
  if (market === 'spreads') return sameTeam(name, homeTeam) ? point : -point;
  return market === 'totals' ? point : undefined;
}

/**
 * Per market (moneyline, spread, total), the hold of the best price of each outcome across the books.
 * Spreads and totals compare prices only at the same number (the home team's spread, the total): of
 * the numbers where every outcome is offered, the one whose best prices hold least is taken (the first
 * listed on a tie). A market with no such number is left out.
 */
export function bestPriceHolds(bookmakers: readonly Bookmaker[], homeTeam: string): BestPriceHold[] {
  // market → number → outcome → best price so far; numbers and outcomes keep the order first seen.
  const markets = new Map<string, Map<number | null, Map<string, BestPrice & { implied: number }>>>();
  for (const book of bookmakers) {
    for (const market of book.markets) {
      for (const { name, price, point } of market.outcomes) {
        const number = numberOf(market.key, name, point, homeTeam);
        const implied = impliedProbability(price);
        if (number === undefined || implied === undefined) continue;
        let numbers = markets.get(market.key);
        if (!numbers) markets.set(market.key, (numbers = new Map()));
        let outcomes = numbers.get(number);
        if (!outcomes) numbers.set(number, (outcomes = new Map()));
        const best = outcomes.get(teamNameKey(name));
        if (!best || implied < best.implied) {
          outcomes.set(teamNameKey(name), {
            outcome: name,
            ...(point === undefined || number === null ? {} : { point }),
            price,
            books: [book.title],
            implied,
          });
        } else if (implied === best.implied && !best.books.includes(book.title)) best.books.push(book.title);
      }
    }
  }
  const byMarketOrder = [...markets].sort(([a], [b]) => MARKET_ORDER.indexOf(a) - MARKET_ORDER.indexOf(b));
  return byMarketOrder.flatMap(([market, numbers]) => {
    let lowest: BestPriceHold | undefined;
    for (const [number, outcomes] of numbers) {
      if (outcomes.size < 2) continue;
      const offers = [...outcomes.values()];
      const implied = offers.map((offer) => offer.implied);
      const held = 1 - 1 / implied.reduce((sum, p) => sum + p, 0);
      if (lowest !== undefined && held >= lowest.hold) continue;
      lowest = {
        market,
        ...(number === null ? {} : { point: number }),
        prices: offers.map(({ implied: _implied, ...price }) => price),
        hold: held,
        ...(held < 0 ? { arbitrage: arbitrageSplit(implied) } : {}),
      };
    }
    return lowest ? [lowest] : [];
  });
}

/** Two books' numbers far enough apart that both bets can win: the best line of each side. */
export interface Middle {
  market: string;
  sides: [BestLine, BestLine];
  /** How many points apart the two numbers are. */
  width: number;
}

/** Whether some whole number lies strictly between `low` and `high`: a final margin or total that wins both bets. */
const wholeNumberBetween = (low: number, high: number): boolean => Math.floor(low) + 1 < high;

/**
 * Whether two sides of a spread at these points (one team's, then the other's) both win on some final
 * margin: with x the first team's margin, the first wins above −first and the second below second, so a
 * whole x must lie strictly between them. Chiefs −2.5 / Bills +3.5 is (a 3-point win); −3 / +4 is not.
 */
export const spreadMiddle = (first: number, second: number): boolean => wholeNumberBetween(-first, second);

/**
 * Whether an Over and an Under both win on some final total: a whole number strictly between them (Over 44 / Under 45.5
 * on 45).
 */
export const totalMiddle = (over: number, under: number): boolean => wholeNumberBetween(over, under);

/**
 * Where the best lines of a spread or total (the most points for each side; see bestLines) are a
 * middle: some final margin or total wins both bets (spreadMiddle, totalMiddle). Its width is how
 * many points apart the numbers are.
 */
export function middles(lines: readonly BestLine[]): Middle[] {
  return ['spreads', 'totals'].flatMap((market) => {
    const sides = lines.filter((line) => line.market === market);
    const [first, second] = sides;
    if (sides.length !== 2 || first?.point === undefined || second?.point === undefined) return [];
    if (market === 'spreads') {
      return spreadMiddle(first.point, second.point)
        ? [{ market, sides: [first, second], width: first.point + second.point }]
        : [];
    }
    const over = sides.find((line) => line.outcome.trim().toLowerCase() === 'over');
    const under = sides.find((line) => line.outcome.trim().toLowerCase() === 'under');
    if (over?.point === undefined || under?.point === undefined) return [];
    return totalMiddle(over.point, under.point)
      ? [{ market, sides: [first, second], width: under.point - over.point }]
      : [];
  });
}
