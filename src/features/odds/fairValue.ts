import { impliedProbability } from '../../domain/americanOdds';
import { devig } from '../../domain/bettorMath/devig';
import { DEVIG_METHOD_NAMES, type DevigMethod } from '../../domain/bettorMath/devigMethods';
import { expectedValue, fairAmerican } from '../../domain/bettorMath/expectedValue';
import { sameTeam, teamNameKey } from '../../domain/teams';
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

/** The one name of a bet: its market, its side (a team, Over or Under) and its number ('spreads|chiefs|-3'). */
function betKey(market: string, { name, point }: Outcome): string {
  const who = market === 'totals' ? side(name) : teamNameKey(name);
  return `${market}|${who}|${market === 'h2h' ? '' : String(point)}`;
}

/**
 * A book's fair probability of each bet it prices, by betKey: each of its markets devigged by `method` once at each
 * number (a moneyline whole; a spread the team at x with the others at −x; a total Over and Under at x).
 */
function fairTable(book: Bookmaker, method: DevigMethod): Map<string, number> {
  const table = new Map<string, number>();
  for (const market of book.markets) {
    if (!MARKET_ORDER.includes(market.key)) continue;
    for (const bet of market.outcomes) {
      if (!gradable(market.key, bet) || table.has(betKey(market.key, bet))) continue;
      const { outcomes, index } = atNumber(market, bet);
      if (index < 0) continue;
      const implied = outcomes.map(({ price }) => impliedProbability(price));
      if (implied.some((p) => p === undefined)) continue;
      const fair = devig(implied as number[], method);
      outcomes.forEach((outcome, i) => {
        const key = betKey(market.key, outcome);
        const p = fair?.[i];
        if (p !== undefined && gradable(market.key, outcome) && !table.has(key)) table.set(key, p);
      });
    }
  }
  return table;
}

/**
 * Per book, market (h2h, spreads, totals) and outcome as listed: the outcome's fair probability as the mean of the
 * fair probabilities of the *other* books that price the same bet at the same number (so no book is graded against
 * itself), each book's market devigged by `method`, and the EV of the book's price at it. An outcome no other book
 * prices at its number, or with an invalid price or a missing point, gets none; one book alone gets none at all.
 */
export function outcomeValues(bookmakers: readonly Bookmaker[], method: DevigMethod): OutcomeValue[] {
  const tables = bookmakers.map((book) => fairTable(book, method));
  return bookmakers.flatMap((book) => {
    const others = bookmakers.flatMap((other, i) =>
      other !== book && other.key !== book.key
        ? [{ title: other.title.trim(), table: tables[i] as Map<string, number> }]
        : [],
    );
    const markets = book.markets
      .filter((market) => MARKET_ORDER.includes(market.key))
      .sort((a, b) => MARKET_ORDER.indexOf(a.key) - MARKET_ORDER.indexOf(b.key));
    return markets.flatMap((market) =>
      market.outcomes.flatMap((bet): OutcomeValue[] => {
        if (!gradable(market.key, bet) || impliedProbability(bet.price) === undefined) return [];
        const key = betKey(market.key, bet);
        const graded = others.flatMap(({ title, table }) => {
          const fair = table.get(key);
          return fair === undefined ? [] : [{ title, fair }];
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

/** Whose lines and which method a fair probability is from: 'from DraftKings and BetMGM, power method'. */
export function fromBooksText({ fromBooks, method }: Pick<OutcomeValue, 'fromBooks' | 'method'>): string {
  return `from ${joinTitles(fromBooks)}, ${DEVIG_METHOD_NAMES[method]} method`;
}

/** What a figure is from: 'fair from DraftKings and BetMGM, power method'. */
export function fromWhat(value: Pick<OutcomeValue, 'fromBooks' | 'method'>): string {
  return `fair ${fromBooksText(value)}`;
}
