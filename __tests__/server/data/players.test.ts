import { gzipSync } from 'zlib';
import { fullTeamName, TEAMS } from '../../../src/domain/teams';
import { createDataset } from '../../../server/data/dataset';
import type { PlayerStatRow, PlayerStats } from '../../../server/data/types';

const ds = createDataset();
const seasons = ds.seasons.map((s) => ({ ...s, rows: ds.playerStats(s.id) ?? [] }));
const [current, previous, oldest] = seasons as [
  (typeof seasons)[number],
  (typeof seasons)[number],
  (typeof seasons)[number],
];
const allRows = seasons.flatMap((s) => s.rows);
const FULL_NAMES = new Set(TEAMS.map(fullTeamName));

const PASSING = ['pass_completions', 'pass_attempts', 'pass_yards', 'pass_touchdowns', 'pass_interceptions'] as const;
const RUSHING = ['rush_attempts', 'rush_yards', 'rush_avg_yards', 'rush_touchdowns'] as const;
const RECEIVING = ['rec_receptions', 'rec_targets', 'rec_yards', 'rec_avg_yards', 'rec_touchdowns'] as const;
const DEFENCE = ['tackles', 'combined', 'sacks', 'passes_defended', 'interceptions'] as const;
const DEFENSIVE_POSITIONS = ['DE', 'DT', 'DL', 'LB', 'OLB', 'MLB', 'CB', 'S', 'FS', 'SS', 'SAF'];

function statKeys(row: PlayerStatRow): string[] {
  const base = new Set(['player_id', 'name', 'team_name', 'position', 'season_id', 'games_played']);
  return Object.keys(row)
    .filter((k) => !base.has(k))
    .sort();
}

const num = (row: PlayerStatRow, key: keyof PlayerStats): number | null | undefined => row[key];

