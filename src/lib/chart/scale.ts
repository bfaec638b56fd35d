/* The chart kit's scale maths: pure, so the ticks and positions are tested without a browser. */

/** Which round steps an axis may take: its factors times a power of ten, never below `least`. */
export interface StepRule {
  /** The round factors in ascending order, from 1 up (10, the next power's 1, is implied). */
  factors: readonly number[];
  /** The smallest step (0.5 for a line in points); none by default. */
  least?: number;
}

/** A value axis's rule: its steps, about how many intervals it has, and whether it always spans 0. */
export interface AxisRule extends StepRule {
  /** About how many intervals between ticks; 4 by default. */
  intervals?: number;
  /** Whether the axis reaches down (or up) to 0, as a stat's bars and lines do. */
  fromZero?: boolean;
}

/** A stat by week: from 0, at steps of 1, 2, 2.5 or 5 times a power of ten. */
export const STAT_AXIS: AxisRule = { factors: [1, 2, 2.5, 5], fromZero: true };

/** A betting line: around its values, at steps of 1, 2 or 5 times a power of ten, at least `least`. */
export const lineAxis = (least: number): AxisRule => ({ factors: [1, 2, 5], least });

/** A chart's value axis: its ends and the ticks between them, at round steps. */
export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** The round step of `rule` nearest at or above `rough` (and at or above the rule's least); 1 for no step at all. */
export function niceStep(rough: number, { factors, least = 0 }: StepRule): number {
  const wanted = Math.max(rough, least);
  if (!(wanted > 0) || !Number.isFinite(wanted)) return 1;
  const power = 10 ** Math.floor(Math.log10(wanted));
  // Float noise over a round step (0.1 + 0.2 for 0.3) still takes that step, not the next one up.
  const step =
    [...factors, 10].map((factor) => factor * power).find((candidate) => candidate >= wanted * (1 - 1e-9)) ??
    10 * power;
  return Math.max(step, least);
}

/** Rounded to nine decimals, so 0.1 + 0.2 reads as 0.3 (and -1e-17 as 0, not -0, which a label shows as "-0"). */
const tidy = (value: number) => Number(value.toFixed(9)) + 0;

/** A span this small is no span (and would take round steps past toFixed's reach). */
const NO_SPAN = 1e-6;

/**
 * The value axis for these values by `rule`: from the lowest to the highest (and 0, from zero),
 * rounded out to ticks at round steps, about `intervals` of them and never fewer than two. A flat
 * line gets a least step's room on both sides; without a least step (a from-zero axis of zeros),
 * the axis spans 0–1 in halves.
 */
export function valueAxis(values: readonly number[], rule: AxisRule): ValueAxis {
  const { intervals = 4, fromZero = false, least } = rule;
  const finite = values.filter(Number.isFinite);
  const spanned = fromZero || finite.length === 0 ? [0, ...finite] : finite;
  let low = Math.min(...spanned);
  let high = Math.max(...spanned);
  if (high - low < NO_SPAN) {
    if (least === undefined) return { min: 0, max: 1, ticks: [0, 0.5, 1] };
    low -= least;
    high += least;
  }
  const step = niceStep((high - low) / Math.max(1, intervals), rule);
  let min = tidy(Math.floor(tidy(low / step)) * step);
  let max = tidy(Math.ceil(tidy(high / step)) * step);
  // At least three ticks, so a line that spans one step does not run along the frame.
  if (max - min < 2 * step - 1e-9) {
    min = tidy(min - step);
    max = tidy(max + step);
  }
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(tidy(tick));
  return { min, max, ticks };
}

/**
 * A linear map from a domain [d0, d1] to a range [r0, r1]; a domain of no width maps to the
 * range's middle. Clamped, a value outside the domain maps to the nearer end (a bar's length).
 */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
  { clamp = false }: { clamp?: boolean } = {},
): (value: number) => number {
  const width = d1 - d0;
  if (width === 0) return () => (r0 + r1) / 2;
  return (value) => {
    const share = (value - d0) / width;
    return r0 + (clamp ? Math.min(Math.max(share, 0), 1) : share) * (r1 - r0);
  };
}

/** The top of a bar axis from 0: the highest value times `headroom`; 1 when no value is above 0. */
export function barTop(values: readonly number[], headroom = 1): number {
  const top = Math.max(0, ...values) * headroom;
  return top > 0 ? top : 1;
}

/** A length as a share of the chart's width, in percent to two decimals: '8.18%'. */
export const percentLength = (percent: number): string => `${Number(percent.toFixed(2))}%`;
