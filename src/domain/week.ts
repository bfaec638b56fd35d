import { UTCDate } from '@date-fns/utc';
import { addDays, differenceInMilliseconds, endOfDay } from 'date-fns';
import { MIN_WEEK, SEASON_WEEKS } from '../config/constants';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The season opener (week 1 start) at 00:00 UTC, from an ISO date such as '2025-09-04'. */
export function parseOpener(isoDate: string): UTCDate {
  const opener = new UTCDate(`${isoDate}T00:00:00.000Z`);
  if (Number.isNaN(opener.getTime())) throw new Error(`Invalid season opener date: ${isoDate}`);
  return opener;
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
  return endOfDay(addDays(new UTCDate(opener), 7 * week - 2));
}

/**
 * The current NFL week (spec §4): whole weeks since the opener + 1 (1 before it), moved on to the
 * next week once the week's cutoff has passed, capped to 1–18.
 */
export function currentWeek(now: Date | number, opener: Date): number {
  const elapsed = differenceInMilliseconds(now, opener);
  const week = Math.max(MIN_WEEK, Math.floor(elapsed / WEEK_MS) + 1);
  const rolled = new UTCDate(now).getTime() > weekCutoff(week, opener).getTime() ? week + 1 : week;
  return clampWeek(rolled);
}

/** `?week=N` when it is an integer 1–18, else undefined. */
export function parseWeekParam(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,2}$/.test(value.trim())) return undefined;
  const week = Number(value.trim());
  return week >= MIN_WEEK && week <= SEASON_WEEKS ? week : undefined;
}
