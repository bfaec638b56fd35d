import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDataset } from '../../../server/data/dataset';
import { DataSourceError, loadDataSource } from '../../../server/dataSource';
import { createNflverseDataset, PROPS_NEED_A_SOURCE } from '../../../server/sources/nflverse/dataset';
import { loadNflverseFiles } from '../../../server/sources/nflverse/load';
import { AFTER_WEEK3_2024, nflverseFiles } from '../../utils/nflverseFolder';
import { testServer } from '../support';
import { csvText, fixtureTable, withCells } from './nflverseText';

/** CONTRACT §9 through the API: the shipped real rows, and a few made-up ones beside them for what the samples lack. */

type Event = {
  id: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: Array<{
    key: string;
    title: string;
    last_update: string;
    markets: Array<{ key: string; outcomes: Array<{ name: string; price: number; point?: number }> }>;
  }>;
};
type Score = { id: string; completed: boolean; scores: Array<{ name: string; score: string }> | null };
type Row = {
  player_id: string;
  team_name: string;
  week: number;
  games_played: number;
  rec_yards: number | null;
  tackles?: number | null;
};

const games = fixtureTable('games_2023.csv');
const stats2024 = fixtureTable('player_stats_2024_weeks1-3.csv');

/** The shipped folder, with the files changed as given (name → CSV text). */
function folder(changes: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-test-'));
  for (const [name, body] of Object.entries({ ...nflverseFiles(), ...changes }))
    writeFileSync(path.join(dir, name), body);
  return dir;
}

const HOPKINS = '00-0030564';
/**
 * Made-up rows beside the real ones: DeAndre Hopkins traded from Tennessee to Kansas City before
 * week 3 (his week-3 row moved to the Chiefs' game at Atlanta), a 2016 game of the Rams in St. Louis
 * and the Raiders in Oakland, a 2022 tie, and three malformed rows (a field short, a stat that is not
 * a number, an unknown team).
 */
function madeUpFolder(): string {
  const traded = withCells(stats2024, 'recent_team', (cell, row) =>
    row[0] === HOPKINS && row[stats2024.header.indexOf('week')] === '3' ? 'KC' : cell,
  );
  const rows = withCells({ header: stats2024.header, rows: traded }, 'opponent_team', (cell, row) =>
    row[0] === HOPKINS && row[stats2024.header.indexOf('week')] === '3' ? 'ATL' : cell,
  );
  const good = rows[0] as string[];
  const yards = stats2024.header.indexOf('receiving_yards');
  const team = stats2024.header.indexOf('recent_team');
  const malformed = [
    good.slice(0, -1),
    good.map((cell, i) => (i === yards ? 'lots' : cell)),
    good.map((cell, i) => (i === team ? 'XYZ' : cell)),
  ];
  const template = games.rows[0] as string[];
  const game = (cells: Record<string, string>) => games.header.map((name, i) => cells[name] ?? template[i] ?? '');
  const extra = [
    game({
      game_id: '2016_01_LA_SF',
      season: '2016',
      week: '1',
      gameday: '2016-09-12',
      gametime: '22:20',
      away_team: 'STL',
      home_team: 'SF',
      away_score: '0',
      home_score: '28',
      result: '28',
      total: '28',
    }),
    game({
      game_id: '2016_01_OAK_NO',
      season: '2016',
      week: '1',
      gameday: '2016-09-11',
      gametime: '13:00',
      away_team: 'OAK',
      home_team: 'NO',
      away_score: '35',
      home_score: '34',
      result: '-1',
      total: '69',
    }),
    game({
      game_id: '2022_08_WAS_IND_TIE',
      season: '2022',
      week: '8',
      gameday: '2022-10-30',
      gametime: '13:00',
      away_team: 'WAS',
      home_team: 'IND',
      away_score: '16',
      home_score: '16',
      result: '0',
      total: '32',
    }),
  ];
  const allGames =
    nflverseFiles()['games.csv']?.toString().trimEnd() +
    '\n' +
    csvText(games.header, extra).split('\n').slice(1).join('\n');
  return folder({ 'games.csv': allGames, 'player_stats_2024.csv': csvText(stats2024.header, [...rows, ...malformed]) });
}

async function serverAt(iso: string, dir = folder()): Promise<FastifyInstance> {
  const dataset = createNflverseDataset(loadNflverseFiles(dir), Date.parse(iso));
  return testServer({ dataset, now: () => new Date(iso) });
}

