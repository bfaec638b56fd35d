import { easternToUtc, usOffsetHours } from '../../../server/data/time';

/** US daylight time ends at 2:00 local daylight time on the first Sunday of November: 06:00 UTC in the East. */
describe('the US daylight-saving offset', () => {
  it.each([
    // Eastern (standard −5) on Sunday 2 Nov 2025
    ['2025-11-02T05:30:00Z', -5, -4], // 01:30 EDT
    ['2025-11-02T06:30:00Z', -5, -5], // 01:30 EST, after the clocks went back
    ['2025-11-02T05:59:59Z', -5, -4],
    ['2025-11-02T06:00:00Z', -5, -5],
    // Pacific (−8): 2:00 PDT is 09:00 UTC
    ['2025-11-02T08:30:00Z', -8, -7],
    ['2025-11-02T09:30:00Z', -8, -8],
    // The spring changeover, 2:00 EST on 9 Mar 2025 = 07:00 UTC
    ['2025-03-09T06:59:00Z', -5, -5],
    ['2025-03-09T07:00:00Z', -5, -4],
    // A season's Sundays either side
    ['2025-10-26T17:00:00Z', -5, -4],
    ['2025-11-09T18:00:00Z', -5, -5],
  ])('at %s, standard offset %i: %i', (iso, standard, offset) => {
    expect(usOffsetHours(standard, Date.parse(iso), true)).toBe(offset);
  });

  it('keeps the standard offset where daylight time is not observed (Arizona)', () => {
    expect(usOffsetHours(-7, Date.parse('2025-07-01T12:00:00Z'), false)).toBe(-7);
  });

  it('turns Eastern kickoffs into UTC either side of the changeover', () => {
    expect(new Date(easternToUtc(Date.UTC(2025, 9, 26), 13, 0)).toISOString()).toBe('2025-10-26T17:00:00.000Z');
    expect(new Date(easternToUtc(Date.UTC(2025, 10, 2), 13, 0)).toISOString()).toBe('2025-11-02T18:00:00.000Z');
    expect(new Date(easternToUtc(Date.UTC(2025, 10, 3), 20, 15)).toISOString()).toBe('2025-11-04T01:15:00.000Z');
  });
});
