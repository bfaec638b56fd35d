import fc from 'fast-check';
import { openerOfSeason, seasonInProgress } from '../../../src/domain/calendar';
import { currentWeek, parseOpener, weekCutoff } from '../../../src/domain/week';

/** Each season's real opener, the Thursday night kickoff of week 1 (Eastern date). */
const REAL_OPENERS: ReadonlyArray<[number, string]> = [
  [2013, '2013-09-05'],
  [2014, '2014-09-04'],
  [2015, '2015-09-10'],
  [2016, '2016-09-08'],
  [2017, '2017-09-07'],
  [2018, '2018-09-06'],
  [2019, '2019-09-05'],
  [2020, '2020-09-10'],
  [2021, '2021-09-09'],
  [2022, '2022-09-08'],
  [2023, '2023-09-07'],
  [2024, '2024-09-05'],
  [2025, '2025-09-04'],
  [2026, '2026-09-10'],
];

const DAY = 86_400_000;
const WEEK = 7 * DAY;

describe('the calendar rule (issue #59)', () => {
  it.each(REAL_OPENERS)('opens %i on %s, the Thursday after Labor Day, at 00:00 UTC', (season, iso) => {
    expect(openerOfSeason(season).toISOString()).toBe(`${iso}T00:00:00.000Z`);
  });

  it('always opens on a Thursday between 4 and 10 September', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), (season) => {
        const opener = openerOfSeason(season);
        return (
          opener.getUTCDay() === 4 &&
          opener.getUTCMonth() === 8 &&
          opener.getUTCDate() >= 4 &&
          opener.getUTCDate() <= 10
        );
      }),
    );
  });

  it('gives the season in progress: the latest whose opener is at or before the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        const { season, opener } = seasonInProgress(at);
        return (
          opener.getTime() === openerOfSeason(season).getTime() &&
          opener.getTime() <= at &&
          openerOfSeason(season + 1).getTime() > at
        );
      }),
    );
  });

  it.each(REAL_OPENERS)(
    "keeps the spec's week boundaries in %i: before the opener, the rollovers and the cap",
    (season) => {
      const opener = openerOfSeason(season);
      const start = opener.getTime();
      // The moment before the opener belongs to the season before, at its capped Week 18.
      expect(seasonInProgress(start - 1)).toMatchObject({ season: season - 1, week: 18, over: true });
      expect(seasonInProgress(start)).toMatchObject({ season, week: 1, over: false });
      for (let week = 1; week <= 17; week += 1) {
        const cutoff = weekCutoff(week, opener).getTime();
        expect([week, seasonInProgress(cutoff).week]).toEqual([week, week]);
        expect([week, seasonInProgress(cutoff + 1).week]).toEqual([week, week + 1]);
      }
      // Week 18 stays to the next opener.
      expect(seasonInProgress(start + 20 * WEEK)).toMatchObject({ season, week: 18 });
      expect(seasonInProgress(openerOfSeason(season + 1).getTime() - 1)).toMatchObject({ season, week: 18 });
    },
  );

  it('says the season is over from the day after its last regular-season game (the Monday of week 18)', () => {
    const opener = openerOfSeason(2025).getTime();
    const lastMonday = opener + (7 * 17 + 4) * DAY; // 2026-01-05
    expect(new Date(lastMonday).toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(seasonInProgress(lastMonday + DAY - 1)).toMatchObject({ season: 2025, week: 18, over: false });
    expect(seasonInProgress(lastMonday + DAY)).toMatchObject({ season: 2025, week: 18, over: true });
    expect(seasonInProgress(lastMonday + DAY).nextOpener.toISOString()).toBe('2026-09-10T00:00:00.000Z');
  });

  it('is the spec’s rule for 2025, and SEASON_OPENER still pins the opener', () => {
    const opener = parseOpener('2025-09-04');
    fc.assert(
      fc.property(fc.integer({ min: opener.getTime(), max: openerOfSeason(2026).getTime() - 1 }), (at) => {
        const shown = seasonInProgress(at);
        return shown.season === 2025 && shown.week === currentWeek(at, opener);
      }),
    );
    const pinned = seasonInProgress(Date.parse('2026-12-09T12:00:00Z'), parseOpener('2025-09-04'));
    expect(pinned).toMatchObject({ season: 2025, week: 18 });
  });

  it('is 2026, Week 13 on 7 December 2026 and Week 14 from the 9th', () => {
    expect(seasonInProgress(Date.parse('2026-12-07T12:00:00Z'))).toMatchObject({ season: 2026, week: 13 });
    expect(seasonInProgress(Date.parse('2026-12-09T12:00:00Z'))).toMatchObject({ season: 2026, week: 14 });
  });
});
