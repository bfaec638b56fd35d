import { sameTeam } from '../../domain/teams';
import { fairProbabilities } from './lineMath';
import type { Bookmaker, Market, Outcome } from './types';

/* A book's line read from the home team's side: the one reading the line history and the results share. */

/** A line's value and the price that goes with it (the home side's, or the Over's for a total). */
export interface LineValue {
  value: number;
  price: number;
}

const outcomeOf = (market: Market, name: string): Outcome | undefined =>
  market.outcomes.find((outcome) => sameTeam(outcome.name, name));

const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

export const findMarket = (book: Bookmaker, key: string): Market | undefined =>
  book.markets.find((market) => market.key === key);

/**
 * The home team's spread point ('-3.5') and price; from the away side's point, turned round, when the
 * home side lacks one and the away team is named.
 */
export function homeSpread(market: Market, home: string, away?: string): LineValue | undefined {
  const own = outcomeOf(market, home);
  if (own && finite(own.point)) return { value: own.point, price: own.price };
  const other = away === undefined ? undefined : outcomeOf(market, away);
  return other && finite(other.point)
    ? { value: other.point === 0 ? 0 : -other.point, price: own?.price ?? other.price }
    : undefined;
}

/** The total's points and the Over's price (the Under's when there is no Over). */
export function totalPoints(market: Market): LineValue | undefined {
  const side = (name: string) =>
    market.outcomes.find((outcome) => outcome.name.trim().toLowerCase() === name && finite(outcome.point));
  const outcome = side('over') ?? side('under');
  return outcome ? { value: outcome.point as number, price: outcome.price } : undefined;
}

/** The home team's no-vig win probability (0–1) among the market's outcomes, and its moneyline price. */
export function homeWinProbability(market: Market, home: string): LineValue | undefined {
  const index = market.outcomes.findIndex((outcome) => sameTeam(outcome.name, home));
  const fair = index < 0 ? undefined : fairProbabilities(market.outcomes.map((outcome) => outcome.price))?.[index];
  return fair === undefined ? undefined : { value: fair, price: (market.outcomes[index] as Outcome).price };
}

/** The same as a percentage (0–100), as the line history plots it. */
export function homeWinPercent(market: Market, home: string): LineValue | undefined {
  const line = homeWinProbability(market, home);
  return line && { value: line.value * 100, price: line.price };
}
