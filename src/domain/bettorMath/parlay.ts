import { decimalOdds } from '../americanOdds';

/** How many legs a slip holds. */
export const MAX_SLIP_LEGS = 10;

export interface ParlayLeg {
  gameId: string;
  price: number;
  /** The leg's fair probability, when known. */
  fair?: number;
}

export interface ParlayFigures {
  /** What the books pay per unit staked, stake included: the product of the legs' decimal odds. */
  offeredDecimal: number;
  /** What the parlay would pay at fair odds: 1 / the product of the legs' fair probabilities (every leg's known). */
  fairDecimal?: number;
  /** offered / fair: the share of a fair payout the parlay pays, its compounded hold (four −110 legs → 0.830). */
  payoutShare?: number;
  /** Games with two or more legs, first seen first: their legs are correlated, so the product is not their chance. */
  correlatedGameIds: string[];
}

/** The games with two or more of the legs, first seen first: their legs are correlated (a parlay's or a teaser's). */
export function correlatedGameIds(legs: readonly Pick<ParlayLeg, 'gameId'>[]): string[] {
  const legsPerGame = new Map<string, number>();
  for (const { gameId } of legs) legsPerGame.set(gameId, (legsPerGame.get(gameId) ?? 0) + 1);
  return [...legsPerGame].filter(([, count]) => count > 1).map(([gameId]) => gameId);
}

/**
 * The payout a parlay offers beside its fair payout: both multiply across the legs, so the book's margin compounds —
 * four −110 legs pay 1.909091⁴ = 13.28 for 1 against a fair 2⁴ = 16, 83.0 % of fair. Undefined for no legs or a leg
 * whose price is not American odds. A leg's fair probability outside (0, 1] leaves the fair payout unknown.
 */
export function parlayFigures(legs: readonly ParlayLeg[]): ParlayFigures | undefined {
  if (legs.length === 0) return undefined;
  let offeredDecimal = 1;
  let fairProduct: number | undefined = 1;
  for (const { price, fair } of legs) {
    const decimal = decimalOdds(price);
    if (decimal === undefined) return undefined;
    offeredDecimal *= decimal;
    fairProduct =
      fairProduct !== undefined && fair !== undefined && fair > 0 && fair <= 1 ? fairProduct * fair : undefined;
  }
  const correlated = correlatedGameIds(legs);
  if (fairProduct === undefined) return { offeredDecimal, correlatedGameIds: correlated };
  const fairDecimal = 1 / fairProduct;
  return { offeredDecimal, fairDecimal, payoutShare: offeredDecimal / fairDecimal, correlatedGameIds: correlated };
}
