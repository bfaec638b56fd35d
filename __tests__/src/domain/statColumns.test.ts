import { avgPassYpg, COLUMNS, visibleColumns, type Column } from '../../../src/domain/statColumns';
import type { PlayerStat, PositionGroup, SortColumn } from '../../../src/domain/playerStats';
import { normalizePosition } from '../../../src/domain/positions';
import { player } from '../features/playerData/fixtures';

const column = (id: SortColumn): Column => {
  const found = COLUMNS.find((c) => c.id === id);
  if (!found) throw new Error(`no column ${id}`);
  return found;
};
const cell = (id: SortColumn, row: Partial<PlayerStat>) => column(id).cell(player(row));

describe('COLUMNS', () => {
  it('has the spec headers, in order, in their groups', () => {
    expect(COLUMNS.map((c) => [c.group, c.header])).toEqual([
      ['base', 'Player'],
      ['base', 'Team'],
      ['base', 'Position'],
      ['base', 'Games Played'],
      ['passing', 'Completions / Attempts'],
      ['passing', 'Passing Yards'],
      ['passing', 'TDs / Ints'],
      ['passing', 'Avg Pass YPG'],
      ['rushing', 'Rushing Attempts'],
      ['rushing', 'Rushing Yards'],
      ['rushing', 'Avg Per Rush'],
      ['rushing', 'Rushing TDs'],
      ['receiving', 'Receptions / Targets'],
      ['receiving', 'Receiving Yards'],
      ['receiving', 'Avg Per Rec'],
      ['receiving', 'Receiving TDs'],
      ['defense', 'Tackles'],
      ['defense', 'Combined Tackles'],
      ['defense', 'Sacks'],
      ['defense', 'Passes Defended'],
      ['defense', 'Interceptions'],
    ]);
  });

  it('sorts the pair columns by their first number', () => {
    expect(column('pass_completions').header).toBe('Completions / Attempts');
    expect(column('pass_touchdowns').header).toBe('TDs / Ints');
    expect(column('rec_receptions').header).toBe('Receptions / Targets');
  });

  it('marks only Player, Team and Position as text columns', () => {
    expect(COLUMNS.filter((c) => !c.numeric).map((c) => c.id)).toEqual(['name', 'team_name', 'position']);
  });
});

describe('column cells', () => {
  it.each<[string, SortColumn, Partial<PlayerStat>, string]>([
    ['shows the name', 'name', { name: 'Josh Allen' }, 'Josh Allen'],
    ['shows N/A for a blank name', 'name', { name: '   ' }, 'N/A'],
    ['shows N/A for an empty team', 'team_name', { team_name: '' }, 'N/A'],
    ['shows N/A for a team the API left null', 'team_name', { team_name: null as unknown as string }, 'N/A'],
    ['shows the position', 'position', { position: 'WR' }, 'WR'],
    ['shows games played', 'games_played', { games_played: 17 }, '17'],
    ['shows N/A for null games played', 'games_played', { games_played: null }, 'N/A'],
    ['joins completions and attempts', 'pass_completions', { pass_completions: 344, pass_attempts: 542 }, '344 / 542'],
    ['shows N/A for missing attempts', 'pass_completions', { pass_completions: 12 }, '12 / N/A'],
    ['shows N/A for null completions', 'pass_completions', { pass_completions: null, pass_attempts: 30 }, 'N/A / 30'],
    ['shows N/A on both sides when both are missing', 'pass_completions', {}, 'N/A / N/A'],
    ['joins touchdowns and interceptions', 'pass_touchdowns', { pass_touchdowns: 20, pass_interceptions: 0 }, '20 / 0'],
    ['joins receptions and targets', 'rec_receptions', { rec_receptions: 1, rec_targets: 1200 }, '1 / 1,200'],
    ['adds thousands separators from 1,000', 'pass_yards', { pass_yards: 4123 }, '4,123'],
    ['shows 1,000 with a separator', 'pass_yards', { pass_yards: 1000 }, '1,000'],
    ['shows 999 without one', 'pass_yards', { pass_yards: 999 }, '999'],
    ['shows zero as 0, not N/A', 'rush_touchdowns', { rush_touchdowns: 0 }, '0'],
    ['shows negative yards', 'rush_yards', { rush_yards: -4 }, '-4'],
    ['shows a half sack', 'sacks', { sacks: 4.5 }, '4.5'],
    ['shows N/A for a missing count', 'tackles', {}, 'N/A'],
    ['shows N/A for a NaN count', 'tackles', { tackles: Number.NaN }, 'N/A'],
    ['shows an average with one decimal', 'rush_avg_yards', { rush_avg_yards: 4.25 }, '4.3'],
    ['pads a whole average to one decimal', 'rec_avg_yards', { rec_avg_yards: 12 }, '12.0'],
    ['shows N/A for a missing average', 'rec_avg_yards', { rec_avg_yards: null }, 'N/A'],
    ['divides passing yards by games', 'avg_pass_ypg', { pass_yards: 4170, games_played: 17 }, '245.3'],
    ['divides by 1 when games are missing', 'avg_pass_ypg', { pass_yards: 300, games_played: null }, '300.0'],
    ['divides by 1 when games are 0', 'avg_pass_ypg', { pass_yards: 300, games_played: 0 }, '300.0'],
    ['shows N/A for Avg Pass YPG without passing yards', 'avg_pass_ypg', { games_played: 17 }, 'N/A'],
    ['rounds a negative average to one decimal', 'avg_pass_ypg', { pass_yards: -1, games_played: 17 }, '-0.1'],
    ['shows -0.01 as 0.0, not -0.0', 'rush_avg_yards', { rush_avg_yards: -0.01 }, '0.0'],
  ])('%s', (_, id, row, expected) => {
    expect(cell(id, row)).toBe(expected);
  });
});

