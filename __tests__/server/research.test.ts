import { fullTeamName, TEAMS } from '../../src/domain/teams';
import { checkOddsEvent } from './contract';
import { checkDefenseTable, checkGameLogRow, checkHistory, checkScoreEvent } from './contractResearch';
import { serverForTests, testDataset, testServer } from './support';

const TEAM_NAMES = new Set(TEAMS.map(fullTeamName));
const HOUR = 3_600_000;
/** The default test clock: Saturday of week 10, 2025. */
const NOW = Date.parse('2025-11-08T18:00:00Z');
const [current, , oldest] = testDataset().seasons.map((season) => season.id);

const { get } = serverForTests();

type Event = { id: string; commence_time: string; bookmakers: Array<{ last_update: string }> };
type Score = {
  id: string;
  commence_time: string;
  completed: boolean;
  scores: Array<{ name: string; score: string }> | null;
  last_update: string | null;
};
type Row = {
  player_id: string;
  week: number;
  game_id: string;
  commence_time: string;
  team_name?: string;
  opponent: string;
};

describe('GET /api/scores', () => {
  it.each(Array.from({ length: 18 }, (_, i) => i + 1))(
    'answers week %i in the scores shape, with the /teamOdds ids',
    async (week) => {
      const scores = (await get(`/api/scores?week=${week}`)).body as Score[];
      expect(scores.flatMap((event) => checkScoreEvent(event, TEAM_NAMES))).toEqual([]);
      const odds = (await get(`/api/teamOdds?week=${week}`)).body as Event[];
      expect(scores.map((event) => event.id).sort()).toEqual(odds.map((event) => event.id).sort());
      for (const event of scores) expect(event.completed).toBe(Date.parse(event.commence_time) + 4 * HOUR <= NOW);
    },
  );

  it('shows no score before kickoff, the running score during the game and the final 4 h after kickoff', async () => {
    const [game] = testDataset().play(current ?? '')?.weeks[2] ?? [];
    if (!game) throw new Error('no week 3 game');
    let now = game.kickoff - 60_000;
    const clocked = await testServer({ now: () => new Date(now) });
    const scoreAt = async (at: number) => {
      now = at;
      return ((await clocked.inject('/api/scores?week=3')).json() as Score[]).find((event) => event.id === game.id);
    };
    expect(await scoreAt(game.kickoff - 60_000)).toMatchObject({ completed: false, scores: null, last_update: null });
    expect(await scoreAt(game.kickoff)).toMatchObject({ completed: false, scores: [{ score: '0' }, { score: '0' }] });
    const totals: number[] = [];
    for (let at = game.kickoff; at < game.finalAt; at += 15 * 60_000) {
      const live = await scoreAt(at);
      totals.push((live?.scores ?? []).reduce((sum, side) => sum + Number(side.score), 0));
      expect(Date.parse(live?.last_update ?? '')).toBeLessThanOrEqual(at);
    }
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const final = await scoreAt(game.finalAt);
    expect(final).toMatchObject({
      completed: true,
      last_update: new Date(game.finalAt).toISOString().replace('.000Z', 'Z'),
    });
    expect(final?.scores?.map((side) => Number(side.score))).toEqual([game.score.home, game.score.away]);
    await clocked.close();
  });

  it.each(['0', '19', 'x', ''])('rejects week=%s with 400', async (week) => {
    expect(await get(`/api/scores?week=${week}`)).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('week must be') },
    });
  });
});

describe('GET /api/teamOdds/opening', () => {
  it('answers each game of the week with its books as they opened, 7 days before kickoff, in the /teamOdds order', async () => {
    const opening = (await get('/api/teamOdds/opening?week=12')).body as Event[];
    expect(opening.flatMap((event) => checkOddsEvent(event, TEAM_NAMES))).toEqual([]);
    const latest = (await get('/api/teamOdds?week=12')).body as Event[];
    expect(opening.map((event) => event.id)).toEqual(latest.map((event) => event.id));
    for (const event of opening) {
      for (const book of event.bookmakers)
        expect(Date.parse(event.commence_time) - Date.parse(book.last_update)).toBe(7 * 24 * HOUR);
    }
  });

  it('rejects a missing week with 400', async () => {
    expect(await get('/api/teamOdds/opening')).toMatchObject({ status: 400 });
  });
});

