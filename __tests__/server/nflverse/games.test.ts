import { easternToUtcIso } from '../../../server/sources/nflverse/eastern';
import { readGames } from '../../../server/sources/nflverse/games';
import { MissingColumnError } from '../../../server/sources/nflverse/rows';
import { csvText, fixtureTable, fixtureText, withCells } from './nflverseText';

const games2023 = readGames(fixtureText('games_2023.csv'));
const byId = (id: string) => games2023.rows.find((game) => game.game_id === id);
const table = fixtureTable('games_2023.csv');
const noSkips = { field_count: 0, missing_id: 0, non_numeric: 0, unknown_team: 0, bad_date: 0, bad_value: 0 };

describe('readGames on the real 2023 games.csv rows', () => {
  it('reads all 285 games: 272 regular season, then 6 + 4 + 2 + 1 of the play-offs, nothing skipped', () => {
    expect(games2023.skipped).toEqual(noSkips);
    expect({ dataRows: games2023.dataRows, ignored: games2023.ignored }).toEqual({ dataRows: 285, ignored: 0 });
    const types = games2023.rows.map((game) => game.game_type);
    expect(['REG', 'WC', 'DIV', 'CON', 'SB'].map((type) => types.filter((t) => t === type).length)).toEqual([
      272, 6, 4, 2, 1,
    ]);
  });

  it('reads the opener: teams by full name, kickoff 20:20 Eastern as UTC, scores and the closing lines', () => {
    expect(byId('2023_01_DET_KC')).toEqual({
      game_id: '2023_01_DET_KC',
      season: 2023,
      game_type: 'REG',
      week: 1,
      kickoff: '2023-09-08T00:20:00Z',
      away_team: 'Detroit Lions',
      home_team: 'Kansas City Chiefs',
      away_score: 21,
      home_score: 20,
      location: 'Home',
      overtime: false,
      roof: 'outdoors',
      spread_line: 4,
      total_line: 53,
      home_moneyline: -198,
      away_moneyline: 164,
      home_spread_odds: -110,
      away_spread_odds: -110,
      over_odds: -110,
      under_odds: -110,
    });
  });

  it.each([
    [
      'London in October (Eastern daylight time)',
      '2023_05_JAX_BUF',
      '2023-10-08T13:30:00Z',
      'Jacksonville Jaguars',
      'Buffalo Bills',
    ],
    [
      'Frankfurt on the morning daylight time ended',
      '2023_09_MIA_KC',
      '2023-11-05T14:30:00Z',
      'Miami Dolphins',
      'Kansas City Chiefs',
    ],
    [
      'the Super Bowl in Las Vegas',
      '2023_22_SF_KC',
      '2024-02-11T23:30:00Z',
      'San Francisco 49ers',
      'Kansas City Chiefs',
    ],
  ])('reads a neutral-site game: %s', (_name, id, kickoff, away, home) => {
    expect(byId(id)).toMatchObject({ location: 'Neutral', kickoff, away_team: away, home_team: home });
  });

  it('reads overtime: the Super Bowl and 2023_01_BUF_NYJ went to it, the opener did not', () => {
    expect([
      byId('2023_22_SF_KC')?.overtime,
      byId('2023_01_BUF_NYJ')?.overtime,
      byId('2023_01_DET_KC')?.overtime,
    ]).toEqual([true, true, false]);
    expect(games2023.rows.filter((game) => game.overtime)).toHaveLength(14);
  });

  it('puts 1 pm Eastern at 17:00 UTC the Sunday before daylight time ended and at 18:00 UTC the Sunday it did', () => {
    expect(byId('2023_08_MIN_GB')?.kickoff).toBe('2023-10-29T17:00:00Z');
    expect(byId('2023_09_MIN_ATL')?.kickoff).toBe('2023-11-05T18:00:00Z');
    expect(byId('2023_01_BUF_NYJ')?.kickoff).toBe('2023-09-12T00:15:00Z');
  });

  it('names LA the Rams, LAC the Chargers, LV the Raiders, and reads 2024 weeks 1–3 (48 games)', () => {
    const games2024 = readGames(fixtureText('games_2024_weeks1-3.csv'));
    expect(games2024.rows).toHaveLength(48);
    expect(games2024.rows.find((game) => game.game_id === '2024_01_LA_DET')).toMatchObject({
      away_team: 'Los Angeles Rams',
      home_team: 'Detroit Lions',
    });
    expect(byId('2023_01_MIA_LAC')?.home_team).toBe('Los Angeles Chargers');
    expect(byId('2023_03_PIT_LV')?.home_team).toBe('Las Vegas Raiders');
  });
});

