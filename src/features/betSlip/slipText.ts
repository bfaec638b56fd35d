import { formatPrice } from '../../domain/americanOdds';
import { fairAmerican } from '../../domain/bettorMath/expectedValue';
import type { BetChances } from '../../domain/bettorMath/keyNumbers';
import { formatPercent, signedPoint } from '../../domain/decimalFormat';

/** A spread or total's number as a bettor writes it: '+3.5', '−3', '47.5' (totals unsigned). */
export function numberText(point: number, market: string): string {
  return market === 'totals' ? String(point) : signedPoint(point);
}

/** A bet as a bettor writes it: 'Chiefs −3.5 −110', 'Over 47.5 −110', 'Chiefs moneyline +155'. */
export function betText(who: string, market: string, point: number | undefined, price: number | undefined): string {
  const number = point === undefined ? ' moneyline' : ` ${numberText(point, market)}`;
  return `${who}${number}${price === undefined ? '' : ` ${formatPrice(price)}`}`;
}

/** A payout per unit staked, stake included, and its American price: '13.28× (+1228)'. */
export function payoutText(decimal: number): string {
  const american = fairAmerican(1 / decimal);
  return `${decimal.toFixed(2)}×${american === undefined ? '' : ` (${formatPrice(Math.round(american))})`}`;
}

/** 'wins 73.6% · pushes 2.6%' (no push part when it cannot push). */
export function chancesText({ win, push }: BetChances): string {
  return `wins ${formatPercent(win)}${push > 0.0005 ? ` · pushes ${formatPercent(push)}` : ''}`;
}
