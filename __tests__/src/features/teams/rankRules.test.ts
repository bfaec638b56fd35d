import { UNIT_LABELS } from '../../../../src/domain/rankUnits';
import { compareRanks, groupBorder, powerMovement, teamProfile } from '../../../../src/features/teams/rankRules';
import type { PowerRanking, TeamRanking } from '../../../../src/features/teams/types';

const ranking = (team_name: string, ranks: TeamRanking['ranks'], combo = 'Balanced'): TeamRanking => ({
  team_name,
  combo,
  ranks,
});

describe('UNIT_LABELS', () => {
  it('names the three units as the tables head them', () => {
    expect(UNIT_LABELS).toEqual({ offense: 'Offense', defense: 'Defense', special_teams: 'Special Teams' });
  });
});

describe('compareRanks', () => {
  const chiefs = ranking('Kansas City Chiefs', { offense: 3, defense: 12, special_teams: 7 });
  const bills = ranking('Buffalo Bills', { offense: 1, defense: 20, special_teams: 7 });

  it.each<[string, TeamRanking | undefined, TeamRanking | undefined]>([
    ['the first team', undefined, bills],
    ['the second team', chiefs, undefined],
    ['both teams', undefined, undefined],
  ])('is undefined while %s has no ranking data', (_label, a, b) => {
    expect(compareRanks(a, b)).toBeUndefined();
  });

  it('gives one row per team, in the order given, with a cell per unit', () => {
    const rows = compareRanks(chiefs, bills)?.rows;
    expect(rows?.map((r) => r.team)).toEqual(['Kansas City Chiefs', 'Buffalo Bills']);
    expect(rows?.map((r) => r.cells.map((c) => c.unit))).toEqual([
      ['offense', 'defense', 'special_teams'],
      ['offense', 'defense', 'special_teams'],
    ]);
    expect(compareRanks(bills, chiefs)?.rows.map((r) => r.team)).toEqual(['Buffalo Bills', 'Kansas City Chiefs']);
  });

  it('labels each rank as an ordinal', () => {
    const rows = compareRanks(chiefs, bills)?.rows;
    expect(rows?.map((r) => r.cells.map((c) => c.label))).toEqual([
      ['3rd', '12th', '7th'],
      ['1st', '20th', '7th'],
    ]);
    expect(rows?.[0]?.cells.map((c) => c.rank)).toEqual([3, 12, 7]);
  });

  it('marks the numerically lower rank better and the higher one worse', () => {
    const rows = compareRanks(chiefs, bills)?.rows;
    expect(rows?.[0]?.cells[0]).toMatchObject({ unit: 'offense', better: false });
    expect(rows?.[1]?.cells[0]).toMatchObject({ unit: 'offense', better: true });
    expect(rows?.[0]?.cells[1]).toMatchObject({ unit: 'defense', better: true });
    expect(rows?.[1]?.cells[1]).toMatchObject({ unit: 'defense', better: false });
  });

  it('marks neither team better on a tie', () => {
    const rows = compareRanks(chiefs, bills)?.rows;
    expect(rows?.[0]?.cells[2]).toMatchObject({ unit: 'special_teams', better: false });
    expect(rows?.[1]?.cells[2]).toMatchObject({ unit: 'special_teams', better: false });
  });

  it('shows N/A and marks neither team better when one of them is missing that unit', () => {
    const unranked = ranking('New York Jets', { offense: 30, defense: 5 });
    const rows = compareRanks(unranked, chiefs)?.rows;
    expect(rows?.[0]?.cells[2]).toEqual({ unit: 'special_teams', rank: undefined, label: 'N/A', better: false });
    expect(rows?.[1]?.cells[2]).toEqual({ unit: 'special_teams', rank: 7, label: '7th', better: false });
  });

  it('compares a team with no units at all without marking anything better', () => {
    const rows = compareRanks(ranking('Empty', {}), ranking('Also Empty', {}))?.rows;
    expect(rows?.flatMap((r) => r.cells.map((c) => [c.label, c.better]))).toEqual(
      Array.from({ length: 6 }, () => ['N/A', false]),
    );
  });
});

describe('teamProfile', () => {
  it('lists the name, the combo and an ordinal row per unit', () => {
    expect(
      teamProfile(ranking('Detroit Lions', { offense: 1, defense: 22, special_teams: 13 }, 'Elite Offense')),
    ).toEqual({
      name: 'Detroit Lions',
      combo: 'Elite Offense',
      rows: [
        { unit: 'offense', label: 'Offense', value: '1st' },
        { unit: 'defense', label: 'Defense', value: '22nd' },
        { unit: 'special_teams', label: 'Special Teams', value: '13th' },
      ],
    });
  });

  it('shows N/A for a unit the API did not rank', () => {
    expect(teamProfile(ranking('Detroit Lions', { defense: 2 })).rows.map((r) => r.value)).toEqual([
      'N/A',
      '2nd',
      'N/A',
    ]);
  });
});

describe('groupBorder', () => {
  it.each([
    ['AFC East', 'afc'],
    ['AFC', 'afc'],
    ['AFC North', 'afc'],
    ['NFC West', 'nfc'],
    ['NFC', 'nfc'],
    ['afc east', 'nfc'],
    [' AFC East', 'nfc'],
    ['Wildcard AFC', 'nfc'],
    ['', 'nfc'],
  ])('borders the group %j as %s', (name, border) => {
    expect(groupBorder(name)).toBe(border);
  });
});

describe('powerMovement', () => {
  const entry = (rank: number, previous_rank?: number): PowerRanking => ({ rank, previous_rank, team_name: 'Team' });

  it.each([
    [4, 7, 'up', 3, 'Up 3 places from 7th'],
    [1, 2, 'up', 1, 'Up 1 place from 2nd'],
    [3, 2, 'down', 1, 'Down 1 place from 2nd'],
    [12, 1, 'down', 11, 'Down 11 places from 1st'],
    [5, 5, 'same', 0, 'No change'],
  ] as const)('moving from %i (previously %i) is %s %i: %j', (rank, previous, direction, places, label) => {
    expect(powerMovement(entry(rank, previous))).toEqual({ direction, places, label });
  });

  it('calls a team without a previous rank New', () => {
    expect(powerMovement(entry(9))).toEqual({ direction: 'new', places: 0, label: 'New' });
  });
});