describe('GET /api/teamOdds/history', () => {
  const checkBooks = (bookmakers: unknown) =>
    checkOddsEvent(
      {
        id: 'x',
        commence_time: '2025-01-01T00:00:00Z',
        home_team: 'Buffalo Bills',
        away_team: 'Buffalo Bills',
        bookmakers,
      },
      TEAM_NAMES,
    );

  it('answers a game’s snapshots oldest first, at least every 6 h from 7 days out, none after the clock', async () => {
    // Week 10's Sunday games: the clock (Saturday 18:00Z) falls inside their week of snapshots.
    const events = (await get('/api/teamOdds?week=10')).body as Event[];
    for (const event of events) {
      const { status, body } = await get(`/api/teamOdds/history?event_id=${event.id}`);
      expect(status).toBe(200);
      expect(checkHistory(body, checkBooks)).toEqual([]);
      const times = (body as { snapshots: Array<{ timestamp: string }> }).snapshots.map((snapshot) =>
        Date.parse(snapshot.timestamp),
      );
      const kickoff = Date.parse(event.commence_time);
      expect(times[0]).toBe(kickoff - 7 * 24 * HOUR);
      expect(Math.max(...times)).toBeLessThanOrEqual(Math.min(NOW, kickoff));
      // The latest snapshot is the closing line once the game kicked off, else at most 6 h old.
      if (kickoff <= NOW) expect(Math.max(...times)).toBe(kickoff);
      else expect(NOW - Math.max(...times)).toBeLessThan(6 * HOUR);
      times.slice(1).forEach((time, i) => {
        expect(time - (times[i] ?? 0)).toBeGreaterThan(0);
        expect(time - (times[i] ?? 0)).toBeLessThanOrEqual(6 * HOUR);
      });
    }
  });

  it('answers a game of an earlier season by the game_id its game logs carry', async () => {
    const [row] = (await get(`/api/playerGameLogs?season_id=${oldest}&week=5`)).body as Row[];
    const history = (await get(`/api/teamOdds/history?event_id=${row?.game_id}`)).body as {
      commence_time: string;
      snapshots: unknown[];
    };
    expect(history.commence_time).toBe(row?.commence_time);
    expect(history.snapshots.length).toBeGreaterThan(28);
  });

  it.each([
    ['', 400, 'event_id is required, e.g. /teamOdds/history?event_id=<id from /teamOdds>'],
    ['?event_id=nope', 404, 'Unknown event_id: nope'],
  ])('answers %s with %i', async (query, status, error) => {
    expect(await get(`/api/teamOdds/history${query}`)).toMatchObject({ status, body: { error } });
  });
});

