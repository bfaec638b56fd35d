/**
 * nflverse gives kickoffs as a date and a time in US Eastern (`gameday` 2023-09-07, `gametime`
 * 20:20). This turns one into a UTC ISO string by asking Intl for New York's offset, so the
 * machine's own time zone never enters.
 */
const HOUR_MS = 3_600_000;

const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

// New York changes offset only on the hour, so one lookup per UTC hour is enough.
const offsets = new Map<number, number>();

/** New York's offset from UTC at an instant, in ms (−4 h or −5 h). */
function offsetAt(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const part of newYork.formatToParts(new Date(hour * HOUR_MS))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  const offset = wall - hour * HOUR_MS;
  offsets.set(hour, offset);
  return offset;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC instant of a New York wall time, as an ISO string without milliseconds; undefined when the
 * date or time is not a real one. An hour that happens twice (November) is its first occurrence; an
 * hour that never happens (March) is moved forward by the hour skipped, as Temporal's 'compatible'.
 */
export function easternToUtcIso(day: string, time: string): string | undefined {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return undefined;
  const [year, month, date, hours, minutes, seconds] = [d[1], d[2], d[3], t[1], t[2], t[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const wall = Date.UTC(year, month - 1, date, hours, minutes, seconds);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return undefined;
  // The instant is 4–5 h after `wall`; the offsets at those two instants are the candidates.
  const early = wall - offsetAt(wall);
  const late = wall - offsetAt(early);
  const fits = (instant: number) => instant + offsetAt(instant) === wall;
  const instant =
    fits(early) && fits(late) ? Math.min(early, late) : fits(early) ? early : fits(late) ? late : Math.max(early, late);
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
