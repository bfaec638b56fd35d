import { formatPrice } from '../../domain/americanOdds';
import { joinTitles } from '../odds/lineMath';
import type { BookSeries, HistoryMarket, HistoryPoint } from './lineHistory';
import { teamNickname } from '../odds/oddsRules';
import type { FirstLineWord } from '../sources/sourcesSelectors';

/* The words and numbers of the line history: one place for the chart, its summary and the table. */

/** The smallest tick step of each market's value axis (percentage points, points). */
// Half a point of win chance: a tenth would draw a 0.1-point gap between books as a chasm.
export const MIN_STEP: Record<HistoryMarket, number> = { h2h: 0.5, spreads: 0.5, totals: 0.5 };

/** What the market plots, as its axis label: 'Packers win chance, no-vig (%)'. */
export function historyAxisLabel(market: HistoryMarket, home: string): string {
  if (market === 'h2h') return `${teamNickname(home)} win chance, no-vig (%)`;
  if (market === 'spreads') return `${teamNickname(home)} spread (points)`;
  return 'Total (points)';
}

/** Whose price the table gives in brackets beside each value. */
export function historyPriceLabel(market: HistoryMarket, home: string): string {
  if (market === 'h2h') return `${teamNickname(home)} moneyline`;
  if (market === 'spreads') return `${teamNickname(home)} spread price`;
  return 'Over price';
}

/** A plotted value as the axis and table show it: '55.0%', '-1.5', '+3', '47.5'. */
export function historyValue(market: HistoryMarket, value: number): string {
  if (market === 'h2h') return `${value.toFixed(1)}%`;
  if (market === 'spreads' && value > 0) return `+${value}`;
  return String(value);
}

/** An axis tick: like the value, with a percentage's decimals only where the step needs them. */
export function historyTick(market: HistoryMarket, tick: number): string {
  return market === 'h2h' ? `${Number(tick.toFixed(1))}%` : historyValue(market, tick);
}

/** A table cell: the value and its price, '-1 (-105)'. */
export function historyCell(market: HistoryMarket, point: HistoryPoint): string {
  return `${historyValue(market, point.value)} (${formatPrice(point.price)})`;
}

/**
 * The chart's text alternative: 'Spread (points) from Sep 11 to Sep 18. FanDuel opened -1 and
 * closed -1.5; …' ('is -1 now' before kickoff); the table holds every point.
 */
export function historySummary(
  market: HistoryMarket,
  home: string,
  series: readonly BookSeries[],
  span: string,
  opened: FirstLineWord = 'opened',
): string {
  const books = series.flatMap(({ book, points }) => {
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) return [];
    const end = last.closing
      ? `closed ${historyValue(market, last.value)}`
      : `is ${historyValue(market, last.value)} now`;
    return [`${book} ${opened} ${historyValue(market, first.value)} and ${end}`];
  });
  const missing = series.filter((book) => book.points.length === 0).map((book) => book.book);
  const none = missing.length ? ` No line from ${joinTitles(missing)}.` : '';
  return `${historyAxisLabel(market, home)}, ${span}. ${books.join('; ')}.${none}`;
}
