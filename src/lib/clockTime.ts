import { lazy } from '../domain/lazy';

/** A moment as a clock reads it where the user is: 'HH:MM' (24-hour), in the user's time zone and digits. */
export function formatClockTime(ms: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}

// Made when first asked for: this module loads with the app's shell.
const kickoffFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** 'Sun, Sep 21, 1:00 PM', in the user's time zone (an ISO time or ms). */
export const kickoffText = (at: string | number): string =>
  kickoffFormat().format(typeof at === 'number' ? at : Date.parse(at));
