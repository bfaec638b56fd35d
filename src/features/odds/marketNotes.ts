import { formatPrice } from '../../domain/americanOdds';
import { formatPercent, joinTitles } from './lineMath';
import type { LargestMove, LineMove } from './lineMovement';
import type { BestPrice, BestPriceHold, Middle } from './marketHold';
import { marketLabel, teamNickname } from './oddsRules';
import type { FirstLineWord } from '../sources/sourcesSelectors';

/* The words of the open-vs-now, hold, arbitrage and middle notes: one function per text. */

/** A spread's point with its sign ('-3.5', '+3.5', '0'); a total's as it is ('47.5'). */
export function signedPoint(point: number, market: string): string {
  return market === 'spreads' && point > 0 ? `+${point}` : String(point);
}

/** A line as the note reads it: '-3.5' (a spread), '47.5' (a total), '61.6%' (a moneyline's fair probability). */
function lineValue(value: number, market: string): string {
  return market === 'h2h' ? formatPercent(value) : signedPoint(value, market);
}

/**
 * '▲1', '▼0.5' (points of a spread or total), '▲3.6 pts' (percentage points of a moneyline's fair probability); '' for
 * no move.
 */
export function changeText(move: Pick<LineMove, 'market' | 'change'>): string {
  if (move.change === 0) return '';
  const size = Math.abs(move.change);
  return `${move.change > 0 ? '▲' : '▼'}${move.market === 'h2h' ? `${size.toFixed(1)} pts` : String(size)}`;
}

/**
 * Open vs now: 'Chiefs -3.5 · opened -2.5 ▲1', '47.5 · opened 45.5 ▲2', 'Chiefs fair 61.6% · opened
 * 58.0% ▲3.6'. `home` is the home team's nickname, whose spread and moneyline are read.
 */
export function moveText(move: LineMove, home: string, opened: FirstLineWord = 'opened'): string {
  const subject = move.market === 'spreads' ? `${home} ` : move.market === 'h2h' ? `${home} fair ` : '';
  const change = changeText(move);
  return `${subject}${lineValue(move.now, move.market)} · ${opened} ${lineValue(move.open, move.market)}${change ? ` ${change}` : ''}`;
}

/** What the arrows mean, for the note's title. */
export function moveHint(home: string, opened: FirstLineWord = 'opened'): string {
  return `Since the ${opened === 'opened' ? 'opening line' : 'first line Gridline saw'}. ▲ toward the ${home} (or a total up), ▼ away; marked Moved at 0.5 point, or 2 points of fair probability on a moneyline.`;
}

/** 'hold 4.5%'. */
export const holdText = (held: number): string => `hold ${formatPercent(held)}`;

/** 'Biggest move: Spread ▲4.5 at DraftKings'; 'No move since opening' when nothing moved. */
export function largestMoveText(move: LargestMove): string {
  return move.change === 0
    ? 'No move since opening'
    : `Biggest move: ${marketLabel(move.market)} ${changeText(move)} at ${move.book}`;
}

/**
 * 'Moneyline hold', 'Spread hold at Chiefs -3.5', 'Total hold at 47.5': the market, and the number its best prices were
 * taken at.
 */
export function bestPriceMarketText(held: BestPriceHold, home: string): string {
  const label = `${marketLabel(held.market)} hold`;
  if (held.point === undefined) return label;
  return `${label} at ${held.market === 'spreads' ? `${home} ${signedPoint(held.point, 'spreads')}` : held.point}`;
}

/** Money to two decimals: 49.38. */
const units = (amount: number) => amount.toFixed(2);

/** 'Chiefs -3.5 +105 (DraftKings)': a best price as a bettor would ask for it. */
function priceText(price: BestPrice, market: string): string {
  const point = price.point === undefined ? '' : ` ${signedPoint(price.point, market)}`;
  return `${teamNickname(price.outcome)}${point} ${formatPrice(price.price)} (${joinTitles(price.books)})`;
}

/** 'Stake 49.38 on Bills +105 (DraftKings) and 50.62 on Chiefs +100 (FanDuel): returns 101.23 either way'. */
export function arbitrageText(held: BestPriceHold): string {
  if (!held.arbitrage) return '';
  const { stakes, returns } = held.arbitrage;
  const bets = held.prices.map((price, index) => `${units(stakes[index] ?? 0)} on ${priceText(price, held.market)}`);
  return `Stake ${joinTitles(bets)}: returns ${units(returns)} either way`;
}

/** 'Middle: Chiefs -2.5 (FanDuel) / Bills +3.5 (BetMGM)'. */
export function middleText({ market, sides }: Middle): string {
  const side = ({ outcome, point, books }: Middle['sides'][number]) =>
    `${teamNickname(outcome)} ${signedPoint(point ?? 0, market)} (${books.join(', ')})`;
  return `Middle: ${side(sides[0])} / ${side(sides[1])}`;
}