describe('GET /api/playerGameLogs', () => {
  const players = async (seasonId: string) =>
    (await get(`/api/playerData?season_id=${seasonId}`)).body as Array<{ player_id: string; games_played: number }>;

  it('answers the named players’ final games in week order, one row per game, and nothing for unknown ids', async () => {
    const played = (await players(current ?? '')).filter((row) => row.games_played >= 5).slice(0, 3);
    const ids = [...played.map((row) => row.player_id), 'not-a-player'];
    const rows = (await get(`/api/playerGameLogs?season_id=${current}&player_id=${ids.join(',')}`)).body as Row[];
    expect(rows.flatMap((row) => checkGameLogRow(row, current ?? '', TEAM_NAMES))).toEqual([]);
    expect(rows.map((row) => row.week)).toEqual(rows.map((row) => row.week).sort((a, b) => a - b));
    for (const player of played)
      expect(rows.filter((row) => row.player_id === player.player_id)).toHaveLength(player.games_played);
    for (const row of rows) expect(Date.parse(row.commence_time) + 4 * HOUR).toBeLessThanOrEqual(NOW);
  });

  it('names the player’s team in every row of every week, the side of the game that is not the opponent', async () => {
    for (const seasonId of [current, oldest]) {
      const rows = (
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => get(`/api/playerGameLogs?season_id=${seasonId}&week=${i + 1}`)),
        )
      ).flatMap((answer) => answer.body as Row[]);
      expect(rows.length).toBeGreaterThan(10_000);
      expect(
        rows
          .filter((row) => !TEAM_NAMES.has(String(row.team_name)) || row.team_name === row.opponent)
          .map((row) => `${row.player_id} week ${row.week}`),
      ).toEqual([]);
    }
  });

  it('answers a week’s box scores: every player of the week’s final games', async () => {
    const rows = (await get(`/api/playerGameLogs?season_id=${oldest}&week=7`)).body as Row[];
    expect(rows.flatMap((row) => checkGameLogRow(row, oldest ?? '', TEAM_NAMES))).toEqual([]);
    expect(new Set(rows.map((row) => row.week))).toEqual(new Set([7]));
    expect(rows.length).toBeGreaterThan(1000);
    expect((await get(`/api/playerGameLogs?season_id=${current}&week=11`)).body).toEqual([]);
  });

  const manyIds = Array.from({ length: 201 }, (_, i) => `p${i}`).join(',');
  it.each([
    ['?week=1', 400, 'season_id is required'],
    [`?season_id=${current}`, 400, 'exactly one of player_id'],
    [`?season_id=${current}&player_id=x&week=1`, 400, 'exactly one of player_id'],
    [`?season_id=${current}&player_id=${manyIds}`, 400, 'at most 200'],
    [`?season_id=${current}&player_id=,`, 400, 'at least one player id'],
    [`?season_id=${current}&week=19`, 400, 'week must be an integer from 1 to 18'],
    ['?season_id=nope&week=1', 404, 'Unknown season_id: nope'],
  ])('answers %s with %i', async (query, status, error) => {
    expect(await get(`/api/playerGameLogs${query}`)).toMatchObject({
      status,
      body: { error: expect.stringContaining(error) },
    });
  });

  it('takes 200 ids at once', async () => {
    const ids = (await players(current ?? '')).slice(0, 200).map((row) => row.player_id);
    expect((await get(`/api/playerGameLogs?season_id=${current}&player_id=${ids.join(',')}`)).status).toBe(200);
  });
});

describe('GET /api/teamData/defense-vs-position', () => {
  it.each(testDataset().seasons.map((season) => [season.label, season.id]))(
    'answers %s for every team and position, ranks 1–32',
    async (_, seasonId) => {
      const { status, body } = await get(`/api/teamData/defense-vs-position?season_id=${seasonId}`);
      expect(status).toBe(200);
      expect(checkDefenseTable(body, TEAM_NAMES)).toEqual([]);
      const table = body as {
        through_week: number;
        teams: Record<string, Record<string, { rank: number; games: number }>>;
      };
      // Saturday of week 10: Thursday's game is final, but a week counts once all its games are.
      expect(table.through_week).toBe(seasonId === current ? 9 : 18);
      const ranks = Object.values(table.teams).map((row) => row.WR?.rank ?? 0);
      expect(Math.min(...ranks)).toBe(1);
      expect(Math.max(...ranks)).toBeLessThanOrEqual(32);
    },
  );

  it('answers 404 for an unknown season and 400 without one', async () => {
    expect(await get('/api/teamData/defense-vs-position?season_id=nope')).toMatchObject({ status: 404 });
    expect(await get('/api/teamData/defense-vs-position')).toMatchObject({ status: 400 });
    expect(await get('/api/teamData/defense-vs-position/weekly?season_id=nope')).toMatchObject({ status: 404 });
    expect(await get('/api/teamData/defense-vs-position/weekly')).toMatchObject({ status: 400 });
  });

  it('answers the ranks as they stood before each week, up to the week after the last complete one', async () => {
    const { status, body } = await get(`/api/teamData/defense-vs-position/weekly?season_id=${current}`);
    expect(status).toBe(200);
    const history = body as {
      through_week: number;
      weeks: Array<{ before_week: number; teams: Record<string, { games: number; ranks: Record<string, number> }> }>;
    };
    expect(history.through_week).toBe(9);
    expect(history.weeks.map((week) => week.before_week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(history.weeks[0]?.teams).toEqual({}); // nobody had played before week 1
    for (const { before_week: week, teams } of history.weeks.slice(1)) {
      for (const entry of Object.values(teams)) {
        expect(entry.games).toBeGreaterThan(0);
        expect(entry.games).toBeLessThan(week);
        expect(Object.keys(entry.ranks)).toEqual(['QB', 'RB', 'WR', 'TE']);
        for (const rank of Object.values(entry.ranks)) expect(rank).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
