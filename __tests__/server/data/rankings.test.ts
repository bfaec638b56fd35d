import { fullTeamName, TEAMS } from '../../../src/domain/teams';
import { createDataset, DEFAULT_SEED } from '../../../server/data/dataset';
import { comboDescription, ordinal } from '../../../server/data/rankings';
import { teamRatings } from '../../../server/data/ratings';
import type { RankUnit } from '../../../server/data/types';

const ds = createDataset();
const range32 = Array.from({ length: 32 }, (_, i) => i + 1);
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

/** Spearman rank correlation without ties. */
function spearman(a: number[], b: number[]): number {
  const rank = (xs: number[]): number[] => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    order.forEach(([, i], k) => {
      r[i] = k;
    });
    return r;
  };
  const ra = rank(a);
  const rb = rank(b);
  const n = a.length;
  const d2 = ra.reduce((s, r, i) => s + (r - (rb[i] ?? 0)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('unit rankings', () => {
  const entries = Object.values(ds.unitRankings()).flat();
  const rankOf = (unit: RankUnit): number[] => entries.map((e) => e.units.find((u) => u.unit === unit)?.ranking ?? 0);

  it('groups the 32 teams by division, four each', () => {
    expect(Object.keys(ds.unitRankings()).sort()).toEqual([...new Set(TEAMS.map((t) => t.division))].sort());
    for (const [division, teams] of Object.entries(ds.unitRankings())) {
      expect(teams.map((t) => t.team_name).sort()).toEqual(
        TEAMS.filter((t) => t.division === division)
          .map(fullTeamName)
          .sort(),
      );
    }
  });

  it('ranks each unit as a permutation of 1–32', () => {
    for (const unit of ['offense', 'defense', 'special_teams'] as const) expect(sorted(rankOf(unit))).toEqual(range32);
    for (const e of entries) expect(e.units.map((u) => u.unit)).toEqual(['offense', 'defense', 'special_teams']);
  });

  it('follows team strength', () => {
    const ratings = teamRatings(DEFAULT_SEED, 2025);
    const byName = new Map(TEAMS.map((t) => [fullTeamName(t), ratings.get(t.team_alias)]));
    const offense = entries.map((e) => -(byName.get(e.team_name)?.offense ?? 0));
    const defense = entries.map((e) => -(byName.get(e.team_name)?.defense ?? 0));
    expect(spearman(rankOf('offense'), offense)).toBeGreaterThan(0.6);
    expect(spearman(rankOf('defense'), defense)).toBeGreaterThan(0.6);
  });

  it('describes the three ranks in the combo', () => {
    for (const e of entries) {
      const r = Object.fromEntries(e.units.map((u) => [u.unit, u.ranking])) as Record<RankUnit, number>;
      expect(e.combo).toBe(comboDescription(r));
    }
    expect(comboDescription({ offense: 2, defense: 15, special_teams: 9 })).toBe(
      'Elite offense, average defense, strong special teams',
    );
    expect(comboDescription({ offense: 30, defense: 22, special_teams: 5 })).toBe(
      'Poor offense, weak defense, elite special teams',
    );
  });
});

describe('power rankings', () => {
  const power = ds.powerRankings();

  it('ranks all 32 teams, now and last week, as permutations of 1–32', () => {
    expect(power).toHaveLength(32);
    expect(power.map((p) => p.rank)).toEqual(range32);
    expect(sorted(power.map((p) => p.previous_rank))).toEqual(range32);
    expect(new Set(power.map((p) => p.team_name))).toEqual(new Set(TEAMS.map(fullTeamName)));
  });

  it('moves most teams by four places or fewer', () => {
    const moves = power.map((p) => Math.abs(p.rank - p.previous_rank));
    expect(moves.filter((m) => m <= 4).length).toBeGreaterThanOrEqual(26);
    expect(moves.some((m) => m > 0)).toBe(true);
  });

  it('gives records that add up to a 17-game season and balance across the league', () => {
    let wins = 0;
    let losses = 0;
    for (const p of power) {
      expect(p.record).toMatch(/^\d+-\d+(-\d+)?$/);
      const [w = 0, l = 0, t = 0] = p.record.split('-').map(Number);
      expect(w + l + t).toBe(17);
      wins += w;
      losses += l;
    }
    expect(wins).toBe(losses);
  });

  it('puts winning records near the top', () => {
    const winsOf = (record: string): number => Number(record.split('-')[0]);
    const top8 = power.slice(0, 8).reduce((s, p) => s + winsOf(p.record), 0) / 8;
    const bottom8 = power.slice(24).reduce((s, p) => s + winsOf(p.record), 0) / 8;
    expect(top8).toBeGreaterThan(bottom8 + 4);
  });

  it('writes one sentence per team that names it', () => {
    for (const p of power) {
      const nickname = TEAMS.find((t) => fullTeamName(t) === p.team_name)?.team_name ?? '?';
      expect(p.note).toContain(nickname);
      expect(p.note).toMatch(/^The [^.]+\.$/);
    }
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [32, '32nd'],
    [111, '111th'],
  ])('writes %i as %s', (n, text) => expect(ordinal(n)).toBe(text));
});
