import { impliedProbability } from '../../domain/americanOdds';
import { DEVIG_METHOD_NAMES, devig, type DevigMethod } from '../../domain/bettorMath/devig';
import { expectedValue, fairAmerican } from '../../domain/bettorMath/expectedValue';
import { sameTeam } from '../../domain/teams';
import { joinTitles } from './lineMath';
import type { Bookmaker, Market, Outcome } from './types';

/** One outcome of one book graded against the other books' no-vig lines (issue #42). */
export interface OutcomeValue {
  bookKey: string;
  /** The book's title, trimmed. */
  book: string;
  market: string;
  outcome: string;
  point?: number;
  price: number;
  /** The mean of the other books' fair probabilities for the same bet. */
  fair: number;
  /** fairAmerican(fair), unrounded. */
  fairPrice: number;
  ev: number;
  /** The titles of the other books it is graded against, in the books' order. */
  fromBooks: string[];
  method: DevigMethod;
}

/** The markets that are graded, in the order they are listed. */
const MARKET_ORDER: readonly string[] = ['h2h', 'spreads', 'totals'];

const side = (name: string): string => name.trim().toLowerCase();
const isTotalSide = (name: string): boolean => side(name) === 'over' || side(name) === 'under';
const hasPoint = (point: number | undefined): point is number => point !== undefined && Number.isFinite(point);

/** Whether the outcome is a bet its market can grade: a spread needs its point, a total Over or Under at a point. */
function gradable(market: string, { name, point }: Outcome): boolean {
  if (market === 'h2h') return true;
  if (market === 'spreads') return hasPoint(point);
  return market === 'totals' && hasPoint(point) && isTotalSide(name);
}

/**
 * The outcomes of a market at the number of `bet` (a moneyline all of them; a spread the team at x and the others at
 * −x; a total Over and Under at x), and which of them is the bet itself (−1 when the market does not price it).
 */
function atNumber(market: Market, bet: Outcome): { outcomes: Outcome[]; index: number } {
  const x = bet.point;
  const outcomes = market.outcomes.filter(({ name, point }) => {
    if (market.key === 'h2h') return true;
    if (market.key === 'spreads') return sameTeam(name, bet.name) ? point === x : x !== undefined && point === -x;
    return point === x && isTotalSide(name);
  });
  const index = outcomes.findIndex(({ name }) =>
    market.key === 'totals' ? side(name) === side(bet.name) : sameTeam(name, bet.name),
  );
  return { outcomes, index };
}

/** One other book's fair probability of the bet: its market at the bet's number devigged by `method`. */
function fairFrom(market: Market, bet: Outcome, method: DevigMethod): number | undefined {
  const { outcomes, index } = atNumber(market, bet);
  if (index < 0) return undefined;
  const implied = outcomes.map(({ price }) => impliedProbability(price));
  if (implied.some((p) => p === undefined)) return undefined;
  return devig(implied as number[], method)?.[index];
}

/**
 * Per book, market (h2h, spreads, totals) and outcome as listed: the outcome's fair probability as the mean of the
 * fair probabilities of the *other* books that price the same bet at the same number (so no book is graded against
 * itself), each book's market devigged by `method`, and the EV of the book's price at it. An outcome no other book
 * prices at its number, or with an invalid price or a missing point, gets none; one book alone gets none at all.
 */
export function outcomeValues(bookmakers: readonly Bookmaker[], method: DevigMethod): OutcomeValue[] {
  return bookmakers.flatMap((book) => {
    const others = bookmakers.filter((other) => other !== book && other.key !== book.key);
    const markets = book.markets
      .filter((market) => MARKET_ORDER.includes(market.key))
      .sort((a, b) => MARKET_ORDER.indexOf(a.key) - MARKET_ORDER.indexOf(b.key));
    return markets.flatMap((market) =>
      market.outcomes.flatMap((bet): OutcomeValue[] => {
        if (!gradable(market.key, bet) || impliedProbability(bet.price) === undefined) return [];
        const graded = others.flatMap((other) => {
          const theirs = other.markets.find((candidate) => candidate.key === market.key);
          const fair = theirs && fairFrom(theirs, bet, method);
          return fair === undefined ? [] : [{ title: other.title.trim(), fair }];
        });
        if (graded.length === 0) return [];
        const fair = graded.reduce((total, { fair: p }) => total + p, 0) / graded.length;
        const fairPrice = fairAmerican(fair);
        const ev = expectedValue(fair, bet.price);
        if (fairPrice === undefined || ev === undefined) return [];
        return [
          {
            bookKey: book.key,
            book: book.title.trim(),
            market: market.key,
            outcome: bet.name,
            ...(market.key === 'h2h' || bet.point === undefined ? {} : { point: bet.point }),
            price: bet.price,
            fair,
            fairPrice,
            ev,
            fromBooks: graded.map(({ title }) => title),
            method,
          },
        ];
      }),
    );
  });
}

/** What a figure is from: 'fair from DraftKings and BetMGM, power method'. */
export function fromWhat({ fromBooks, method }: Pick<OutcomeValue, 'fromBooks' | 'method'>): string {
  return `fair from ${joinTitles(fromBooks)}, ${DEVIG_METHOD_NAMES[method]} method`;
}
