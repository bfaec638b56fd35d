import { readPlayerWeeks } from '../../../server/sources/nflverse/playerWeeks';
import { MissingColumnError } from '../../../server/sources/nflverse/rows';
import { csvText, fixtureTable, fixtureText, withCells } from './nflverseText';

const noSkips = { field_count: 0, missing_id: 0, non_numeric: 0, unknown_team: 0, bad_date: 0, bad_value: 0 };
const older = fixtureTable('player_stats_2024_weeks1-3.csv');
const current = fixtureTable('player_week_2023_newlayout_sample.csv');
const olderRead = readPlayerWeeks(fixtureText('player_stats_2024_weeks1-3.csv'));
const currentRead = readPlayerWeeks(fixtureText('player_week_2023_newlayout_sample.csv'));
const named = (name: string) => currentRead.rows.find((row) => row.name === name);

describe('readPlayerWeeks, older layout (player_stats_{season}.csv)', () => {
  it('tells the layout by its columns and reads all 935 rows (all REG), nothing skipped', () => {
    expect(olderRead.layout).toBe('older');
    expect(olderRead.rows).toHaveLength(935);
    expect({ dataRows: olderRead.dataRows, ignored: olderRead.ignored, skipped: olderRead.skipped }).toEqual({
      dataRows: 935,
      ignored: 0,
      skipped: noSkips,
    });
  });

  it('reads a row by name: recent_team and interceptions thrown; no game id and no defence', () => {
    expect(olderRead.rows[0]).toEqual({
      player_id: '00-0023459',
      name: 'Aaron Rodgers',
      position: 'QB',
      season: 2024,
      week: 1,
      team: 'New York Jets',
      opponent: 'San Francisco 49ers',
      game_id: null,
      completions: 13,
      attempts: 21,
      passing_yards: 167,
      passing_tds: 1,
      passing_interceptions: 1,
      carries: 1,
      rushing_yards: -1,
      rushing_tds: 0,
      receptions: 0,
      targets: 0,
      receiving_yards: 0,
      receiving_tds: 0,
      def_tackles_solo: null,
      def_tackles_with_assist: null,
      def_tackle_assists: null,
      def_sacks: null,
      def_pass_defended: null,
      def_interceptions: null,
      // Special teams: touchdowns in both layouts, kicking only in the current one.
      special_teams_tds: 0,
      fg_made: null,
      fg_att: null,
    });
    expect(olderRead.rows.filter((row) => row.team === 'Los Angeles Rams').length).toBe(27);
  });

  it('ignores (and counts) rows of another season type: the 935 minus the post-season', () => {
    const rows = withCells(older, 'season_type', (cell, row) => (older.rows.indexOf(row) % 100 === 0 ? 'POST' : cell));
    const read = readPlayerWeeks(csvText(older.header, rows));
    expect({ kept: read.rows.length, ignored: read.ignored }).toEqual({ kept: 925, ignored: 10 });
  });
});

describe('readPlayerWeeks, current layout (stats_player_week_{season}.csv)', () => {
  it('tells the layout by its columns and reads the 14 sample rows with their game ids', () => {
    expect(currentRead.layout).toBe('current');
    expect(currentRead.rows.map((row) => row.game_id)).toContain('2023_01_BUF_NYJ');
    expect({ kept: currentRead.rows.length, skipped: currentRead.skipped }).toEqual({ kept: 14, skipped: noSkips });
  });

  it('reads passing_interceptions and the offence', () => {
    expect(named('Kirk Cousins')).toMatchObject({
      team: 'Minnesota Vikings',
      opponent: 'Tampa Bay Buccaneers',
      completions: 33,
      passing_interceptions: 1,
    });
    expect(named('Matthew Stafford')).toMatchObject({
      team: 'Los Angeles Rams',
      opponent: 'Seattle Seahawks',
      game_id: '2023_01_LA_SEA',
      completions: 24,
    });
  });

  it('reads the defence: solo tackles, assists, tackles with an assist, sacks, passes defended, interceptions', () => {
    const defence = (name: string) => {
      const row = named(name);
      return (
        row && [
          row.def_tackles_solo,
          row.def_tackle_assists,
          row.def_tackles_with_assist,
          row.def_sacks,
          row.def_pass_defended,
          row.def_interceptions,
        ]
      );
    };
    expect(defence('Calais Campbell')).toEqual([0, 0, 1, 0, 0, 0]);
    expect(defence('Brandon Bolden')).toEqual([0, 1, 0, 0, 0, 0]);
    expect(defence('Matt Prater')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('reads a blank stat as null, and skips and counts a stat that is not a number, an unknown team or no player id', () => {
    let rows = withCells(current, 'targets', (cell, row) => (current.rows.indexOf(row) === 0 ? '' : cell));
    rows = withCells({ ...current, rows }, 'def_sacks', (cell, row) => (rows.indexOf(row) === 1 ? 'one' : cell));
    rows = withCells({ ...current, rows }, 'opponent_team', (cell, row) => (rows.indexOf(row) === 2 ? 'XXX' : cell));
    rows = withCells({ ...current, rows }, 'player_id', (cell, row) => (rows.indexOf(row) === 3 ? '' : cell));
    rows = rows.map((row, i) => (i === 4 ? row.slice(0, 100) : row));
    const read = readPlayerWeeks(csvText(current.header, rows));
    expect(read.rows[0]?.targets).toBeNull();
    expect(read.rows).toHaveLength(10);
    expect(read.skipped).toEqual({ ...noSkips, non_numeric: 1, unknown_team: 1, missing_id: 1, field_count: 1 });
  });

  it('throws only for a column the layout needs, naming it', () => {
    const without = (table: typeof current, column: string) =>
      csvText(
        table.header.map((name) => (name === column ? 'renamed' : name)),
        table.rows,
      );
    expect(() => readPlayerWeeks(without(current, 'passing_interceptions'), 'stats_player_week_2023.csv')).toThrow(
      new MissingColumnError('stats_player_week_2023.csv', 'passing_interceptions'),
    );
    expect(() => readPlayerWeeks(without(current, 'def_sacks'))).toThrow('no column "def_sacks"');
    expect(() => readPlayerWeeks(without(older, 'interceptions'))).toThrow('no column "interceptions"');
    expect(() => readPlayerWeeks(without(older, 'recent_team'))).toThrow('no column "team"');
  });
});