describe('easternToUtcIso', () => {
  it.each([
    ['2023-11-05', '01:30', '2023-11-05T05:30:00Z', 'an hour that happens twice is its first occurrence (EDT)'],
    ['2023-11-05', '02:00', '2023-11-05T07:00:00Z', 'just after the change back: EST'],
    ['2024-03-10', '01:59', '2024-03-10T06:59:00Z', 'just before the change forward: EST'],
    ['2024-03-10', '02:30', '2024-03-10T07:30:00Z', 'an hour that never happens moves forward by the hour skipped'],
    ['2024-03-10', '03:00', '2024-03-10T07:00:00Z', 'the first minute of daylight time'],
    ['2024-01-07', '16:25', '2024-01-07T21:25:00Z', 'winter'],
    ['2024-09-05', '20:20:00', '2024-09-06T00:20:00Z', 'with seconds'],
  ])('%s %s → %s (%s)', (day, time, iso) => {
    expect(easternToUtcIso(day, time)).toBe(iso);
  });

  it.each([
    ['2023-02-30', '13:00'],
    ['2023-9-7', '13:00'],
    ['2023-09-07', '24:00'],
    ['2023-09-07', '13:60'],
    ['2023-09-07', ''],
    ['', '13:00'],
    ['0050-01-01', '13:00'],
  ])('answers undefined for %j %j', (day, time) => {
    expect(easternToUtcIso(day, time)).toBeUndefined();
  });
});

describe('readGames on bad input', () => {
  const rowsWith = (column: string, value: string, count = 1) =>
    withCells(table, column, (cell, row) => (table.rows.indexOf(row) < count ? value : cell));

  it.each([
    ['away_team', 'XYZ', 'unknown_team'],
    ['home_score', '2O', 'non_numeric'],
    ['spread_line', '-3.5.1', 'non_numeric'],
    ['game_id', '', 'missing_id'],
    ['week', '', 'missing_id'],
    ['week', '1.5', 'non_numeric'],
    ['gameday', '2023-13-01', 'bad_date'],
    ['game_type', 'PRE', 'bad_value'],
  ])('skips and counts a row whose %s is %j (%s)', (column, value, reason) => {
    const read = readGames(csvText(table.header, rowsWith(column, value)));
    expect(read.rows).toHaveLength(284);
    expect(read.skipped).toEqual({ ...noSkips, [reason]: 1 });
  });

  it('skips and counts rows with too few or too many fields', () => {
    const rows = table.rows.map((row, i) => (i === 0 ? row.slice(1) : i === 1 ? [...row, 'extra'] : row));
    expect(readGames(csvText(table.header, rows)).skipped.field_count).toBe(2);
  });

  it('reads blank scores and lines as null (a game not played yet), and OAK, SD and STL as today’s franchises', () => {
    let rows = rowsWith('home_score', '');
    rows = withCells({ header: table.header, rows }, 'spread_line', (cell, row) => (row === rows[0] ? '' : cell));
    rows = withCells(
      { header: table.header, rows },
      'away_team',
      (cell, row) => ['OAK', 'SD', 'STL'][rows.indexOf(row)] ?? cell,
    );
    const read = readGames(csvText(table.header, rows));
    expect(read.rows[0]).toMatchObject({ home_score: null, spread_line: null, away_team: 'Las Vegas Raiders' });
    expect(read.rows.slice(1, 3).map((game) => game.away_team)).toEqual(['Los Angeles Chargers', 'Los Angeles Rams']);
  });

  it('reads by column name: the same games from a file with its columns in another order', () => {
    const order = table.header.map((_, i) => i).reverse();
    const reordered = csvText(
      order.map((i) => table.header[i] ?? ''),
      table.rows.map((row) => order.map((i) => row[i] ?? '')),
    );
    expect(readGames(reordered).rows).toEqual(games2023.rows);
    expect(readGames(fixtureText('games_2023.csv').replaceAll('\n', '\r\n')).rows).toEqual(games2023.rows);
  });

  it('throws only for a missing column, naming it', () => {
    const without = (column: string) =>
      csvText(
        table.header.map((name) => (name === column ? 'renamed' : name)),
        table.rows,
      );
    expect(() => readGames(without('gameday'))).toThrow(new MissingColumnError('games.csv', 'gameday'));
    expect(() => readGames('')).toThrow('games.csv has no column "game_id"');
    expect(readGames(without('over_odds')).rows[0]?.over_odds).toBeNull();
  });
});
