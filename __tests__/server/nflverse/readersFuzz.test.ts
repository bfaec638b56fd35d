import fc from 'fast-check';
import { fullTeamName, TEAMS } from '../../../src/domain/teams';
import { forEachCsvRecord } from '../../../server/sources/nflverse/csv';
import { readGames } from '../../../server/sources/nflverse/games';
import { readPlayerWeeks } from '../../../server/sources/nflverse/playerWeeks';
import type { ReadResult } from '../../../server/sources/nflverse/rows';
import { csvField, csvLine, fixtureTable } from './nflverseText';

/* Real nflverse rows, mutated: the readers never throw, and every data row is kept, ignored or skipped and counted. */

const RUNS = 1000;
const FULL_NAMES = new Set(TEAMS.map(fullTeamName));
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface Source {
  name: string;
  file: string;
  read: (text: string) => ReadResult<object>;
  numbers: string[];
  teams: string[];
  /** What every kept row must be, whatever the input. */
  wellTyped: (row: object) => boolean;
}

const finiteOrNull = (row: object) =>
  Object.values(row).every((value) => value === null || typeof value !== 'number' || Number.isFinite(value));
const isGame = (row: object) => {
  const game = row as ReturnType<typeof readGames>['rows'][number];
  return (
    FULL_NAMES.has(game.home_team) &&
    FULL_NAMES.has(game.away_team) &&
    ISO.test(game.kickoff) &&
    game.game_id !== '' &&
    Number.isInteger(game.week) &&
    finiteOrNull(row)
  );
};
const isWeek = (row: object) => {
  const week = row as ReturnType<typeof readPlayerWeeks>['rows'][number];
  return (
    FULL_NAMES.has(week.team) &&
    FULL_NAMES.has(week.opponent) &&
    week.player_id !== '' &&
    Number.isInteger(week.season) &&
    finiteOrNull(row)
  );
};

const offence = [
  'season',
  'week',
  'completions',
  'attempts',
  'passing_yards',
  'passing_tds',
  'carries',
  'rushing_yards',
  'receptions',
  'targets',
  'receiving_yards',
];
const sources: Source[] = [
  {
    name: 'readGames, games.csv',
    file: 'games_2023.csv',
    read: readGames,
    numbers: [
      'season',
      'week',
      'away_score',
      'home_score',
      'overtime',
      'spread_line',
      'total_line',
      'home_moneyline',
      'over_odds',
    ],
    teams: ['away_team', 'home_team'],
    wellTyped: isGame,
  },
  {
    name: 'readPlayerWeeks, older layout',
    file: 'player_stats_2024_weeks1-3.csv',
    read: readPlayerWeeks,
    numbers: [...offence, 'interceptions'],
    teams: ['recent_team', 'opponent_team'],
    wellTyped: isWeek,
  },
  {
    name: 'readPlayerWeeks, current layout',
    file: 'player_week_2023_newlayout_sample.csv',
    read: readPlayerWeeks,
    numbers: [...offence, 'passing_interceptions', 'def_tackles_solo', 'def_sacks', 'def_interceptions'],
    teams: ['team', 'opponent_team'],
    wellTyped: isWeek,
  },
];

const garbage = fc.oneof(
  fc.constantFrom(
    'abc',
    '1e',
    '--1',
    'NaN',
    'Infinity',
    ' 1',
    '0x10',
    '1,5',
    '"',
    '""',
    '\n',
    '\r\n',
    'NA',
    '',
    '-',
    '.',
    '1.2.3',
    '١٢',
  ),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const teamCode = fc.oneof(
  fc.constantFrom('LA', 'LAR', 'OAK', 'SD', 'STL', 'JAC', 'WSH', 'XXX', 'kc', ' KC', ''),
  fc.string({ maxLength: 4 }),
);
const set = (row: string[], index: number, value: string) => row.map((cell, i) => (i === index ? value : cell));

type Mutation = (row: string[]) => string[];

function mutations(header: string[], numbers: string[], teams: string[]): fc.Arbitrary<Mutation> {
  const indexes = (names: string[]) => names.map((name) => header.indexOf(name)).filter((i) => i >= 0);
  return fc.oneof(
    fc.constant<Mutation>((row) => row),
    fc.nat().map<Mutation>((i) => (row) => row.filter((_, j) => j !== i % row.length)),
    fc
      .tuple(fc.nat(), garbage)
      .map<Mutation>(([i, value]) => (row) => [...row.slice(0, i % row.length), value, ...row.slice(i % row.length)]),
    fc.tuple(fc.constantFrom(...indexes(numbers)), garbage).map<Mutation>(
      ([i, value]) =>
        (row) =>
          set(row, i, value),
    ),
    fc.tuple(fc.constantFrom(...indexes(teams)), teamCode).map<Mutation>(
      ([i, value]) =>
        (row) =>
          set(row, i, value),
    ),
    fc.tuple(fc.nat(), garbage).map<Mutation>(
      ([i, value]) =>
        (row) =>
          set(row, i % row.length, value),
    ),
    fc.nat().map<Mutation>((i) => (row) => set(row, i % row.length, '')),
  );
}

function countsAddUp(read: ReadResult<object>, dataRows: number): void {
  const skipped = Object.values(read.skipped).reduce((sum, count) => sum + count, 0);
  expect(read.dataRows).toBe(dataRows);
  expect(read.rows.length + read.ignored + skipped).toBe(dataRows);
}

describe.each(sources)('$name', ({ file, read, numbers, teams, wellTyped }) => {
  const table = fixtureTable(file);
  const header = csvLine(table.header);

  it('never throws on mutated real rows (field counts, garbage numbers, unknown teams, quotes, random strings), and counts every row', () => {
    const line = fc.tuple(fc.nat(), mutations(table.header, numbers, teams), fc.boolean());
    const seen = { kept: 0, field_count: 0, non_numeric: 0, unknown_team: 0 };
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        (picks, eol, bom, last) => {
          const lines = picks.map(([pick, mutate, quoteAll]) =>
            mutate([...(table.rows[pick % table.rows.length] ?? [])])
              .map((cell) => csvField(cell, quoteAll))
              .join(','),
          );
          const text = `${bom ? '\uFEFF' : ''}${[header, ...lines].join(eol)}${last ? eol : ''}`;
          const result = read(text);
          countsAddUp(result, lines.length);
          expect(result.rows.every(wellTyped)).toBe(true);
          seen.kept += result.rows.length;
          for (const reason of ['field_count', 'non_numeric', 'unknown_team'] as const)
            seen[reason] += result.skipped[reason];
        },
      ),
      { numRuns: RUNS },
    );
    // The mutations reach every path they are meant to.
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(100);
  });

  it('never throws on real rows with any text between them (stray quotes, line breaks), and counts every record it finds', () => {
    const realLine = fc.nat().map((i) => csvLine(table.rows[i % table.rows.length] ?? []));
    const noise = fc.string({
      unit: fc.oneof(fc.constantFrom(',', '"', '\n', '\r', 'REG', 'KC'), fc.string({ minLength: 1, maxLength: 1 })),
      maxLength: 200,
    });
    fc.assert(
      fc.property(
        fc.array(realLine, { maxLength: 5 }),
        noise,
        fc.array(realLine, { maxLength: 5 }),
        (before, middle, after) => {
          const whole = [header, ...before, middle, ...after].join('\n');
          const result = read(whole);
          countsAddUp(result, forEachCsvRecord(whole, () => undefined) - 1);
          expect(result.rows.every(wellTyped)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
