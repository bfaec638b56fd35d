import fc from 'fast-check';
import {
  clampWeek,
  currentWeek,
  parseOpener,
  parseWeekParam,
  seasonWeek,
  weekCutoff,
  weekInAddress,
} from '../../../src/domain/week';

const opener = parseOpener('2025-09-04');
const at = (iso: string) => new Date(iso);

describe('currentWeek', () => {
  it.each([
    ['long before the opener', '2025-01-01T00:00:00.000Z', 1],
    ['the day before the opener', '2025-09-03T12:00:00.000Z', 1],
    ['one millisecond before the opener', '2025-09-03T23:59:59.999Z', 1],
    ['the opener itself', '2025-09-04T00:00:00.000Z', 1],
    ['opening night kickoff', '2025-09-05T00:20:00.000Z', 1],
    ['one millisecond before week 1 rolls over', '2025-09-09T23:59:59.999Z', 1],
    ['at week 1 cutoff exactly', '2025-09-09T23:59:59.999Z', 1],
    ['one millisecond after week 1 cutoff', '2025-09-10T00:00:00.000Z', 2],
    ['the start of week 2', '2025-09-11T00:00:00.000Z', 2],
    ['one millisecond before week 2 rolls over', '2025-09-16T23:59:59.999Z', 2],
    ['one millisecond after week 2 cutoff', '2025-09-17T00:00:00.000Z', 3],
    ['week 10 mid-week', '2025-11-08T15:00:00.000Z', 10],
    ['one millisecond before week 17 rolls over', '2025-12-30T23:59:59.999Z', 17],
    ['one millisecond after week 17 cutoff', '2025-12-31T00:00:00.000Z', 18],
    ['the end of week 18', '2026-01-06T23:59:59.999Z', 18],
    ['after week 18 cutoff (capped)', '2026-01-07T00:00:00.000Z', 18],
    ['a year later (capped)', '2026-11-22T00:00:00.000Z', 18],
  ])('%s (%s) → week %i', (_label, iso, week) => {
    expect(currentWeek(at(iso), opener)).toBe(week);
  });

  it('accepts a timestamp as well as a Date', () => {
    expect(currentWeek(at('2025-09-17T00:00:00.000Z').getTime(), opener)).toBe(3);
  });
});

describe('weekCutoff', () => {
  it.each([
    [1, '2025-09-09T23:59:59.999Z'],
    [2, '2025-09-16T23:59:59.999Z'],
    [18, '2026-01-06T23:59:59.999Z'],
  ])('week %i rolls over after %s', (week, iso) => {
    expect(weekCutoff(week, opener).toISOString()).toBe(iso);
  });
});

describe('clampWeek and parseWeekParam', () => {
  it.each([
    [-3, 1],
    [0, 1],
    [1, 1],
    [18, 18],
    [19, 18],
    [7.9, 7],
  ])('clampWeek(%d) → %i', (input, week) => {
    expect(clampWeek(input)).toBe(week);
  });

  it.each([
    ['1', 1],
    ['18', 18],
    [' 7 ', 7],
    ['0', undefined],
    ['19', undefined],
    ['3.5', undefined],
    ['-2', undefined],
    ['abc', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('parseWeekParam(%p) → %p', (input, week) => {
    expect(parseWeekParam(input)).toBe(week);
  });
});

describe('weekInAddress: the one reading of ?week (start-up and /nfl)', () => {
  it.each<[string | URLSearchParams, number | undefined]>([
    ['?week=7', 7],
    ['week=7&sort=movement', 7],
    [new URLSearchParams('sort=movement&week=18'), 18],
    ['?sort=movement', undefined],
    ['?week=19', undefined],
    ['', undefined],
  ])('%p → %p', (search, week) => {
    expect(weekInAddress(search)).toBe(week);
  });
});

describe('seasonWeek: the week as the store may hold it', () => {
  it.each([
    [3, 3],
    [1, 1],
    [18, 18],
    [25, 18],
    [0, 1],
    [-1, 1],
    [NaN, undefined],
    [Infinity, undefined],
    [-Infinity, undefined],
    [2.5, undefined],
    ['3', undefined],
    [null, undefined],
    [undefined, undefined],
    [{ week: 3 }, undefined],
  ])('seasonWeek(%p) → %p', (input, week) => {
    expect(seasonWeek(input)).toBe(week);
  });

  it('gives an integer 1–18 or nothing, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.object()), (value) => {
        const week = seasonWeek(value);
        return week === undefined || (Number.isInteger(week) && week >= 1 && week <= 18);
      }),
    );
  });
});

it('rejects an invalid opener date', () => {
  expect(() => parseOpener('not-a-date')).toThrow('Invalid season opener date: not-a-date');
});
