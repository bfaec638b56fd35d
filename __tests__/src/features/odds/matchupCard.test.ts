import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { wrapIndex } from '../../../../src/lib/wrapIndex';

/** The arrows' step from an index, as the card's selector reads it: the position moved by one, wrapped. */
const cycleIndex = (current: number, length: number, step: 1 | -1) => wrapIndex(current + step, length);
import {
  kickoffLabel,
  matchupModalTitle,
  matchupTeams,
  matchupTitle,
  teamLocation,
  teamNickname,
} from '../../../../src/features/odds/oddsRules';
import type { Game } from '../../../../src/features/odds/types';
import { game } from './fixtures';

describe('teamLocation', () => {
  it.each([
    ['Kansas City Chiefs', 'Kansas City'],
    ['New York Jets', 'New York'],
    ['New York Giants', 'New York'],
    ['Los Angeles Rams', 'Los Angeles'],
    ['San Francisco 49ers', 'San Francisco'],
    ['Tampa Bay Buccaneers', 'Tampa Bay'],
    [' buffalo bills ', 'Buffalo'],
  ])('gives %j the market %j', (name, market) => {
    expect(teamLocation(name)).toBe(market);
  });

  it.each([['London Monarchs'], ['Chiefs'], ['']])('falls back to the name itself for the unknown %j', (name) => {
    expect(teamLocation(name)).toBe(name);
  });
});

describe('teamNickname', () => {
  it.each([
    ['Kansas City Chiefs', 'Chiefs'],
    ['San Francisco 49ers', '49ers'],
    ['New York Jets', 'Jets'],
    [' washington commanders ', 'Commanders'],
    ['Over', 'Over'],
    ['London Monarchs', 'London Monarchs'],
  ])('gives %j the nickname %j', (name, nickname) => {
    expect(teamNickname(name)).toBe(nickname);
  });
});

describe('matchup titles', () => {
  it('titles the card with the home and away markets', () => {
    expect(matchupTitle(game({ home_team: 'Kansas City Chiefs', away_team: 'Buffalo Bills' }))).toBe(
      'Kansas City vs Buffalo',
    );
  });

  it('titles the modal with the home and away full names when team1/team2 are absent', () => {
    expect(matchupModalTitle(game({ home_team: 'Kansas City Chiefs', away_team: 'Buffalo Bills' }))).toBe(
      'Kansas City Chiefs vs Buffalo Bills',
    );
  });

  it('prefers team1 vs team2 for the modal when the game carries both', () => {
    const g = game({
      home_team: 'Kansas City Chiefs',
      away_team: 'Buffalo Bills',
      team1: 'Buffalo Bills',
      team2: 'Kansas City Chiefs',
    });
    expect(matchupModalTitle(g)).toBe('Buffalo Bills vs Kansas City Chiefs');
    expect(matchupTeams(g)).toEqual(['Buffalo Bills', 'Kansas City Chiefs']);
  });

  it.each<[string, Partial<Game>]>([
    ['only team1', { team1: 'Buffalo Bills' }],
    ['only team2', { team2: 'Kansas City Chiefs' }],
    ['a blank team2', { team1: 'Buffalo Bills', team2: '  ' }],
  ])('falls back to home/away when the game has %s', (_label, pair) => {
    const g = game({ home_team: 'Kansas City Chiefs', away_team: 'Buffalo Bills', ...pair });
    expect(matchupTeams(g)).toEqual(['Kansas City Chiefs', 'Buffalo Bills']);
  });
});

describe('kickoffLabel', () => {
  it.each([
    ['2025-09-05T00:20:00Z', 'America/New_York', 'Thu, Sep 4 · 8:20 PM'],
    ['2025-09-05T00:20:00Z', 'UTC', 'Fri, Sep 5 · 12:20 AM'],
    ['2025-09-07T17:00:00Z', 'America/Los_Angeles', 'Sun, Sep 7 · 10:00 AM'],
    ['2025-12-25T17:00:00Z', 'UTC', 'Thu, Dec 25 · 5:00 PM'],
    ['2025-11-02T12:05:00Z', 'UTC', 'Sun, Nov 2 · 12:05 PM'],
  ])('shows %s in %s as %j', (iso, zone, label) => {
    expect(kickoffLabel(iso, zone)).toBe(label);
  });

  it('uses plain spaces whatever the ICU version puts before AM/PM', () => {
    expect(kickoffLabel('2025-09-05T00:20:00Z', 'UTC')).toMatch(/^[\w ,:·]+$/);
  });

  it("in the browser's own zone (read from the Date, without an Intl formatter) says what Intl says, in every zone", () => {
    // Node reads TZ again whenever it is assigned, which jest's sandboxed process.env cannot do: a
    // plain Node process takes each zone in turn as its own and compares the two ways over instants
    // that cross midnight, noon, daylight saving's changes and the year's end.
    const script = `
      const { kickoffLabel } = require(${JSON.stringify(require.resolve('../../../../src/features/odds/oddsRules'))});
      const zones = ['America/New_York', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Pacific/Chatham'];
      const fixed = ['2025-09-05T00:20:00Z', '2025-11-02T05:59:00Z', '2025-11-02T06:00:00Z', '2025-03-09T10:00:00Z', '2025-12-31T23:59:00Z', '2026-01-01T00:00:00Z', '2025-06-15T12:00:00Z', '2025-06-15T00:00:00Z'];
      const minutes = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + ((i * 7_919_993) % 5_260_000) * 60_000).toISOString());
      const seen = [];
      for (const zone of zones) {
        process.env.TZ = zone;
        for (const iso of [...fixed, ...minutes]) {
          const local = kickoffLabel(iso), intl = kickoffLabel(iso, zone);
          if (local !== intl) seen.push([zone, iso, local, intl]);
        }
        seen.push(['zone', zone, Intl.DateTimeFormat().resolvedOptions().timeZone]);
      }
      process.stdout.write(JSON.stringify(seen));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
    const seen = JSON.parse(out) as string[][];
    // Each zone really was the process's own; and no label differed.
    expect(seen.filter((row) => row[0] === 'zone').map((row) => row[1] === row[2])).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(seen.filter((row) => row[0] !== 'zone')).toEqual([]);
  });

  it.each([[''], ['TBD'], ['2025-13-45T99:00:00Z']])('says Time TBD for the unparseable %j', (iso) => {
    expect(kickoffLabel(iso, 'UTC')).toBe('Time TBD');
  });
});

describe('cycleIndex', () => {
  it.each([
    [0, 3, 1, 1],
    [1, 3, 1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [2, 3, -1, 1],
    [0, 1, 1, 0],
    [0, 1, -1, 0],
    [0, 0, 1, 0],
    [0, 0, -1, 0],
  ] as const)('moves from %i of %i by %i to %i', (current, length, step, next) => {
    expect(cycleIndex(current, length, step)).toBe(next);
  });

  it('stays in range and steps back to where it came from, for any position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.constantFrom<1 | -1>(1, -1), (length, raw, step) => {
        const current = raw % length;
        const next = cycleIndex(current, length, step);
        expect(Number.isInteger(next)).toBe(true);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(length);
        expect(cycleIndex(next, length, step === 1 ? -1 : 1)).toBe(current);
      }),
    );
  });

  it('visits every index once in a full forward cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (length) => {
        const seen = new Set<number>();
        let i = 0;
        for (let n = 0; n < length; n++) seen.add((i = cycleIndex(i, length, 1)));
        expect(seen.size).toBe(length);
        expect(i).toBe(0);
      }),
    );
  });
});
