import { TEAMS, fullTeamName, NICKNAME_TO_FULL_NAME } from '../../src/domain/teams';
import { checkOddsEvent, checkPlayerRow, checkPowerRanking, checkProp, checkUnitRankings } from './contract';
import { serverForTests, testDataset } from './support';

const TEAM_NAMES = new Set(TEAMS.map(fullTeamName));

const server = serverForTests();
const { get } = server;

describe('GET /api/seasons', () => {
  it('lists 2025, 2024 and 2023, newest first, with opaque ids', async () => {
    const { status, body } = await get('/api/seasons');
    expect(status).toBe(200);
    const seasons = body as Array<{ id: string; label: string }>;
    expect(seasons.map((season) => season.label)).toEqual(['2025', '2024', '2023']);
    for (const season of seasons) expect(season.id).toMatch(/^\S+$/);
    expect(seasons[0]?.id).not.toContain('2025');
  });
});

describe('GET /api/sources', () => {
  it('says the demo serves every resource, and is never kept by the browser', async () => {
    const { status, body, headers } = await get('/api/sources');
    expect(status).toBe(200);
    const demo = { source: 'demo', as_of: null, status: 'ok' };
    expect(body).toEqual({
      mode: 'demo',
      resources: { odds: demo, scores: demo, props: demo, stats: demo, weather: demo },
    });
    expect(headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /api/teamOdds', () => {
  it.each(Array.from({ length: 18 }, (_, index) => index + 1))(
    'week %i answers events of the contract shape',
    async (week) => {
      const { status, body } = await get(`/api/teamOdds?week=${week}`);
      expect(status).toBe(200);
      const events = body as unknown[];
      expect(events.length).toBeGreaterThanOrEqual(13);
      expect(events.length).toBeLessThanOrEqual(16);
      expect(events.flatMap((event) => checkOddsEvent(event, TEAM_NAMES))).toEqual([]);
    },
  );

  it('returns the games in no particular order', async () => {
    const { body } = await get('/api/teamOdds?week=1');
    const times = (body as Array<{ commence_time: string }>).map((event) => event.commence_time);
    expect(times).not.toEqual([...times].sort());
  });

  it.each([
    ['0', 'week must be an integer from 1 to 18, got "0"'],
    ['19', 'week must be an integer from 1 to 18, got "19"'],
    ['1.5', 'week must be an integer from 1 to 18, got "1.5"'],
    ['abc', 'week must be an integer from 1 to 18, got "abc"'],
  ])('rejects week=%s with 400', async (week, error) => {
    expect(await get(`/api/teamOdds?week=${week}`)).toMatchObject({ status: 400, body: { error } });
  });

  it('rejects a missing week with 400', async () => {
    expect(await get('/api/teamOdds')).toMatchObject({
      status: 400,
      body: { error: 'week must be an integer from 1 to 18, got null' },
    });
  });
});

describe('GET /api/teamData', () => {
  it('answers unit rankings by division, four teams each', async () => {
    const { status, body } = await get('/api/teamData/unit-rankings');
    expect(status).toBe(200);
    expect(checkUnitRankings(body)).toEqual([]);
    const groups = body as Record<string, Array<{ team_name: string }>>;
    expect(Object.keys(groups).sort()).toEqual([
      'AFC East',
      'AFC North',
      'AFC South',
      'AFC West',
      'NFC East',
      'NFC North',
      'NFC South',
      'NFC West',
    ]);
    const names = Object.values(groups)
      .flat()
      .map((team) => team.team_name);
    expect(new Set(names)).toEqual(TEAM_NAMES);
  });

  it('answers power rankings for all 32 teams', async () => {
    const { status, body } = await get('/api/teamData/power-rankings');
    expect(status).toBe(200);
    const entries = body as Array<{ rank: number; team_name: string }>;
    expect(entries.flatMap(checkPowerRanking)).toEqual([]);
    expect(entries.map((entry) => entry.rank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 32 }, (_, i) => i + 1),
    );
    expect(new Set(entries.map((entry) => entry.team_name))).toEqual(TEAM_NAMES);
  });
});

describe('GET /api/playerData', () => {
  it('answers each season’s rows in the contract shape', async () => {
    const seasons = (await get('/api/seasons')).body as Array<{ id: string; label: string }>;
    for (const season of seasons) {
      const { status, body } = await get(`/api/playerData?season_id=${encodeURIComponent(season.id)}`);
      expect(status).toBe(200);
      const rows = body as unknown[];
      expect(rows.length).toBeGreaterThanOrEqual(1900);
      expect(rows.length).toBeLessThanOrEqual(2300);
      expect(rows.flatMap((row) => checkPlayerRow(row, season.id))).toEqual([]);
    }
  });

  it('answers 404 for an unknown season and 400 without one', async () => {
    expect(await get('/api/playerData?season_id=nope')).toMatchObject({
      status: 404,
      body: { error: 'Unknown season_id: nope' },
    });
    expect(await get('/api/playerData')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('season_id is required') },
    });
  });
});

