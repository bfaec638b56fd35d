import { formatClockTime } from '../../../src/lib/clockTime';

describe('formatClockTime', () => {
  it.each([
    ['en-US', 14, 5, '14:05'],
    ['en-GB', 9, 7, '09:07'],
    ['de-DE', 0, 0, '00:00'],
    ['en-US', 23, 59, '23:59'],
  ])('reads a local %s time %i:%i as %s, 24-hour', (locale, hours, minutes, shown) => {
    expect(formatClockTime(new Date(2025, 8, 21, hours, minutes).getTime(), locale)).toBe(shown);
  });
});
