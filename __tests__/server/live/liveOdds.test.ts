import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../../server/app';
import type { ScoreEvent, SourcesAnswer } from '../../../server/data/researchTypes';
import type { OddsEvent, PlayerPropRecord, PlayerStatRow, Season } from '../../../server/data/types';
import { loadDataSource } from '../../../server/dataSource';
import { LINES_NEED_A_KEY } from '../../../server/sources/nflverse/dataset';
import { nflverseFolder } from '../../utils/nflverseFolder';
import {
  eventOddsPath,
  ODDS_PATH,
  oddsEventFor,
  passingPropsFor,
  SCORES_PATH,
  scoreEventFor,
  startOddsApiStub,
  stubEventId,
  type OddsApiStub,
} from '../../utils/oddsApiStub';

/**
 * Issue #39 items 1, 2, 4, 6 and 7 through the API: the real 2024 season from the shipped nflverse
 * rows, its week 3 to come (Thursday 19 September, noon UTC), The Odds API stood in for by a local
 * stub; the odds record in a folder of the test's own.
 */
const CLOCK = '2024-09-19T12:00:00Z';
const KEY = 'test-odds-key-5f2c9a7e41';
const BOOKS = ['fanduel', 'draftkings', 'betmgm'];

const folder = nflverseFolder();
let stub: OddsApiStub;
let week3: OddsEvent[];
/** The week's games as the stub lists them; the first one's home spread is set by `spread`. */
let spread = -3;

beforeAll(async () => {
  stub = await startOddsApiStub({ key: KEY, remaining: 500, clock: CLOCK });
  // The schedule as nflverse alone serves it: the games the stub offers lines for.
  const plain = loadDataSource({ GRIDLINE_DATA: 'nflverse', NFLVERSE_DIR: folder }, Date.parse(CLOCK));
  week3 = plain.dataset.oddsForWeek(3, Date.parse(CLOCK));
  stub.answer(ODDS_PATH, (clock: string) =>
    week3.map((game, index) =>
      oddsEventFor(
        { home_team: game.home_team, away_team: game.away_team, kickoff: game.commence_time },
        { homeSpread: index === 0 ? spread : -3, lastUpdate: clock },
      ),
    ),
  );
});
afterAll(async () => {
  await stub.close();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  stub.clearFailures();
  spread = -3;
});

/** The embedded server on those files and that stub, its clock at `clock`. */
async function liveServer(stateDir: string, extra: Record<string, string> = {}, clock: { at: string } = { at: CLOCK }) {
  const env = {
    GRIDLINE_DATA: 'nflverse',
    NFLVERSE_DIR: folder,
    ODDS_API_KEY: KEY,
    ODDS_API_BASE_URL: stub.baseUrl,
    GRIDLINE_STATE_DIR: stateDir,
    ...extra,
  };
  const source = loadDataSource(env, Date.parse(clock.at));
  const app = await buildServer({
    dataset: source.dataset,
    distDir: '/nonexistent-gridline-dist',
    now: () => new Date(clock.at),
    ...(source.seasonOpener ? { seasonOpener: source.seasonOpener } : {}),
  });
  await app.ready();
  apps.push(app);
  return app;
}

const newStateDir = () => mkdtempSync(path.join(tmpdir(), 'gridline-state-'));
const json = <T>(response: LightMyRequestResponse): T => {
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};
const spreadOf = (event: OddsEvent | undefined, book: string) =>
  event?.bookmakers
    .find((b) => b.key === book)
    ?.markets.find((m) => m.key === 'spreads')
    ?.outcomes.find((o) => o.name === event.home_team)?.point;