describe('avgPassYpg', () => {
  it.each<[Partial<PlayerStat>, number | undefined]>([
    [{ pass_yards: 4170, games_played: 17 }, 4170 / 17],
    [{ pass_yards: 250, games_played: null }, 250],
    [{ pass_yards: 250, games_played: 0 }, 250],
    [{ pass_yards: 0, games_played: 3 }, 0],
    [{ pass_yards: null, games_played: 3 }, undefined],
    [{ games_played: 3 }, undefined],
  ])('%j gives %p', (row, expected) => {
    expect(avgPassYpg(player(row))).toBe(expected);
  });
});

describe('visibleColumns', () => {
  const groupsShown = (rows: PlayerStat[], group: PositionGroup) => [
    ...new Set(visibleColumns(rows, group).map((c) => c.group)),
  ];
  // Rows as parsed: the API's position trimmed and upper-cased.
  const at = (...positions: string[]) => positions.map((position) => player({ position: normalizePosition(position) }));

  it.each<[string, PositionGroup, string[], string[]]>([
    ['shows only base columns with no rows', 'Offense', [], ['base']],
    ['shows passing and rushing for a QB', 'QB', ['QB'], ['base', 'passing', 'rushing']],
    ['shows rushing and receiving for an RB', 'RB', ['RB'], ['base', 'rushing', 'receiving']],
    ['shows rushing and receiving for a WR', 'WR', ['WR'], ['base', 'rushing', 'receiving']],
    ['shows only receiving for a TE', 'TE', ['TE'], ['base', 'receiving']],
    [
      'hides passing in Offense when no QB is among the rows',
      'Offense',
      ['WR', 'TE'],
      ['base', 'rushing', 'receiving'],
    ],
    ['shows receiving only in Offense for TEs alone', 'Offense', ['TE'], ['base', 'receiving']],
    ['shows passing and rushing in Offense for QBs alone', 'Offense', ['QB'], ['base', 'passing', 'rushing']],
    [
      'shows all offensive groups in Offense for a mix',
      'Offense',
      ['QB', 'TE'],
      ['base', 'passing', 'rushing', 'receiving'],
    ],
    ['shows defense for a Defense row', 'Defense', ['CB'], ['base', 'defense']],
    ['shows defense for DT in DL', 'DL', ['DT'], ['base', 'defense']],
    ['shows defense for FS in S', 'S', ['FS'], ['base', 'defense']],
    ['shows defense for OLB in LB', 'LB', ['OLB'], ['base', 'defense']],
    ['shows defense for CB', 'CB', ['CB'], ['base', 'defense']],
    ['reads positions ignoring case and padding', 'QB', [' qb '], ['base', 'passing', 'rushing']],
    // The group must include the positions: rows outside it (unfiltered input) add nothing.
    ['ignores a QB row when the group is TE', 'TE', ['QB', 'TE'], ['base', 'receiving']],
    ['ignores offensive rows when the group is Defense', 'Defense', ['QB', 'WR'], ['base']],
    ['ignores defensive rows when the group is Offense', 'Offense', ['CB', 'LB'], ['base']],
    ['ignores a DT row in Defense, which excludes DT', 'Defense', ['DT'], ['base']],
  ])('%s', (_, group, positions, expected) => {
    expect(groupsShown(at(...positions), group)).toEqual(expected);
  });

  it('keeps the table order of the columns it shows', () => {
    const shown = visibleColumns(at('QB'), 'QB').map((c) => c.id);
    expect(shown).toEqual(COLUMNS.filter((c) => shown.includes(c.id)).map((c) => c.id));
    expect(shown.slice(0, 4)).toEqual(['name', 'team_name', 'position', 'games_played']);
  });
});
