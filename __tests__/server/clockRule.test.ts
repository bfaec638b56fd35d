import type { FastifyInstance } from 'fastify';
import { clockFrom } from '../../server/main';
import { getJson, serverForTests, testDataset, testServer } from './support';

const MID_SEASON = '2025-09-20T12:00:00Z';
const seasonId = testDataset().seasons[0]?.id ?? '';

describe('the server clock (GRIDLINE_NOW)', () => {
  it('fixes the clock at an ISO time, follows the real clock when unset, and names a bad value', () => {
    expect(clockFrom('2025-09-20T12:00:00Z')?.().toISOString()).toBe('2025-09-20T12:00:00.000Z');
    expect(clockFrom(undefined)).toBeUndefined();
    expect(clockFrom(' ')).toBeUndefined();
    expect(() => clockFrom('next tuesday')).toThrow(
      'GRIDLINE_NOW must be an ISO time such as 2025-09-20T12:00:00Z, got "next tuesday"',
    );
  });
});

describe(`at ${MID_SEASON} (Saturday of week 3)`, () => {
  const server = serverForTests({ now: () => new Date(MID_SEASON) });
  const app = () => server.app();

  it('has weeks 1 and 2 and Thursday night of week 3 final, and nothing later started', async () => {
    const completed: Record<number, [number, number]> = {};
    for (const week of [1, 2, 3, 4, 18]) {
      const scores = await getJson<Array<{ completed: boolean; scores: unknown }>>(app(), `/api/scores?week=${week}`);
      completed[week] = [
        scores.filter((game) => game.completed).length,
        scores.filter((game) => game.scores === null).length,
      ];
    }
    expect(completed).toEqual({ 1: [16, 0], 2: [16, 0], 3: [1, 15], 4: [0, 16], 18: [0, 16] });
  });

  it('counts only the final games in /playerData and the game logs', async () => {
    const rows = await getJson<Array<{ games_played: number }>>(app(), `/api/playerData?season_id=${seasonId}`);
    expect(Math.max(...rows.map((row) => row.games_played))).toBe(3);
    expect(await getJson(app(), `/api/playerGameLogs?season_id=${seasonId}&week=4`)).toEqual([]);
    expect(
      (await getJson<unknown[]>(app(), `/api/playerGameLogs?season_id=${seasonId}&week=3`)).length,
    ).toBeGreaterThan(60);
  });

  it('quotes power-ranking records of two games a team, three for Thursday night’s two teams', async () => {
    const records = (await getJson<Array<{ record: string }>>(app(), '/api/teamData/power-rankings')).map(
      (entry) => entry.record,
    );
    const games = records.map((record) => record.split('-').reduce((sum, n) => sum + Number(n), 0)).sort();
    expect(games).toEqual([...Array<number>(30).fill(2), 3, 3]);
  });
});

describe('answers that change with the clock', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  });
  afterAll(async () => app.close());

  it('shows a game that kicked off at its closing line, each book stamped when it last updated before kickoff', async () => {
    const body = await getJson(app, '/api/teamOdds?week=3');
    const events = body as Array<{ id: string; commence_time: string; bookmakers: Array<{ last_update: string }> }>;
    expect(events).toEqual(testDataset().oddsForWeek(3));
    for (const event of events) {
      for (const book of event.bookmakers) {
        const lead = Date.parse(event.commence_time) - Date.parse(book.last_update);
        expect(lead).toBeGreaterThanOrEqual(2 * 60_000);
        expect(lead).toBeLessThanOrEqual(50 * 60_000);
      }
    }
  });

  it('shows an upcoming game at its latest snapshot, and changes the answer and its ETag only with a new snapshot', async () => {
    // Week 10's Sunday games kick off on 9 November; snapshots come every 6 h until a day before kickoff.
    let now = Date.parse('2025-11-07T12:10:00Z');
    const clocked = await testServer({ now: () => new Date(now) });
    const answer = async () => {
      const response = await clocked.inject('/api/teamOdds?week=10');
      return {
        etag: response.headers.etag,
        events: response.json() as Array<{ bookmakers: Array<{ last_update: string }> }>,
      };
    };
    const first = await answer();
    const stamps = first.events.flatMap((event) => event.bookmakers.map((book) => Date.parse(book.last_update)));
    expect(Math.max(...stamps)).toBeLessThanOrEqual(now);
    expect(first.events).toEqual(testDataset().oddsForWeek(10, now));
    now += 30 * 60_000;
    expect(await answer()).toEqual(first);
    now += 6 * 3_600_000;
    const later = await answer();
    expect(later.etag).not.toBe(first.etag);
    expect(later.events).toEqual(testDataset().oddsForWeek(10, now));
    await clocked.close();
  });

  it('shows the opening line before a game has one, stamped at the opening', async () => {
    const early = await testServer({ now: () => new Date('2025-08-01T00:00:00Z') });
    const events = (await early.inject('/api/teamOdds?week=5')).json() as Array<{
      commence_time: string;
      bookmakers: Array<{ last_update: string }>;
    }>;
    expect(events).toEqual(testDataset().openingOddsForWeek(5));
    for (const event of events) {
      for (const book of event.bookmakers)
        expect(Date.parse(event.commence_time) - Date.parse(book.last_update)).toBe(7 * 24 * 3_600_000);
    }
    await early.close();
  });

  it('keeps /playerData’s ETag until a game becomes final, then changes it', async () => {
    const game = testDataset().play(seasonId)?.weeks[4]?.[0];
    if (!game) throw new Error('no week 5 game');
    let now = game.finalAt - 60_000;
    const app = await testServer({ now: () => new Date(now) });
    const etag = async () => (await app.inject(`/api/playerData?season_id=${seasonId}`)).headers.etag;
    const before = await etag();
    now = game.finalAt - 1;
    expect(await etag()).toBe(before);
    now = game.finalAt;
    expect(await etag()).not.toBe(before);
    await app.close();
  });
});
