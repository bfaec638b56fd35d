/* The bet charts' axes and words (pure): bets counted along the bottom, units or CLV up the side. */

import { niceStep } from '../../lib/chart/scale';
import type { AxisRule } from '../../lib/chart/scale';
import { signedPercent, signedUnits } from './betText';

/** Units and CLV (in percent) from 0, at round steps. */
export const FROM_ZERO: AxisRule = { factors: [1, 2, 2.5, 5], fromZero: true };

/** The bet numbers to mark along the bottom: the first, then every round step up to the last (at most about five). */
export function betTicks(count: number): number[] {
  if (count <= 1) return [1];
  const step = niceStep((count - 1) / 4, { factors: [1, 2, 5], least: 1 });
  const ticks = [1];
  for (let tick = step; tick <= count; tick += step) if (tick > 1) ticks.push(tick);
  return ticks;
}

const MINUS = '\u2212';

/** An axis label with its sign: '+5', '−2.5', '0'. */
export const signedTick = (tick: number, suffix = ''): string =>
  tick === 0 ? `0${suffix}` : `${tick > 0 ? '+' : MINUS}${Math.abs(tick)}${suffix}`;

/** The units chart's accessible name. */
export function unitsSummary(totals: readonly number[]): string {
  const last = totals[totals.length - 1] ?? 0;
  const n = totals.length;
  return (
    `Cumulative units won over ${n} graded ${n === 1 ? 'bet' : 'bets'}, in the order placed: ` +
    `${signedUnits(last)} after the last; lowest ${signedUnits(Math.min(0, ...totals))}, ` +
    `highest ${signedUnits(Math.max(0, ...totals))}.`
  );
}

/** The CLV chart's accessible name. */
export function clvSummaryText(clvs: readonly number[]): string {
  const above = clvs.filter((clv) => clv > 0).length;
  const n = clvs.length;
  return (
    `Closing-line value of ${n} ${n === 1 ? 'bet' : 'bets'}, in the order placed: ${above} above 0 (beat the close), ` +
    `${n - above} at or below; from ${signedPercent(Math.min(...clvs))} to ${signedPercent(Math.max(...clvs))}.`
  );
}
