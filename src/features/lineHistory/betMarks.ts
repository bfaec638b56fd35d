import { formatPrice, impliedProbability } from '../../domain/americanOdds';
import { signedPoint } from '../../domain/decimalFormat';
import { sameTeam } from '../../domain/teams';
import { formatClockTime } from '../../lib/clockTime';
import type { BetMark } from '../myBets/betMarksSelectors';
import type { HistoryMarket } from './lineHistory';

/** A bet's leg where the chart of its market draws it: when it was placed, and the value the chart plots. */
export interface PlacedMark {
  key: string;
  time: number;
  value: number;
  /** 'Your bet: Buffalo Bills −2.5 −110, placed Sep 20 12:00'. */
  label: string;
}

/**
 * A leg on its market's scale: a spread's number from the home side (an away bet's −2.5 is the home team's +2.5), a
 * total's number, and a moneyline's price as the home team's chance it implies (an away bet's, turned round).
 */
export function markValue(mark: BetMark, home: string): number | undefined {
  const homeSide = sameTeam(mark.side, home);
  if (mark.market === 'totals') return mark.point;
  if (mark.market === 'spreads') return mark.point === undefined ? undefined : homeSide ? mark.point : -mark.point;
  const implied = impliedProbability(mark.price);
  if (implied === undefined) return undefined;
  return (homeSide ? implied : 1 - implied) * 100;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
/** American odds with a real minus, as the number beside it: '−110', '+150'. */
const priceText = (price: number) => formatPrice(price).replace('-', '\u2212');

function betWords(mark: BetMark): string {
  const number =
    mark.point === undefined ? ' moneyline' : ` ${mark.market === 'totals' ? mark.point : signedPoint(mark.point)}`;
  const of =
    mark.kind === 'parlay' ? ' (parlay leg)' : mark.kind === 'teaser' ? ` (${mark.teaserPoints}-point teaser leg)` : '';
  return `${mark.side}${number} ${priceText(mark.price)}${of}`;
}

/** 'Your bet: Buffalo Bills −2.5 −110, placed Sep 20 12:00' (the time in the user's time zone). */
export function betMarkLabel(mark: BetMark): string {
  return `Your bet: ${betWords(mark)}, placed ${dayFormat.format(mark.placedAt)} ${formatClockTime(mark.placedAt)}`;
}

/** The legs of one market's chart, placed. */
export function placedMarks(marks: readonly BetMark[], market: HistoryMarket, home: string): PlacedMark[] {
  return marks.flatMap((mark) => {
    if (mark.market !== market) return [];
    const value = markValue(mark, home);
    return value === undefined ? [] : [{ key: mark.key, time: mark.placedAt, value, label: betMarkLabel(mark) }];
  });
}