describe('GET /api/playerProps', () => {
  it('answers props for the current week’s players, teams as nicknames, each with the player’s id', async () => {
    const { status, body } = await get('/api/playerProps');
    expect(status).toBe(200);
    const records = body as Array<{
      props: { market: string; selection: { line?: number }; player: { team?: { name: string } } };
    }>;
    expect(records.length).toBeGreaterThan(100);
    expect(records.flatMap(checkProp)).toEqual([]);
    const nicknames = records.flatMap((record) => (record.props.player.team ? [record.props.player.team.name] : []));
    for (const nickname of nicknames) expect(NICKNAME_TO_FULL_NAME[nickname]).toBeDefined();
    const ids = new Set(
      (
        (await get(`/api/playerData?season_id=${testDataset().seasons[0]?.id}`)).body as Array<{ player_id: string }>
      ).map((row) => row.player_id),
    );
    for (const record of records as Array<{ props: { player: { id?: string } } }>)
      expect(ids).toContain(record.props.player.id);
    const firstTd = records.filter((record) => record.props.market === 'First Touchdown Scorer');
    expect(firstTd.length).toBeGreaterThan(0);
    expect(firstTd.every((record) => record.props.selection.line === undefined)).toBe(true);
  });
});

describe('GET /api/weather', () => {
  const lambeau = TEAMS.find((team) => team.team_name === 'Packers');
  const query = `lat=${lambeau?.stadium_lat}&lon=${lambeau?.stadium_lng}`;

  it('answers OpenWeatherMap’s current-weather shape in imperial units', async () => {
    const { status, body } = await get(`/api/weather?${query}&units=imperial&appid=demo`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      weather: [{ description: expect.any(String) }],
      main: { temp: expect.any(Number) },
      wind: { speed: expect.any(Number), deg: expect.any(Number) },
      cod: 200,
    });
  });

  it('converts to metric when asked', async () => {
    const imperial = (await get(`/api/weather?${query}&units=imperial&appid=demo`)).body as { main: { temp: number } };
    const metric = (await get(`/api/weather?${query}&units=metric&appid=demo`)).body as { main: { temp: number } };
    expect(metric.main.temp).toBeCloseTo(((imperial.main.temp - 32) * 5) / 9, 1);
  });

  it('answers 401 without an API key, as OpenWeatherMap does', async () => {
    const { status, body } = await get(`/api/weather?${query}&units=imperial`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ cod: 401, message: expect.stringContaining('Invalid API key') });
  });

  it.each([
    ['lat=91&lon=0', 'wrong latitude'],
    ['lat=abc&lon=0', 'wrong latitude'],
    ['lat=40&lon=-181', 'wrong longitude'],
    ['lat=40', 'wrong longitude'],
    ['', 'Nothing to geocode'],
  ])('answers 400 for %s', async (coordinates, message) => {
    const { status, body } = await get(`/api/weather?${coordinates}&appid=demo`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ cod: '400', message, error: message });
  });
});

describe('GET /api/images/stadiums/{id}.jpg', () => {
  it('answers a JPEG for every stadium', async () => {
    for (const stadiumId of new Set(TEAMS.map((team) => team.stadium_id))) {
      const response = await server.app().inject(`/api/images/stadiums/${stadiumId}.jpg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });

  it('answers 404 for an unknown stadium', async () => {
    expect(await get('/api/images/stadiums/nowhere.jpg')).toMatchObject({
      status: 404,
      body: { error: 'No stadium image nowhere.jpg' },
    });
  });
});
