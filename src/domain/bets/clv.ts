/*
 * Closing-line value (CONTRACT §11, "The close and CLV"): what the closing market says the price taken was worth.
 */

import { decimalOdds, impliedProbability } from '../americanOdds';
import { devig } from '../bettorMath/devig';
import { expectedValue } from '../bettorMath/expectedValue';
import type { BetChances, KeyNumberTable } from '../bettorMath/keyNumbers';
import { movedNumberChances } from './movedNumber';
import type { BetKind, BetLeg, ClvVia, LegClose } from './types';

/** A leg's close and the prices of the other outcome(s) of that market in the same close (that book, or consensus). */
export interface ClosingMarket extends LegClose {
  others: readonly number[];
}

export interface LegClv {
  /** Expected profit per unit staked at the price taken, by the closing market. */
  clv: number;
  /** The leg's no-vig probability at the close's number (multiplicative, over the close's outcomes). */
  fair: number;
  via: ClvVia;
  /** Through the key-number model: the leg's chances at its own number. */
  chances?: BetChances;
}

/** The leg's no-vig probability in the closing market: its implied probability's share of the outcomes' sum. */
export function closeFair(close: Pick<ClosingMarket, 'price' | 'others'>): number | undefined {
  const implied = [close.price, ...close.others].map(impliedProbability);
  if (implied.some((p) => p === undefined)) return undefined;
  return devig(implied as number[], 'multiplicative')?.[0];
}

/**
 * A leg's CLV at `price` (the price taken). At the close's number: fair × decimal − 1. At another number (a spread or
 * total whose number moved): the key-number model centred on the close (movedNumber.ts), then
 * P(win)·(decimal − 1) − P(loss), a push returning the stake. Undefined when a price is not American odds, the close
 * has no other outcome, or the numbers cannot be compared (a number on one side only, a moneyline).
 */
export function legClv(
  leg: Pick<BetLeg, 'market' | 'side' | 'point'>,
  price: number,
  close: ClosingMarket,
  table: KeyNumberTable,
): LegClv | undefined {
  const fair = closeFair(close);
  if (fair === undefined) return undefined;
  if (leg.point === close.point) {
    const clv = expectedValue(fair, price);
    return clv === undefined ? undefined : { clv, fair, via: 'same-number' };
  }
  const decimal = decimalOdds(price);
  if (leg.market === 'h2h' || leg.point === undefined || close.point === undefined || decimal === undefined) {
    return undefined;
  }
  const chances = movedNumberChances(
    table,
    { market: leg.market, side: leg.side, point: leg.point },
    close.point,
    fair,
  );
  if (!chances) return undefined;
  return { clv: chances.win * (decimal - 1) - chances.loss, fair, via: 'key-numbers', chances };
}

/** A parlay's CLV: Π(1 + CLV) − 1 over the legs with one (null where a leg has none); null when none has. */
export function parlayClv(legClvs: readonly (number | null)[]): number | null {
  const known = legClvs.filter((clv): clv is number => clv !== null);
  return known.length === 0 ? null : known.reduce((product, clv) => product * (1 + clv), 1) - 1;
}

/** A bet's CLV from its legs': a single's is its leg's, a parlay's parlayClv, a teaser's null (its legs' are shown). */
export function betClv(kind: BetKind, legClvs: readonly (number | null)[]): number | null {
  if (kind === 'teaser') return null;
  if (kind === 'parlay') return parlayClv(legClvs);
  return legClvs[0] ?? null;
}
