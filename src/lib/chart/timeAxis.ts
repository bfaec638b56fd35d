/** A time axis's ends and ticks (ms since the epoch), and whether its ticks are days or hours. */
export interface TimeAxis {
  min: number;
  max: number;
  ticks: number[];
  unit: 'day' | 'hour';
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A time axis from `start` to `end` (ms): ticks at midnights of the viewer's day (`offsetMs`: the
 * time zone's offset from UTC, east positive), every day or every few days so there are at most
 * `maxTicks`; a span under a day gets ticks every few hours instead, a single moment an hour of room.
 */
export function timeAxis(start: number, end: number, offsetMs: number, maxTicks = 4): TimeAxis {
  const min = start;
  const max = end > start ? end : start + HOUR;
  const unit = max - min >= DAY ? DAY : HOUR;
  const units = Math.max(1, Math.ceil((max - min) / unit / maxTicks));
  const step = unit === HOUR ? ([1, 2, 3, 6, 12].find((hours) => hours >= units) ?? 12) : units;
  // The first whole unit (local midnight, or local hour) at or after the start.
  const first = Math.ceil((min + offsetMs) / unit) * unit - offsetMs;
  const ticks: number[] = [];
  for (let tick = first; tick <= max; tick += step * unit) ticks.push(tick);
  return { min, max, ticks, unit: unit === DAY ? 'day' : 'hour' };
}
