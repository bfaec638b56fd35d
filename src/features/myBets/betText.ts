/*
 * A bet in words, as the My bets screen writes it: pure, so the table, the dialogs and the tests read the same text.
 */

import { formatPrice } from '../../domain/americanOdds';
import { BOOK_NAMES } from '../../domain/bets/betRules';
import type { BetBook, BetStatus, GradedBet, GradedLeg } from '../../domain/bets/types';
import { formatDecimal, signedPoint } from '../../domain/decimalFormat';
import { lazy } from '../../domain/lazy';

const MINUS = '\u2212';

export const bookLabel = (book: string): string => BOOK_NAMES[book as BetBook] ?? book;

/** The breakdown's and the filter's market: a single's leg's market, else the kind (summary.ts's marketKey). */
export const MARKET_LABELS: Readonly<Record<string, string>> = {
  h2h: 'Moneylines',
  spreads: 'Spreads',
  totals: 'Totals',
  parlay: 'Parlays',
  teaser: 'Teasers',
};

export const marketKeyLabel = (key: string): string => MARKET_LABELS[key] ?? key;

export const STATUS_LABELS: Readonly<Record<BetStatus, string>> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  push: 'Push',
  void: 'Void',
};

/** American odds with a real minus: '+150', '−110'. */
export const priceText = (price: number): string => formatPrice(price).replace('-', MINUS);

/** A number as bettors write it: a spread's signed ('−2.5', '+3', 'PK'), a total's as it is ('47.5'). */
export function numberText(point: number, market: string): string {
  return market === 'totals' ? String(point) : signedPoint(point);
}

/** A leg as a bettor writes it: 'Buffalo Bills −2.5', 'Over 47.5', 'Buffalo Bills moneyline'. */
export function legText(leg: Pick<GradedLeg, 'side' | 'market' | 'point'>): string {
  if (leg.market === 'h2h' || leg.point === undefined) return `${leg.side} moneyline`;
  return `${leg.side} ${numberText(leg.point, leg.market)}`;
}

/** The bet's name: a single's leg, '2-leg parlay', '2-leg 6-point teaser'. */
export function betTitle(bet: Pick<GradedBet, 'kind' | 'legs' | 'teaser_points'>): string {
  const [first] = bet.legs;
  if (bet.kind === 'single' && first) return legText(first);
  const legs = `${bet.legs.length}-leg`;
  return bet.kind === 'teaser' ? `${legs} ${bet.teaser_points ?? ''}-point teaser` : `${legs} parlay`;
}

/** Units with two decimals at most: '2', '1.5', '1,000'. */
export const unitsText = (units: number): string => formatDecimal(units, 0, 2);

/** A signed figure in units with two decimals: '+1.82', '−2.00', '0.00'. */
export function signedUnits(units: number): string {
  const text = formatDecimal(Math.abs(units), 2, 2);
  if (text === '0.00') return text;
  return units > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** A share as a signed percent with one decimal: 0.0234 → '+2.3%', −0.014 → '−1.4%', 0 → '0.0%'. */
export function signedPercent(share: number): string {
  const text = formatDecimal(Math.abs(share) * 100, 1, 1);
  if (text === '0.0') return '0.0%';
  return `${share > 0 ? '+' : MINUS}${text}%`;
}

/** A share as a percent, no sign: 0.614 → '61%'. */
export const wholePercent = (share: number): string => `${Math.round(share * 100)}%`;

/** Where a leg's close is from: 'DraftKings close' (the bet's own book's) or 'closing consensus'. */
export function closeSource(source: 'book' | 'consensus', book: string): string {
  return source === 'book' ? `${bookLabel(book)} close` : 'closing consensus';
}

/** A leg's close in two parts: where it is from ('DraftKings close') and the line ('−3 −110', '+135'). */
export function closeParts(leg: GradedLeg, book: string): { source: string; line: string } | undefined {
  const { close } = leg;
  if (!close) return undefined;
  const number = close.point === undefined ? '' : `${numberText(close.point, leg.market)} `;
  return { source: closeSource(close.source, book), line: `${number}${priceText(close.price)}` };
}

/** A leg's close: 'DraftKings close −3 −110', 'closing consensus 47 −105', 'FanDuel close +135'. */
export function closeText(leg: GradedLeg, book: string): string | undefined {
  const parts = closeParts(leg, book);
  return parts && `${parts.source} ${parts.line}`;
}

/**
 * When the leg's number is not the close's (−2.5 taken, −3 closed), its CLV came through the key-number model:
 * 'via key numbers: −2.5 taken, −3 closed'. Undefined when the numbers agree or no CLV was found.
 */
export function keyNumberNote(leg: GradedLeg): string | undefined {
  const { close } = leg;
  if (!close || close.clv === null || leg.point === undefined || close.point === undefined) return undefined;
  if (close.point === leg.point) return undefined;
  return `via key numbers: ${numberText(leg.point, leg.market)} taken, ${numberText(close.point, leg.market)} closed`;
}

// Made when first used: a formatter's locale data is a cost the screen pays only when it shows a bet.
const dayFormat = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const timeFormat = lazy(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

/** When a bet was placed, in the browser's zone: 'Sep 20, 2025' and '8:00 AM'; the text as given when unreadable. */
export function placedParts(iso: string): { day: string; time: string } {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return { day: iso, time: '' };
  return { day: dayFormat().format(time), time: timeFormat().format(time) };
}

/** 'Sep 20, 2025, 8:00 AM'. */
export function placedText(iso: string): string {
  const { day, time } = placedParts(iso);
  return time ? `${day}, ${time}` : day;
}