describe('player statistics', () => {
  it('has 1,900–2,300 rows in each of the three seasons, tagged with the season id', () => {
    for (const s of seasons) {
      expect(s.rows.length).toBeGreaterThanOrEqual(1900);
      expect(s.rows.length).toBeLessThanOrEqual(2300);
      for (const r of s.rows) expect(r.season_id).toBe(s.id);
    }
  });

  it('keeps each season under 200 KB gzipped', () => {
    for (const s of seasons) expect(gzipSync(JSON.stringify(s.rows)).length).toBeLessThanOrEqual(200 * 1024);
  });

  it('uses unique player ids within a season', () => {
    for (const s of seasons) expect(new Set(s.rows.map((r) => r.player_id)).size).toBe(s.rows.length);
  });

  it('has every position the client filters on, with games played, in every season', () => {
    const filterPositions = ['QB', 'RB', 'FB', 'WR', 'TE', 'OT', 'G', 'C', 'K', 'P', 'LS', ...DEFENSIVE_POSITIONS];
    for (const s of seasons) {
      const present = new Set(s.rows.filter((r) => r.games_played > 0).map((r) => r.position));
      for (const p of filterPositions) expect(present).toContain(p);
      expect(new Set(s.rows.map((r) => r.position))).toEqual(new Set(filterPositions));
    }
  });

  it('carries only the stat fields that apply to the position', () => {
    for (const r of allRows) {
      const keys = statKeys(r);
      if (r.position === 'QB') expect(keys).toEqual([...PASSING, ...RUSHING].sort());
      else if (r.position === 'RB' || r.position === 'FB') expect(keys).toEqual([...RUSHING, ...RECEIVING].sort());
      else if (r.position === 'TE') expect(keys).toEqual([...RECEIVING].sort());
      else if (r.position === 'WR')
        expect([[...RECEIVING].sort(), [...RUSHING, ...RECEIVING].sort()]).toContainEqual(keys);
      else if (DEFENSIVE_POSITIONS.includes(r.position)) expect(keys).toEqual([...DEFENCE].sort());
      else expect(keys).toEqual([]);
    }
    expect(allRows.some((r) => r.position === 'WR' && r.rush_attempts !== undefined)).toBe(true);
  });

  it('keeps every stat line self-consistent', () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string, r: PlayerStatRow): void => {
      if (!ok) problems.push(`${what}: ${JSON.stringify(r)}`);
    };
    for (const r of allRows) {
      check(Number.isInteger(r.games_played) && r.games_played >= 0 && r.games_played <= 17, 'games 0–17', r);
      const c = num(r, 'pass_completions');
      const a = num(r, 'pass_attempts');
      if (c != null && a != null) check(c <= a, 'completions <= attempts', r);
      const rec = num(r, 'rec_receptions');
      const tgt = num(r, 'rec_targets');
      if (rec != null && tgt != null) check(rec <= tgt, 'receptions <= targets', r);
      const ra = num(r, 'rush_attempts');
      const ry = num(r, 'rush_yards');
      if (ra != null && ry != null)
        check(num(r, 'rush_avg_yards') === (ra > 0 ? Math.round((ry / ra) * 10) / 10 : 0), 'rush average', r);
      const ryd = num(r, 'rec_yards');
      if (rec != null && ryd != null)
        check(num(r, 'rec_avg_yards') === (rec > 0 ? Math.round((ryd / rec) * 10) / 10 : 0), 'catch average', r);
      const t = num(r, 'tackles');
      const comb = num(r, 'combined');
      if (t != null && comb != null) check(t <= comb, 'tackles <= combined', r);
      const pd = num(r, 'passes_defended');
      const ints = num(r, 'interceptions');
      if (pd != null && ints != null) check(ints <= pd, 'interceptions <= passes defended', r);
      for (const key of statKeys(r)) {
        const v = num(r, key as keyof PlayerStats);
        if (v == null) continue;
        if (key === 'sacks') check(Number.isInteger(v * 2), 'sacks in halves', r);
        else if (!key.endsWith('avg_yards')) check(Number.isInteger(v), `${key} integer`, r);
        if (key !== 'rush_yards' && key !== 'rush_avg_yards') check(v >= 0, `${key} >= 0`, r);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('gives players who did not play zeros, and some rows 0 games', () => {
    const idle = allRows.filter((r) => r.games_played === 0);
    expect(idle.length).toBeGreaterThan(30);
    for (const r of idle) for (const k of statKeys(r)) expect([0, null]).toContain(num(r, k as keyof PlayerStats));
  });

  it('gives each team one starting quarterback with starter numbers', () => {
    for (const s of seasons) {
      for (const team of TEAMS.map(fullTeamName)) {
        const qbs = s.rows
          .filter((r) => r.team_name === team && r.position === 'QB')
          .sort((a, b) => (b.pass_yards ?? 0) - (a.pass_yards ?? 0));
        const [starter] = qbs;
        if (starter && starter.games_played >= 15) {
          expect(starter.pass_yards).toBeGreaterThanOrEqual(2800);
          expect(starter.pass_yards).toBeLessThanOrEqual(5300);
        }
        for (const backup of qbs.slice(2)) expect(backup.pass_yards ?? 0).toBeLessThan(1500);
      }
      const fullSeasonStarters = s.rows.filter(
        (r) => r.position === 'QB' && r.games_played >= 15 && (r.pass_attempts ?? 0) > 400,
      );
      const mid =
        fullSeasonStarters.map((r) => r.pass_yards ?? 0).sort((a, b) => a - b)[
          Math.floor(fullSeasonStarters.length / 2)
        ] ?? 0;
      expect(mid).toBeGreaterThan(3500);
      expect(mid).toBeLessThan(4800);
    }
  });

  it('keeps most players, and their ids, from one season to the next, with some moves and rookies', () => {
    const idsOf = (rows: PlayerStatRow[]): Map<string, PlayerStatRow> => new Map(rows.map((r) => [r.player_id, r]));
    const prior = idsOf(previous.rows);
    const kept = current.rows.filter((r) => prior.has(r.player_id));
    expect(kept.length / current.rows.length).toBeGreaterThan(0.75);
    const moved = kept.filter(
      (r) => r.team_name && prior.get(r.player_id)?.team_name && r.team_name !== prior.get(r.player_id)?.team_name,
    );
    expect(moved.length).toBeGreaterThan(40);
    for (const r of kept) {
      const before = prior.get(r.player_id);
      if (r.name && before?.name) expect(r.name).toBe(before.name);
      expect(r.position).toBe(before?.position);
    }
    const everSeen = new Set([...previous.rows, ...oldest.rows].map((r) => r.player_id));
    expect(current.rows.filter((r) => !everSeen.has(r.player_id)).length).toBeGreaterThan(100);
  });

  it('names teams by full name, except a few rows left blank on purpose', () => {
    for (const s of seasons) {
      const odd = s.rows.filter((r) => !FULL_NAMES.has(r.team_name ?? ''));
      expect(odd.length).toBeGreaterThanOrEqual(2);
      expect(odd.length).toBeLessThanOrEqual(4);
      for (const r of odd) expect(r.team_name === '' || r.team_name === undefined).toBe(true);
      expect(s.rows.some((r) => !('team_name' in r))).toBe(true);
    }
  });

  it('leaves a few names blank and a handful of stats null', () => {
    for (const s of seasons) {
      const blank = s.rows.filter((r) => r.name === '');
      expect(blank.length).toBeGreaterThanOrEqual(2);
      expect(blank.length).toBeLessThanOrEqual(4);
      const nulls = s.rows.filter((r) => statKeys(r).some((k) => num(r, k as keyof PlayerStats) === null));
      expect(nulls.length).toBeGreaterThanOrEqual(3);
      expect(nulls.length).toBeLessThanOrEqual(8);
    }
  });

  it('uses fictional first-and-last names, unique within a season', () => {
    for (const s of seasons) {
      const names = s.rows.map((r) => r.name).filter((n) => n !== '');
      expect(new Set(names).size).toBe(names.length);
      for (const n of names) expect(n).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z]+$/);
    }
  });
});
