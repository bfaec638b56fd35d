import { freshnessLabel } from '../../../../src/features/odds/freshness';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HR = 60 * MIN;
const DAY = 24 * HR;

describe('freshnessLabel', () => {
  it.each([
    [0, 'updated just now'],
    [59_999, 'updated just now'],
    [-30_000, 'updated just now'],
    [-5 * MIN, 'updated just now'],
    [MIN, 'updated 1 min ago'],
    [5 * MIN + 59_000, 'updated 5 min ago'],
    [59 * MIN + 59_999, 'updated 59 min ago'],
    [HR, 'updated 1 hr ago'],
    [23 * HR + 59 * MIN, 'updated 23 hr ago'],
    [DAY, 'updated 1 day ago'],
    [2 * DAY + 5 * HR, 'updated 2 days ago'],
    [400 * DAY, 'updated 400 days ago'],
  ])('says a stamp %i ms old was %j', (age, label) => {
    expect(freshnessLabel(before(age), NOW)).toBe(label);
  });

  it('reads ISO stamps with offsets and without milliseconds', () => {
    expect(freshnessLabel('2026-11-22T06:55:00-05:00', NOW)).toBe('updated 5 min ago');
    expect(freshnessLabel('2026-11-22T11:30:00Z', NOW)).toBe('updated 30 min ago');
  });

  it.each([[undefined], [''], ['soon'], ['2026-13-45T99:00:00Z']])(
    'says nothing for the missing or unparseable %j',
    (iso) => {
      expect(freshnessLabel(iso, NOW)).toBeUndefined();
    },
  );

  it('says nothing for a stamp well in the future, which it cannot place', () => {
    expect(freshnessLabel(before(-5 * MIN - 1), NOW)).toBeUndefined();
  });
});
