import { MIN_WEEK, SEASON_WEEKS } from '../config/constants';

// Plain UTC millisecond arithmetic: no date library on the app's first load, and no Date subclass
// for a test clock to break (CONTRACT §7).
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The season opener (week 1 start) at 00:00 UTC, from an ISO date such as '2025-09-04'. */
export function parseOpener(isoDate: string): Date {
  const opener = new Date(`${isoDate}T00:00:00.000Z`);
  if (Number.isNaN(opener.getTime())) throw new Error(`Invalid season opener date: ${isoDate}`);
  return opener;
}

/** An opener as parseOpener reads it: its UTC date, 'YYYY-MM-DD'. */
export function formatOpener(opener: Date | number): string {
  return new Date(opener).toISOString().slice(0, 10);
}

/** A finite week number forced into 1–18 (NaN stays NaN: values from outside go through seasonWeek). */
export function clampWeek(week: number): number {
  return Math.min(SEASON_WEEKS, Math.max(MIN_WEEK, Math.trunc(week)));
}

/**
 * A week as the store may hold it: an integer forced into 1–18; undefined for anything else
 * (NaN, ±Infinity, 2.5, '3'), which the store ignores. Actions replay from logs, past any types.
 */
export function seasonWeek(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? clampWeek(value) : undefined;
}

/** Week w's rollover: the opener + 7w − 2 days, at 23:59:59.999 UTC. */
export function weekCutoff(week: number, opener: Date): Date {
  const day = Math.floor(opener.getTime() / DAY_MS) + 7 * week - 2;
  return new Date((day + 1) * DAY_MS - 1);
}

/**
 * The current NFL week (spec §4): whole weeks since the opener + 1 (1 before it), moved on to the
 * next week once the week's cutoff has passed, capped to 1–18.
 */
export function currentWeek(now: Date | number, opener: Date): number {
  const at = typeof now === 'number' ? now : now.getTime();
  const week = Math.max(MIN_WEEK, Math.floor((at - opener.getTime()) / WEEK_MS) + 1);
  const rolled = at > weekCutoff(week, opener).getTime() ? week + 1 : week;
  return clampWeek(rolled);
}

/** `?week=N` when it is an integer 1–18, else undefined. */
export function parseWeekParam(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,2}$/.test(value.trim())) return undefined;
  const week = Number(value.trim());
  return week >= MIN_WEEK && week <= SEASON_WEEKS ? week : undefined;
}

/** The week an address names: its `?week=N` (see parseWeekParam), read here only, at start-up and on /nfl. */
export function weekInAddress(search: string | URLSearchParams): number | undefined {
  return parseWeekParam(new URLSearchParams(search).get('week'));
}
