import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../../server/app';
import type { ScoreEvent } from '../../../server/data/researchTypes';
import type { OddsEvent, PowerRankingEntry } from '../../../server/data/types';
import { loadDataSource } from '../../../server/dataSource';
import { providerSeasonAt } from '../../../server/sources/live/providerSeason';
import { nflverseFolder } from '../../utils/nflverseFolder';
import {
  ODDS_PATH,
  oddsEventFor,
  SCORES_PATH,
  scoreEventFor,
  startOddsApiStub,
  type OddsApiStub,
  type StubGame,
} from '../../utils/oddsApiStub';
import { DEC_9_2026, WEEK14_2026, WEEK14_2026_IDS } from '../../utils/providerWeek2026';

/**
 * Issue #59 item 3: live mode at a clock in December 2026, when the shipped nflverse files end with 2024. The
 * provider's events are placed in the weeks of the calendar's season in progress (2026, opened 10 September), under the
 * ids nflverse will give them, with their books, their scores and the rankings those scores make.
 */
const CLOCK = DEC_9_2026;
const KEY = 'test-odds-key-2026c4e1a9';
const WEEK14 = WEEK14_2026;

/** Week 13's Monday game, final, as /scores?daysFrom=3 reports it. */
const WEEK13_FINAL: StubGame = {
  away_team: 'Green Bay Packers',
  home_team: 'Chicago Bears',
  kickoff: '2026-12-08T01:15:00Z',
};
/** A wild-card game in January: past the regular season, in no week. */
const PLAYOFF: StubGame = {
  away_team: 'Houston Texans',
  home_team: 'Baltimore Ravens',
  kickoff: '2027-01-16T21:30:00Z',
};

const folder = nflverseFolder();
let stub: OddsApiStub;
let listed: StubGame[] = [...WEEK14, PLAYOFF];

beforeAll(async () => {
  stub = await startOddsApiStub({ key: KEY, remaining: 500, clock: CLOCK });
  stub.answer(ODDS_PATH, (clock: string) => listed.map((game) => oddsEventFor(game, { lastUpdate: clock })));
  stub.answer(SCORES_PATH, [
    scoreEventFor(WEEK13_FINAL, { home: 24, away: 17, completed: true, lastUpdate: '2026-12-08T04:30:00Z' }),
    ...WEEK14.map((game) => scoreEventFor(game)),
  ]);
});
afterAll(async () => {
  await stub.close();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  listed = [...WEEK14, PLAYOFF];
});

async function liveServer(stateDir: string) {
  const env = {
    GRIDLINE_DATA: 'nflverse',
    NFLVERSE_DIR: folder,
    ODDS_API_KEY: KEY,
    ODDS_API_BASE_URL: stub.baseUrl,
    GRIDLINE_STATE_DIR: stateDir,
  };
  const source = loadDataSource(env, Date.parse(CLOCK));
  const app = await buildServer({
    dataset: source.dataset,
    distDir: '/nonexistent-gridline-dist',
    now: () => new Date(CLOCK),
    ...(source.seasonOpener ? { seasonOpener: source.seasonOpener } : {}),
  });
  await app.ready();
  apps.push(app);
  return { app, source };
}

const newStateDir = () => mkdtempSync(path.join(tmpdir(), 'gridline-provider-season-'));
const json = <T>(response: LightMyRequestResponse): T => {
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

describe('live mode in a season nflverse has not published', () => {
  it('counts the weeks from the calendar’s 2026 opener and says so to the client', async () => {
    const { source } = await liveServer(newStateDir());
    expect(source.seasonOpener).toBe('2026-09-10');
    expect(source.summary).toContain('current season 2026');
  });

  it('shows the stub’s events under week 14, with nflverse’s ids and the three books; the playoffs in no week', async () => {
    const { app } = await liveServer(newStateDir());
    const week14 = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=14'));
    expect(week14.map((game) => game.id)).toEqual(WEEK14_2026_IDS);
    for (const game of week14) {
      expect(game.bookmakers.map((book) => book.key).sort()).toEqual(['betmgm', 'draftkings', 'fanduel']);
    }
    expect(week14.map((game) => game.home_team)).toEqual(WEEK14.map((game) => game.home_team));
    for (let week = 1; week <= 18; week++) {
      if (week === 14) continue;
      const ids = json<OddsEvent[]>(await app.inject(`/api/teamOdds?week=${week}`)).map((game) => game.id);
      expect(ids.filter((id) => id.includes('HOU'))).toEqual([]);
    }
  });

  it('counts the provider’s final of last week in the power rankings, and shows it in the scores', async () => {
    const { app } = await liveServer(newStateDir());
    // Asked first: the rankings ask the provider for its scores themselves.
    const rankings = json<PowerRankingEntry[]>(await app.inject('/api/teamData/power-rankings'));
    expect(rankings.find((team) => team.team_name === 'Chicago Bears')?.record).toBe('1-0');
    expect(rankings.find((team) => team.team_name === 'Green Bay Packers')?.record).toBe('0-1');
    expect(rankings.find((team) => team.team_name === 'Kansas City Chiefs')?.record).toBe('0-0');
    const week13 = json<ScoreEvent[]>(await app.inject('/api/scores?week=13'));
    expect(week13).toEqual([
      expect.objectContaining({
        id: '2026_13_GB_CHI',
        completed: true,
        scores: [
          { name: 'Chicago Bears', score: '24' },
          { name: 'Green Bay Packers', score: '17' },
        ],
      }),
    ]);
  });

  it('keeps the week’s games after a restart from the record, when the provider lists none', async () => {
    const dir = newStateDir();
    const first = await liveServer(dir);
    json<OddsEvent[]>(await first.app.inject('/api/teamOdds?week=14'));
    await first.app.close();
    listed = [];
    const { app } = await liveServer(dir);
    const week14 = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=14'));
    expect(week14.map((game) => game.id)).toEqual(WEEK14_2026_IDS);
  });

  it('is the files’ season whenever they hold the calendar’s', () => {
    expect(providerSeasonAt(Date.parse(CLOCK), 2026)).toBeUndefined();
    expect(providerSeasonAt(Date.parse('2024-09-19T12:00:00Z'), 2024)).toBeUndefined();
    expect(providerSeasonAt(Date.parse(CLOCK), 2024)?.season.season).toBe(2026);
  });
});
