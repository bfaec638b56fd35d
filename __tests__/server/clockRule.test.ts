import { clockFrom } from '../../server/main';
import { getJson, serverForTests, testDataset, testServer } from './support';

const MID_SEASON = '2025-09-20T12:00:00Z';
const seasonId = testDataset().seasons[0]?.id ?? '';

describe('the server clock (GRIDLINE_NOW)', () => {
  it('fixes the clock at an ISO time, follows the real clock when unset, and names a bad value', () => {
    expect(clockFrom('2025-09-20T12:00:00Z')?.().toISOString()).toBe('2025-09-20T12:00:00.000Z');
    expect(clockFrom(undefined)).toBeUndefined();
    expect(clockFrom(' ')).toBeUndefined();
    expect(() => clockFrom('next tuesday')).toThrow('GRIDLINE_NOW must be an ISO time such as 2025-09-20T12:00:00Z, got "next tuesday"');
  });
});

describe(`at ${MID_SEASON} (Saturday of week 3)`, () => {
  const server = serverForTests({ now: () => new Date(MID_SEASON) });
  const app = () => server.app();

  it('has weeks 1 and 2 and Thursday night of week 3 final, and nothing later started', async () => {
    const completed: Record<number, [number, number]> = {};
    for (const week of [1, 2, 3, 4, 18]) {
      const scores = await getJson<Array<{ completed: boolean; scores: unknown }>>(app(), `/api/scores?week=${week}`);
      completed[week] = [scores.filter((game) => game.completed).length, scores.filter((game) => game.scores === null).length];
    }
    expect(completed).toEqual({ 1: [16, 0], 2: [16, 0], 3: [1, 15], 4: [0, 16], 18: [0, 16] });
  });

  it('counts only the final games in /playerData and the game logs', async () => {
    const rows = await getJson<Array<{ games_played: number }>>(app(), `/api/playerData?season_id=${seasonId}`);
    expect(Math.max(...rows.map((row) => row.games_played))).toBe(3);
    expect(await getJson(app(), `/api/playerGameLogs?season_id=${seasonId}&week=4`)).toEqual([]);
    expect((await getJson<unknown[]>(app(), `/api/playerGameLogs?season_id=${seasonId}&week=3`)).length).toBeGreaterThan(60);
  });

  it('quotes power-ranking records of two games a team, three for Thursday night’s two teams', async () => {
    const records = (await getJson<Array<{ record: string }>>(app(), '/api/teamData/power-rankings')).map((entry) => entry.record);
    const games = records.map((record) => record.split('-').reduce((sum, n) => sum + Number(n), 0)).sort();
    expect(games).toEqual([...Array<number>(30).fill(2), 3, 3]);
  });
});

describe('answers that change with the clock', () => {
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
