import type { DevigMethod } from '../../domain/bettorMath/devigMethods';
import type { BetChances, KeyNumberTable } from '../../domain/bettorMath/keyNumbers';
import { parlayFigures, type ParlayFigures } from '../../domain/bettorMath/parlay';
import { breakEvenPerLeg, crossesThreeAndSeven, teasedPoint, teaserLegChances } from '../../domain/bettorMath/teaser';
import { TWO_LEG_TEASER_PRICE, type TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import { medianLine } from '../../domain/againstTheNumber';
import { sameTeam } from '../../domain/teams';
import type { SlipLeg } from '../betSlip/betSlipSlice';
import { fromBooksText, outcomeValues } from './fairValue';
import { matchupTitle, shownBookmakers } from './oddsRules';
import type { Bookmaker, Game, Outcome } from './types';

/** A leg read against the book's current line. */
export interface PricedLeg {
  leg: SlipLeg;
  /** 'loading' until its week's odds are in; 'gone' when the game, book or outcome is no longer offered. */
  status: 'priced' | 'loading' | 'gone';
  matchup?: string;
  kickoff?: string;
  book?: string;
  outcome?: string;
  point?: number;
  price?: number;
  /** Its fair probability from the other books (none with one book). */
  fair?: number;
  fromBooks?: string[];
  /** What the fair probability is from: 'from DraftKings and BetMGM, power method'. */
  fairFrom?: string;
  /** The line's number is not the one it was added at. */
  moved?: boolean;
  /** The game's expected home margin and total from the books' median lines (for a teaser's chances). */
  expectedHomeMargin?: number;
  expectedTotal?: number;
}

/** The books' median number of a market, on the home side for a spread: the market's expectation. */
function medianPoint(books: readonly Bookmaker[], market: 'spreads' | 'totals', homeTeam: string): number | undefined {
  const points = books.flatMap((book) =>
    (book.markets.find((each) => each.key === market)?.outcomes ?? []).flatMap(({ name, point }) =>
      point !== undefined &&
      Number.isFinite(point) &&
      (market === 'totals' ? name.trim().toLowerCase() === 'over' : sameTeam(name, homeTeam))
        ? [point]
        : [],
    ),
  );
  return medianLine(points);
}

function sideOf(outcome: Outcome, market: string, game: Game): PricedLeg['leg']['side'] | undefined {
  if (market === 'totals') {
    const side = outcome.name.trim().toLowerCase();
    return side === 'over' || side === 'under' ? side : undefined;
  }
  if (sameTeam(outcome.name, game.home_team)) return 'home';
  return sameTeam(outcome.name, game.away_team) ? 'away' : undefined;
}

/** The leg of one outcome of one shown book, as a card's add button makes it. */
export function legOf(
  week: number,
  game: Game,
  bookKey: string,
  market: string,
  outcome: Outcome,
): SlipLeg | undefined {
  if (market !== 'h2h' && market !== 'spreads' && market !== 'totals') return undefined;
  const side = sideOf(outcome, market, game);
  if (!side) return undefined;
  if (market !== 'h2h' && (outcome.point === undefined || !Number.isFinite(outcome.point))) return undefined;
  return { week, gameId: game.id, bookKey, market, side, ...(market === 'h2h' ? {} : { point: outcome.point }) };
}

/** A leg against its game's current lines (`game` undefined: its week's odds are not in, or lack the game). */
export function priceLeg(leg: SlipLeg, game: Game | undefined, loaded: boolean, method: DevigMethod): PricedLeg {
  if (!game) return { leg, status: loaded ? 'gone' : 'loading' };
  const books = shownBookmakers(game);
  const about = { matchup: matchupTitle(game), kickoff: game.commence_time };
  const book = books.find((each) => each.key === leg.bookKey);
  const outcome = book?.markets
    .find((market) => market.key === leg.market)
    ?.outcomes.find((each) => sideOf(each, leg.market, game) === leg.side);
  if (!book || !outcome) return { leg, status: 'gone', ...about };
  const value = outcomeValues(books, method).find(
    (each) =>
      each.bookKey === book.key &&
      each.market === leg.market &&
      sameTeam(each.outcome, outcome.name) &&
      each.point === outcome.point,
  );
  const expectedHome = medianPoint(books, 'spreads', game.home_team);
  const expectedTotal = medianPoint(books, 'totals', game.home_team);
  return {
    leg,
    status: 'priced',
    ...about,
    book: book.title,
    outcome: outcome.name,
    ...(outcome.point === undefined ? {} : { point: outcome.point }),
    price: outcome.price,
    ...(value ? { fair: value.fair, fromBooks: value.fromBooks, fairFrom: fromBooksText(value) } : {}),
    moved: leg.point !== undefined && outcome.point !== leg.point,
    ...(expectedHome === undefined ? {} : { expectedHomeMargin: -expectedHome }),
    ...(expectedTotal === undefined ? {} : { expectedTotal }),
  };
}

/** A parlay of the priced legs: offered and fair payouts, the hold it compounds, its correlated games. */
export function parlayOf(legs: readonly PricedLeg[]): ParlayFigures | undefined {
  if (legs.length < 2 || legs.some((leg) => leg.status !== 'priced')) return undefined;
  return parlayFigures(
    legs.map((leg) => ({
      gameId: leg.leg.gameId,
      price: leg.price as number,
      ...(leg.fair === undefined ? {} : { fair: leg.fair }),
    })),
  );
}

export interface TeaserLegFigures {
  /** The teased number; undefined for a moneyline (a teaser takes spreads and totals only). */
  teased?: number;
  chances?: BetChances;
  crossesThreeAndSeven: boolean;
}

export interface TeaserFigures {
  legs: TeaserLegFigures[];
  /** The usual price, for two legs only. */
  price?: number;
  breakEvenPerLeg?: number;
  /** Every leg winning, the legs taken as independent: the teaser's chance (no leg pushing). */
  winChance?: number;
}

/** A teaser of `points` on the priced legs: each leg's teased number and chances, and with two legs its price. */
export function teaserOf(legs: readonly PricedLeg[], points: TeaserPoints, table: KeyNumberTable): TeaserFigures {
  const figures = legs.map((leg): TeaserLegFigures => {
    const { market, side } = leg.leg;
    if (leg.status !== 'priced' || leg.point === undefined || market === 'h2h') return { crossesThreeAndSeven: false };
    const teased = teasedPoint(market, side, leg.point, points);
    let chances: BetChances | undefined;
    if (market === 'spreads' && (side === 'home' || side === 'away') && leg.expectedHomeMargin !== undefined)
      chances = teaserLegChances(
        table,
        { market, side, point: leg.point, expectedHomeMargin: leg.expectedHomeMargin },
        points,
      );
    if (market === 'totals' && (side === 'over' || side === 'under') && leg.expectedTotal !== undefined)
      chances = teaserLegChances(table, { market, side, point: leg.point, expectedTotal: leg.expectedTotal }, points);
    return {
      teased,
      ...(chances ? { chances } : {}),
      crossesThreeAndSeven: market === 'spreads' && crossesThreeAndSeven(leg.point, points),
    };
  });
  const twoLegs = legs.length === 2;
  const price = twoLegs ? TWO_LEG_TEASER_PRICE[points] : undefined;
  const all = figures.every((leg) => leg.chances !== undefined);
  return {
    legs: figures,
    ...(price === undefined ? {} : { price, breakEvenPerLeg: breakEvenPerLeg(price, 2) }),
    ...(all && figures.length >= 2
      ? { winChance: figures.reduce((p, leg) => p * (leg.chances as BetChances).win, 1) }
      : {}),
  };
}
