import fc from 'fast-check';
import { TEAMS } from '../../../src/domain/teams';
import { createDataset } from '../../../server/data/dataset';
import { teamRatings } from '../../../server/data/ratings';
import { buildSchedule, type Schedule } from '../../../server/data/schedule';

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 'Thu 20:15' and the ET calendar date, read with the platform's time-zone database. */
function inEastern(ms: number): { slot: string; date: string } {
  const parts = Object.fromEntries(eastern.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { slot: `${parts.weekday} ${parts.hour}:${parts.minute}`, date: `${parts.year}-${parts.month}-${parts.day}` };
}

const ALLOWED_SLOTS = new Set(['Thu 20:15', 'Sun 13:00', 'Sun 16:05', 'Sun 16:25', 'Sun 20:20', 'Mon 20:15']);
const ALIASES = TEAMS.map((t) => t.team_alias);
const DIVISION = new Map(TEAMS.map((t) => [t.team_alias, t.division]));

function checkInvariants(s: Schedule): void {
  expect(s.games).toHaveLength(272);
  expect(s.weeks).toHaveLength(18);
  s.weeks.forEach((games, i) => {
    const week = i + 1;
    const byes = s.byes[i] ?? [];
    expect(games.length).toBeLessThanOrEqual(16);
    expect(games.length * 2 + byes.length).toBe(32);
    const playing = games.flatMap((g) => [g.home, g.away]);
    expect(new Set(playing).size).toBe(playing.length);
    if (week < 5 || week > 14) expect(byes).toEqual([]);
    for (const g of games) expect(g.week).toBe(week);
  });
  for (const alias of ALIASES) {
    const mine = s.games.filter((g) => g.home === alias || g.away === alias);
    expect(mine).toHaveLength(17);
    const byeWeeks = s.byes.flatMap((b, i) => (b.includes(alias) ? [i + 1] : []));
    expect(byeWeeks).toHaveLength(1);
    expect(byeWeeks[0]).toBeGreaterThanOrEqual(5);
    expect(byeWeeks[0]).toBeLessThanOrEqual(14);
    const home = mine.filter((g) => g.home === alias).length;
    expect(home === 8 || home === 9).toBe(true);
    for (const rival of ALIASES.filter((a) => a !== alias && DIVISION.get(a) === DIVISION.get(alias))) {
      const meetings = mine.filter((g) => g.home === rival || g.away === rival);
      expect(meetings.map((g) => g.home).sort()).toEqual([alias, rival].sort());
    }
  }
}

describe('the 2025 schedule', () => {
  const { schedule } = createDataset();

  it('has 272 games, 17 per team, one bye each in weeks 5–14 and at most one game a week', () => {
    checkInvariants(schedule);
  });

  it('holds its invariants for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        checkInvariants(buildSchedule(seed, teamRatings(seed, 2025)));
      }),
      { numRuns: 12 },
    );
  });

  it('opens on Thursday 4 September 2025 at 8:20 pm ET (00:20Z on the 5th)', () => {
    const first = [...schedule.games].sort((a, b) => a.kickoff - b.kickoff)[0];
    expect(new Date(first?.kickoff ?? 0).toISOString()).toBe('2025-09-05T00:20:00.000Z');
    expect(inEastern(first?.kickoff ?? 0)).toEqual({ slot: 'Thu 20:20', date: '2025-09-04' });
  });

  it('kicks off every other game in a real TV slot, on the right day of its week', () => {
    const opener = Math.min(...schedule.games.map((g) => g.kickoff));
    for (const g of schedule.games) {
      if (g.kickoff === opener) continue;
      const et = inEastern(g.kickoff);
      expect(ALLOWED_SLOTS).toContain(et.slot);
      const thursday = Date.UTC(2025, 8, 4) + 7 * (g.week - 1) * 86_400_000;
      const day = { Thu: 0, Sun: 3, Mon: 4 }[et.slot.slice(0, 3)] ?? -1;
      expect(et.date).toBe(new Date(thursday + day * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('switches from EDT to EST on 2 November 2025', () => {
    const sundayEarly = (week: number): string[] =>
      schedule.weeks[week - 1]?.filter((g) => g.slot === 'early').map((g) => new Date(g.kickoff).toISOString()) ?? [];
    expect(new Set(sundayEarly(8))).toEqual(new Set(['2025-10-26T17:00:00.000Z']));
    expect(new Set(sundayEarly(9))).toEqual(new Set(['2025-11-02T18:00:00.000Z']));
  });

  it('mostly plays Sundays at 1 pm, with one game each on Thursday, Sunday and Monday night', () => {
    for (const [i, games] of schedule.weeks.entries()) {
      const slots = games.map((g) => g.slot);
      const count = (slot: string): number => slots.filter((s) => s === slot).length;
      expect(count('sunday_night')).toBe(1);
      if (i < 17) expect(count('monday_night')).toBe(1);
      for (const other of ['late405', 'late425', 'sunday_night']) expect(count('early')).toBeGreaterThan(count(other));
    }
    expect(schedule.games.filter((g) => g.slot === 'early').length).toBeGreaterThan(272 / 2);
  });

  it('never starts a West Coast home game at 1 pm ET', () => {
    const west = new Set(TEAMS.filter((t) => t.stadium_lng < -115).map((t) => t.team_alias));
    expect(schedule.games.filter((g) => west.has(g.home) && g.slot === 'early')).toEqual([]);
  });
});
