import { openerOfSeason } from '../../src/domain/calendar';

/** Calendar helpers: the seasons' calendars (the NFL's rule, src/domain/calendar.ts) and US daylight-saving rules. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Thursday 4 Sep 2025, the start of week 1 (spec §9). */
export const OPENER_UTC = Date.UTC(2025, 8, 4);
export const WEEKS = 18;

/**
 * The demo's first current season: before its opener, and at any clock in it, the demo is 2025 as it always was. Its
 * random streams were drawn before the demo followed the calendar, and keep their keys (random.ts, seasonRng).
 */
export const FIRST_DEMO_SEASON = 2025;

/** Each season's opening Thursday (UTC midnight), by the NFL's rule: 2023-09-07, 2024-09-05, 2025-09-04, 2026-09-10. */
export function seasonOpener(season: number): number {
  return openerOfSeason(season).getTime();
}

/** The UTC midnight of the given day of a week: 0 = Thursday, 3 = Sunday, 4 = Monday. */
export function weekDay(week: number, dayOffset: number, opener: number = OPENER_UTC): number {
  return opener + (7 * (week - 1) + dayOffset) * DAY;
}

function nthSunday(year: number, month: number, n: number): number {
  const firstDow = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstDow) % 7) + 7 * (n - 1);
}

/** True when US daylight time applies at a wall-clock time given as if it were UTC. */
function isUsDaylightWallClock(wallClock: number): boolean {
  const year = new Date(wallClock).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2);
  return wallClock >= start && wallClock < end;
}

/** UTC ms of a wall-clock time in US Eastern time on the day given by its UTC midnight. */
export function easternToUtc(dayUtcMidnight: number, hour: number, minute: number): number {
  const wallClock = dayUtcMidnight + hour * HOUR + minute * 60_000;
  return wallClock + (isUsDaylightWallClock(wallClock) ? 4 : 5) * HOUR;
}

/**
 * The UTC offset in hours of a US zone at an instant (standardOffset is e.g. -5 for Eastern).
 * Daylight time runs from 2:00 local standard time on the second Sunday of March to 2:00 local
 * daylight time on the first Sunday of November (06:00 UTC in the East), both as instants.
 */
export function usOffsetHours(standardOffset: number, utcMs: number, observesDst: boolean): number {
  if (!observesDst) return standardOffset;
  const year = new Date(utcMs + standardOffset * HOUR).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standardOffset * HOUR;
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standardOffset + 1) * HOUR;
  return utcMs >= start && utcMs < end ? standardOffset + 1 : standardOffset;
}

/** ISO 8601 without milliseconds, as The Odds API writes it. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export { HOUR, DAY };