describe('live lines from The Odds API over the real season', () => {
  it('gives the games to come the three books under nflverse’s ids, and a played game its closing consensus', async () => {
    const app = await liveServer(newStateDir());
    const odds = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=3'));
    expect(odds.map((game) => game.id)).toEqual(week3.map((game) => game.id));
    const toCome = odds.filter((game) => Date.parse(game.commence_time) > Date.parse(CLOCK));
    expect(toCome.length).toBe(week3.length);
    for (const game of toCome) expect(game.bookmakers.map((book) => book.key).sort()).toEqual([...BOOKS].sort());
    const played = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=2'));
    for (const game of played) expect(game.bookmakers.map((book) => book.key)).toEqual(['consensus']);
  });

  it('asks the provider once for fifty answers within its lifetime', async () => {
    const app = await liveServer(newStateDir());
    const before = stub.requests(ODDS_PATH);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.inject(`/api/teamOdds?week=${1 + (i % 3)}`)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(stub.requests(ODDS_PATH) - before).toBe(1);
  });

  it('records a line when it changes: the opening is the first seen, the history has both, and both survive a restart', async () => {
    const dir = newStateDir();
    const clock = { at: CLOCK };
    const app = await liveServer(dir, { ODDS_API_TTL_S: '1' }, clock);
    const first = week3[0]?.id ?? '';
    json(await app.inject('/api/teamOdds?week=3'));
    // Five minutes later on the app's clock (a snapshot's time), a second on the real one (the lifetime).
    spread = -4.5;
    clock.at = new Date(Date.parse(CLOCK) + 300_000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const moved = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=3'));
    expect(spreadOf(moved[0], 'fanduel')).toBe(-4.5);
    const opening = json<OddsEvent[]>(await app.inject('/api/teamOdds/opening?week=3'));
    expect(
      spreadOf(
        opening.find((game) => game.id === first),
        'fanduel',
      ),
    ).toBe(-3);
    const history = json<{ snapshots: Array<{ timestamp: string }> }>(
      await app.inject(`/api/teamOdds/history?event_id=${first}`),
    );
    expect(history.snapshots.length).toBe(2);
    // An unchanged game is recorded once.
    const still = json<{ snapshots: unknown[] }>(
      await app.inject(`/api/teamOdds/history?event_id=${week3[1]?.id ?? ''}`),
    );
    expect(still.snapshots.length).toBe(1);

    await app.close();
    apps.splice(0);
    const again = await liveServer(dir, { ODDS_API_TTL_S: '1' }, clock);
    const restored = json<{ snapshots: unknown[] }>(await again.inject(`/api/teamOdds/history?event_id=${first}`));
    expect(restored.snapshots).toEqual(history.snapshots);
  });

  it('grades a game that has kicked off by the last line recorded before kickoff, not the consensus', async () => {
    const dir = newStateDir();
    const clock = { at: CLOCK };
    const app = await liveServer(dir, {}, clock);
    json(await app.inject('/api/teamOdds?week=3'));
    const first = week3[0];
    clock.at = new Date(Date.parse(first?.commence_time ?? '') + 3_600_000).toISOString();
    const after = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=3'));
    const game = after.find((event) => event.id === first?.id);
    expect(game?.bookmakers.map((book) => book.key).sort()).toEqual([...BOOKS].sort());
    expect(spreadOf(game, 'fanduel')).toBe(-3);
  });

  it('serves the last good lines when the provider answers 429, and says since when in /sources', async () => {
    const app = await liveServer(newStateDir(), { ODDS_API_TTL_S: '1' });
    const good = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=3'));
    const fresh = json<SourcesAnswer>(await app.inject('/api/sources'));
    expect(fresh.resources.odds).toMatchObject({ source: 'the-odds-api', status: 'ok' });
    expect(fresh.quota_remaining).toEqual(expect.any(Number));

    stub.fail(ODDS_PATH, { status: 429, retryAfter: '30' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const during = json<OddsEvent[]>(await app.inject('/api/teamOdds?week=3'));
    expect(during).toEqual(good);
    const stale = json<SourcesAnswer>(await app.inject('/api/sources'));
    expect(stale.resources.odds.status).toBe('stale');
    expect(stale.resources.odds.as_of).toBe(fresh.resources.odds.as_of);
    // Backing off: the next answers within Retry-After do not ask again.
    const asked = stub.requests(ODDS_PATH);
    json(await app.inject('/api/teamOdds?week=3'));
    expect(stub.requests(ODDS_PATH)).toBe(asked);
  });

  it('never lets the key out: answers, headers and /sources, even when the provider echoes it', async () => {
    const app = await liveServer(newStateDir(), { ODDS_API_TTL_S: '1' });
    const seen: string[] = [];
    const keep = (response: LightMyRequestResponse) => seen.push(response.body, JSON.stringify(response.headers));
    for (const url of [
      '/api/teamOdds?week=3',
      '/api/teamOdds/opening?week=3',
      '/api/scores?week=3',
      '/api/sources',
      '/api/playerProps',
    ])
      keep(await app.inject(url));
    stub.fail(ODDS_PATH, { status: 500, echoUrl: true });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    keep(await app.inject('/api/teamOdds?week=3'));
    const failing = await app.inject('/api/sources');
    keep(failing);
    expect((failing.json() as SourcesAnswer).resources.odds.status).toBe('stale');
    expect(seen.join('\n')).not.toContain(KEY);
  });

  it('serves the props of the games to come with nflverse’s player ids, an unknown player kept without one and counted', async () => {
    const app = await liveServer(newStateDir());
    const game = week3[0];
    if (!game) throw new Error('no week 3 game');
    const [season] = json<Season[]>(await app.inject('/api/seasons'));
    const rows = json<PlayerStatRow[]>(await app.inject(`/api/playerData?season_id=${season?.id ?? ''}`));
    const passer = rows.find((row) => row.team_name === game.home_team && row.position === 'QB');
    if (!passer) throw new Error(`no quarterback of the ${game.home_team}`);
    const stubGame = { home_team: game.home_team, away_team: game.away_team, kickoff: game.commence_time };
    stub.answer(
      eventOddsPath(stubEventId(stubGame)),
      passingPropsFor(stubGame, [passer.name, 'Nobody Known'], 224.5, CLOCK),
    );

    const props = json<PlayerPropRecord[]>(await app.inject('/api/playerProps'));
    const his = props.filter((record) => record.player === passer.name);
    expect(his.map((record) => [record.props.market, record.props.selection, record.props.player.id])).toEqual([
      ['Passing Yards', { name: 'Over', line: 224.5 }, passer.player_id],
      ['Passing Yards', { name: 'Under', line: 224.5 }, passer.player_id],
    ]);
    expect(
      props
        .filter((record) => record.player === 'Nobody Known')
        .every((record) => record.props.player.id === undefined),
    ).toBe(true);
    const sources = json<SourcesAnswer>(await app.inject('/api/sources'));
    expect(sources.resources.props).toMatchObject({ source: 'the-odds-api' });
    expect(sources.skipped_rows?.['the-odds-api']).toMatchObject({ unknown_player: 2 });
  });

  it('takes the provider’s score of a game in play, and the clock rule for a game it has not reported', async () => {
    const [playing, other] = week3;
    if (!playing || !other) throw new Error('no week 3 games');
    const stubGame = (game: OddsEvent) => ({
      home_team: game.home_team,
      away_team: game.away_team,
      kickoff: game.commence_time,
    });
    stub.answer(SCORES_PATH, [
      scoreEventFor(stubGame(playing), { home: 7, away: 3, completed: false, lastUpdate: CLOCK }),
    ]);
    const clock = { at: new Date(Date.parse(playing.commence_time) + 3_600_000).toISOString() };
    const app = await liveServer(newStateDir(), {}, clock);
    const scores = json<ScoreEvent[]>(await app.inject('/api/scores?week=3'));
    const live = scores.find((event) => event.id === playing.id);
    expect(live).toMatchObject({
      completed: false,
      scores: [
        { name: playing.home_team, score: '7' },
        { name: playing.away_team, score: '3' },
      ],
    });
    // Not reported, and not final by the clock (kickoff + 4 h): no score, though the file knows it.
    expect(scores.find((event) => event.id === other.id)).toMatchObject({ completed: false, scores: null });
  });

  it('without a key, says the lines to come need one', async () => {
    const source = loadDataSource({ GRIDLINE_DATA: 'nflverse', NFLVERSE_DIR: folder }, Date.parse(CLOCK));
    expect(source.dataset.sources().resources.odds.detail).toContain(LINES_NEED_A_KEY);
    expect(source.dataset.oddsForWeek(3, Date.parse(CLOCK)).every((game) => game.bookmakers.length === 0)).toBe(true);
  });
});
