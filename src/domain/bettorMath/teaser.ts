import { decimalOdds } from '../americanOdds';
import { spreadChances, totalChances, type BetChances, type KeyNumberTable } from './keyNumbers';
import type { TeaserPoints } from './teaserPoints';

/** A leg's number after the tease: a spread gains the points, an Over comes down by them, an Under goes up. */
export function teasedPoint(market: 'spreads' | 'totals', side: string, point: number, teaser: TeaserPoints): number {
  if (market === 'totals' && side.trim().toLowerCase() === 'over') return point - teaser;
  return point + teaser;
}

/**
 * Whether teasing a spread leg (the side's own spread) carries it across both 3 and 7: it loses outright (no push)
 * at the margins of 3 and of 7 that go against it before the tease, and wins at both after. The margins against a
 * favourite (point < 0) are its wins by 3 and 7, against an underdog its losses by 3 and 7, so the rule is
 * −3 − t < point < −7 for a favourite and 7 − t < point < 3 for an underdog: at 6 points −7.5 to −8.5 and +1.5 to
 * +2.5 (Wong's teaser legs); −7 pushes at 7 before the tease and +1 pushes at 7 after it.
 */
export function crossesThreeAndSeven(point: number, teaser: TeaserPoints): boolean {
  if (point < 0) return -3 - teaser < point && point < -7;
  if (point > 0) return 7 - teaser < point && point < 3;
  // A pick'em wins at +3 and +7 already; teased, it still pushes or loses at −7.
  return false;
}

/**
 * The share of legs that must win for a teaser of `legs` equal legs to break even at `price`: each leg's chance p
 * with p^legs = 1/decimal, so p = (1/decimal)^(1/legs). Two legs at −110: √(110/210) = 72.4 %. Undefined for a price
 * that is not American odds or a count of legs that is not a whole number from 1.
 */
export function breakEvenPerLeg(price: number, legs: number): number | undefined {
  const decimal = decimalOdds(price);
  if (decimal === undefined || !Number.isInteger(legs) || legs < 1) return undefined;
  return (1 / decimal) ** (1 / legs);
}

/** A leg to tease: a side's spread (its own point) against the market's expected home margin, or an Over/Under. */
export type TeaserLeg =
  | { market: 'spreads'; side: 'home' | 'away'; point: number; expectedHomeMargin: number }
  | { market: 'totals'; side: 'over' | 'under'; point: number; expectedTotal: number };

/** A leg's chances at its teased number, from the key-number model (spreads) or the totals' normal (totals). */
export function teaserLegChances(table: KeyNumberTable, leg: TeaserLeg, teaser: TeaserPoints): BetChances {
  const point = teasedPoint(leg.market, leg.side, leg.point, teaser);
  return leg.market === 'spreads'
    ? spreadChances(table, leg.expectedHomeMargin, leg.side, point)
    : totalChances(table, leg.expectedTotal, leg.side, point);
}