const json = async <T>(app: FastifyInstance, url: string): Promise<T> => {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

describe('the real seasons behind the API (GRIDLINE_DATA=nflverse)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serverAt(AFTER_WEEK3_2024, madeUpFolder());
  });
  afterAll(() => app.close());

  it('takes as current the latest season whose first game has kicked off', () => {
    const files = loadNflverseFiles(folder());
    expect(createNflverseDataset(files, Date.parse('2024-09-06T00:19:00Z')).current?.season).toBe(2023);
    expect(createNflverseDataset(files, Date.parse('2024-09-06T00:20:00Z')).current?.season).toBe(2024);
    expect(createNflverseDataset(files, Date.parse('2001-01-01T00:00:00Z')).current?.season).toBe(2023);
  });

  it('lists the seasons with a stats file, newest first, by ids of their own', async () => {
    const seasons = await json<Array<{ id: string; label: string }>>(app, '/api/seasons');
    expect(seasons.map((season) => season.label)).toEqual(['2024', '2023']);
    const demoIds = new Set(createDataset().seasons.map((season) => season.id));
    for (const season of seasons) expect(demoIds.has(season.id)).toBe(false);
  });

  it('answers a week’s games with their closing consensus, the Eastern kickoff as UTC', async () => {
    const week1 = await json<Event[]>(app, '/api/teamOdds?week=1');
    expect(week1).toHaveLength(16);
    const opener = week1.find((event) => event.id === '2024_01_BAL_KC');
    // Thursday 5 Sep 2024, 20:20 Eastern (daylight time): 00:20 UTC on the 6th.
    expect(opener).toMatchObject({
      commence_time: '2024-09-06T00:20:00Z',
      home_team: 'Kansas City Chiefs',
      away_team: 'Baltimore Ravens',
    });
    expect(opener?.bookmakers).toEqual([
      {
        key: 'consensus',
        title: 'Closing consensus',
        last_update: '2024-09-06T00:20:00Z',
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: 'Kansas City Chiefs', price: -148 },
              { name: 'Baltimore Ravens', price: 124 },
            ],
          },
          {
            key: 'spreads',
            outcomes: [
              { name: 'Kansas City Chiefs', price: -102, point: -3 },
              { name: 'Baltimore Ravens', price: -118, point: 3 },
            ],
          },
          {
            key: 'totals',
            outcomes: [
              { name: 'Over', price: -110, point: 46 },
              { name: 'Under', price: -110, point: 46 },
            ],
          },
        ],
      },
    ]);
    // São Paulo: a neutral site, the Eagles still the home side; its spread is the Eagles' expected margin turned
    // round.
    const brazil = week1.find((event) => event.id === '2024_01_GB_PHI');
    expect(brazil?.home_team).toBe('Philadelphia Eagles');
    expect(brazil?.bookmakers[0]?.markets[1]?.outcomes[0]).toEqual({
      name: 'Philadelphia Eagles',
      price: -110,
      point: -2,
    });
  });

  it('shows no line before kickoff and no score before the game is 4 h old, though the file knows both', async () => {
    // Thursday of week 2: Buffalo at Miami, 20:15 Eastern (00:15 UTC on the 13th); Buffalo won 31–10.
    for (const [iso, books, completed] of [
      ['2024-09-12T12:00:00Z', 0, false],
      ['2024-09-13T04:14:59Z', 1, false],
      ['2024-09-13T04:15:00Z', 1, true],
    ] as const) {
      const clocked = await serverAt(iso);
      const event = (await json<Event[]>(clocked, '/api/teamOdds?week=2')).find(
        (game) => game.id === '2024_02_BUF_MIA',
      );
      const score = (await json<Score[]>(clocked, '/api/scores?week=2')).find((game) => game.id === '2024_02_BUF_MIA');
      expect([iso, event?.bookmakers.length, score?.completed, score?.scores]).toEqual([
        iso,
        books,
        completed,
        completed
          ? [
              { name: 'Miami Dolphins', score: '10' },
              { name: 'Buffalo Bills', score: '31' },
            ]
          : null,
      ]);
      await clocked.close();
    }
  });

  it('keeps each game’s team in a traded player’s rows, and names his latest in his season row', async () => {
    const [season] = await json<Array<{ id: string }>>(app, '/api/seasons');
    const logs = await json<Row[]>(app, `/api/playerGameLogs?season_id=${season?.id}&player_id=${HOPKINS}`);
    expect(logs.map((row) => [row.week, row.team_name])).toEqual([
      [1, 'Tennessee Titans'],
      [2, 'Tennessee Titans'],
      [3, 'Kansas City Chiefs'],
    ]);
    const rows = await json<Row[]>(app, `/api/playerData?season_id=${season?.id}`);
    expect(rows.find((row) => row.player_id === HOPKINS)).toMatchObject({
      team_name: 'Kansas City Chiefs',
      games_played: 3,
      rec_yards: 90,
      tackles: null,
    });
  });

  it('has no props without a live source, and says so in /sources with what was left out of the files', async () => {
    expect(await json<unknown[]>(app, '/api/playerProps')).toEqual([]);
    const sources = await json<{
      mode: string;
      resources: Record<string, { source: string | null; status: string; detail?: string }>;
      skipped_rows: Record<string, Record<string, number>>;
    }>(app, '/api/sources');
    expect(sources.mode).toBe('nflverse');
    expect(sources.resources.props).toEqual({
      source: null,
      as_of: null,
      status: 'unconfigured',
      detail: PROPS_NEED_A_SOURCE,
    });
    expect(sources.resources.stats).toMatchObject({ source: 'nflverse', status: 'ok' });
    expect(sources.skipped_rows['player_stats_2024.csv']).toEqual({ field_count: 1, non_numeric: 1, unknown_team: 1 });
  });

  it('reads a moved franchise’s old code as today’s team, and counts a tie in the records', async () => {
    const old = createNflverseDataset(loadNflverseFiles(madeUpFolder()), Date.parse('2016-10-01T12:00:00Z'));
    expect(
      old.scoresForWeek(1, Date.parse('2016-10-01T12:00:00Z')).map((game) => `${game.away_team} @ ${game.home_team}`),
    ).toEqual(['Las Vegas Raiders @ New Orleans Saints', 'Los Angeles Rams @ San Francisco 49ers']);
    const tied = createNflverseDataset(loadNflverseFiles(madeUpFolder()), Date.parse('2022-11-01T12:00:00Z'));
    const rankings = tied.powerRankings(Date.parse('2022-11-01T12:00:00Z'));
    expect(rankings.find((entry) => entry.team_name === 'Indianapolis Colts')?.record).toBe('0-0-1');
    expect(rankings.find((entry) => entry.team_name === 'Washington Commanders')?.record).toBe('0-0-1');
  });

  it('ranks the units and the power rankings from the results of /scores', async () => {
    const finals = (
      await Promise.all(
        [1, 2, 3].map((week) =>
          json<Array<Score & { home_team: string; away_team: string }>>(app, `/api/scores?week=${week}`),
        ),
      )
    ).flat();
    const scored = new Map<string, { for: number; against: number; games: number }>();
    for (const game of finals) {
      const [home, away] = [Number(game.scores?.[0]?.score), Number(game.scores?.[1]?.score)];
      for (const [team, own, other] of [
        [game.home_team, home, away],
        [game.away_team, away, home],
      ] as const) {
        const entry = scored.get(team) ?? { for: 0, against: 0, games: 0 };
        scored.set(team, { for: entry.for + own, against: entry.against + other, games: entry.games + 1 });
      }
    }
    const perGame = (team: string, pick: (entry: { for: number; against: number }) => number) =>
      pick(scored.get(team)!) / scored.get(team)!.games;
    const units = Object.values(
      await json<Record<string, Array<{ team_name: string; units: Array<{ unit: string; ranking: number }> }>>>(
        app,
        '/api/teamData/unit-rankings',
      ),
    ).flat();
    const rank = (team: string, unit: string) =>
      units.find((entry) => entry.team_name === team)?.units.find((entry) => entry.unit === unit)?.ranking;
    const best = [...scored.keys()].sort((a, b) => perGame(b, (e) => e.for) - perGame(a, (e) => e.for))[0]!;
    const stingiest = [...scored.keys()].sort(
      (a, b) => perGame(a, (e) => e.against) - perGame(b, (e) => e.against),
    )[0]!;
    expect(rank(best, 'offense')).toBe(1);
    expect(rank(stingiest, 'defense')).toBe(1);
    const power = await json<Array<{ rank: number; team_name: string }>>(app, '/api/teamData/power-rankings');
    const top = [...scored.keys()].sort(
      (a, b) => perGame(b, (e) => e.for - e.against) - perGame(a, (e) => e.for - e.against),
    )[0];
    expect(power[0]?.team_name).toBe(top);
  });
});

describe('starting on nflverse data', () => {
  it('stops with a message naming the missing file and the command that fetches it', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'gridline-nflverse-empty-'));
    expect(() => loadDataSource({ GRIDLINE_DATA: 'nflverse', NFLVERSE_DIR: empty }, Date.now())).toThrow(
      DataSourceError,
    );
    expect(() => loadDataSource({ GRIDLINE_DATA: 'nflverse', NFLVERSE_DIR: empty }, Date.now())).toThrow(
      /games\.csv is missing: npm run data:nflverse fetches it/,
    );
    expect(() => loadDataSource({ GRIDLINE_DATA: 'real' }, Date.now())).toThrow(
      /GRIDLINE_DATA must be demo or nflverse/,
    );
  });

  it('says what it serves, and takes the current season’s opener for the client', () => {
    const source = loadDataSource({ GRIDLINE_DATA: 'nflverse', NFLVERSE_DIR: folder() }, Date.parse(AFTER_WEEK3_2024));
    expect(source.seasonOpener).toBe('2024-09-05');
    expect(source.summary).toBe(
      'Serving nflverse data: seasons 2024, 2023, current season 2024. Rows left out: none. Lines before kickoff, scores in play and props need ODDS_API_KEY (see README).',
    );
  });
});
