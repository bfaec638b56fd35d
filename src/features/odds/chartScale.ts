/* The line history chart's scales: pure, so the ticks and positions are tested without a browser. */

export interface Scale {
  /** The domain after rounding out to whole ticks. */
  min: number;
  max: number;
  ticks: number[];
  /** A domain value's position in the range (pixels). */
  at: (value: number) => number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Steps of 1, 2 and 5 times a power of ten, never below `minStep`. */
function niceStep(rough: number, minStep: number): number {
  const wanted = Math.max(rough, minStep);
  const power = 10 ** Math.floor(Math.log10(wanted));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= wanted - 1e-9) as number;
  return Math.max(step, minStep);
}

const linear = (min: number, max: number, [from, to]: readonly [number, number]) => (value: number) =>
  max === min ? (from + to) / 2 : from + ((value - min) / (max - min)) * (to - from);

/** Rounded to the step's precision, so 0.1 + 0.2 reads as 0.3 (and -1e-17 as 0, not -0). */
const tidy = (value: number) => Number(value.toFixed(9)) + 0;

/**
 * A value axis over `values` mapped onto `range` (bottom to top in pixels, e.g. [170, 20]): the
 * domain rounded out to ticks of a 1-2-5 step of at least `minStep` (0.5 for points), at most
 * about `maxTicks` of them and at least three; a flat line gets a step's room on both sides.
 */
export function valueScale(values: readonly number[], range: readonly [number, number], minStep: number, maxTicks = 5): Scale {
  const finite = values.filter(Number.isFinite);
  let low = finite.length ? Math.min(...finite) : 0;
  let high = finite.length ? Math.max(...finite) : 0;
  if (high === low) {
    low -= minStep;
    high += minStep;
  }
  const step = niceStep((high - low) / Math.max(1, maxTicks - 1), minStep);
  let min = tidy(Math.floor(tidy(low / step)) * step);
  let max = tidy(Math.ceil(tidy(high / step)) * step);
  // At least three ticks, so a line that spans one step does not run along the frame.
  if (max - min < 2 * step - 1e-9) {
    min = tidy(min - step);
    max = tidy(max + step);
  }
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(tidy(tick));
  return { min, max, ticks, at: linear(min, max, range) };
}

/**
 * A time axis from `start` to `end` (ms) mapped onto `range`: ticks at midnights of the viewer's
 * day (`offsetMs`: the time zone's offset from UTC, east positive), every day or every few days so
 * there are at most `maxTicks`; a span under a day gets ticks every few hours instead.
 */
export function timeScale(
  start: number,
  end: number,
  range: readonly [number, number],
  offsetMs: number,
  maxTicks = 4,
): Scale & { unit: 'day' | 'hour' } {
  const min = start;
  const max = end > start ? end : start + HOUR;
  const unit = max - min >= DAY ? DAY : HOUR;
  const units = Math.max(1, Math.ceil((max - min) / unit / maxTicks));
  const step = unit === HOUR ? [1, 2, 3, 6, 12].find((hours) => hours >= units) ?? 12 : units;
  // The first whole unit (local midnight, or local hour) at or after the start.
  const first = Math.ceil((min + offsetMs) / unit) * unit - offsetMs;
  const ticks: number[] = [];
  for (let tick = first; tick <= max; tick += step * unit) ticks.push(tick);
  return { min, max, ticks, at: linear(min, max, range), unit: unit === DAY ? 'day' : 'hour' };
}
