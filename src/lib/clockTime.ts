/** A moment as a clock reads it where the user is: 'HH:MM' (24-hour), in the user's time zone and digits. */
export function formatClockTime(ms: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}
