/** A chart's value axis: its ends and the ticks between them, at round steps. */
export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** The round step (1, 2, 2.5 or 5 times a power of ten) nearest above `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

// Steps such as 0.1 add up to 0.30000000000000004: ticks are rounded to the step's decimals (and
// -1e-17 to 0, not -0, which a label would show as "-0").
const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step)) + 1);
const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals)) + 0;

/**
 * The value axis for these values: from 0 (or the lowest value, when negative) to the highest,
 * widened to round steps, with at most about `ticks` intervals. No values, or only zeros, give 0–1.
 */
export function valueAxis(values: readonly number[], ticks = 4): ValueAxis {
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  // A span this small is no span for a stat (and would take round steps past toFixed's reach).
  if (high - low < 1e-6) return { min: 0, max: 1, ticks: [0, 0.5, 1] };
  const step = niceStep((high - low) / Math.max(1, ticks));
  const decimals = decimalsOf(step);
  const min = roundTo(Math.floor(low / step) * step, decimals);
  const max = roundTo(Math.ceil(high / step) * step, decimals);
  const marks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) marks.push(roundTo(tick, decimals));
  return { min, max, ticks: marks };
}

/** A linear map from a domain [d0, d1] to a range [r0, r1]; a domain of no width maps to the range's middle. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const width = d1 - d0;
  if (width === 0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / width) * (r1 - r0);
}
