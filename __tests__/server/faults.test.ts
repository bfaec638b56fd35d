import type { FastifyInstance } from 'fastify';
import { parseFaults } from '../../server/api/faults';
import { testServer } from './support';

describe('parseFaults', () => {
  it('reads endpoint=mode pairs', () => {
    expect(
      parseFaults('teamOdds=500, playerData=timeout,power-rankings=malformed,seasons=drop,weather=wrongshape'),
    ).toEqual({
      teamOdds: { kind: 'status', status: 500 },
      playerData: { kind: 'timeout' },
      'power-rankings': { kind: 'malformed' },
      seasons: { kind: 'drop' },
      weather: { kind: 'wrongshape' },
    });
  });

  it('is empty for an empty or missing spec', () => {
    expect(parseFaults('')).toEqual({});
    expect(parseFaults(undefined)).toEqual({});
  });

  it('names an unknown endpoint', () => {
    expect(() => parseFaults('odds=500')).toThrow('Unknown endpoint "odds" in GRIDLINE_FAULTS');
  });

  it('names an unknown mode', () => {
    expect(() => parseFaults('teamOdds=explode')).toThrow('Unknown fault "explode"');
  });
});

describe('injected faults', () => {
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('answers the chosen status with an error body', async () => {
    app = await testServer({ faults: 'teamOdds=503' });
    const response = await app.inject('/api/teamOdds?week=1');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Injected fault: HTTP 503' });
  });

  it('answers malformed JSON with status 200', async () => {
    app = await testServer({ faults: 'unit-rankings=malformed' });
    const response = await app.inject('/api/teamData/unit-rankings');
    expect(response.statusCode).toBe(200);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('answers valid JSON of the wrong shape', async () => {
    app = await testServer({ faults: 'power-rankings=wrongshape' });
    const response = await app.inject('/api/teamData/power-rankings');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(false);
  });

  it.each([
    ['scores', '/api/scores?week=1'],
    ['opening', '/api/teamOdds/opening?week=1'],
    ['history', '/api/teamOdds/history?event_id=any'],
    ['gameLogs', '/api/playerGameLogs?season_id=any&week=1'],
    ['defense', '/api/teamData/defense-vs-position?season_id=any'],
    ['defense', '/api/teamData/defense-vs-position/weekly?season_id=any'],
    ['forecast', '/api/weather/forecast?lat=1&lon=1&appid=demo'],
    ['sources', '/api/sources'],
    ['keyNumbers', '/api/keyNumbers'],
  ])('fails the research endpoint %s as planned, and only it', async (endpoint, url) => {
    app = await testServer({ faults: `${endpoint}=502` });
    expect((await app.inject(url)).statusCode).toBe(502);
    const others = [
      '/api/teamOdds?week=1',
      '/api/scores?week=1',
      '/api/teamOdds/opening?week=1',
      '/api/weather/forecast?lat=1&lon=1&appid=demo',
    ];
    for (const other of others.filter((path) => path !== url)) expect((await app.inject(other)).statusCode).toBe(200);
  });

  it('leaves the other endpoints alone', async () => {
    app = await testServer({ faults: 'teamOdds=500' });
    expect((await app.inject('/api/seasons')).statusCode).toBe(200);
  });

  it('drops the connection', async () => {
    app = await testServer({ faults: 'seasons=drop' });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${url}/api/seasons`)).rejects.toThrow();
  });

  it('holds the request without an answer, then drops it', async () => {
    app = await testServer({ faults: 'playerProps=timeout', faultTimeoutMs: 300 });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = Date.now();
    await expect(fetch(`${url}/api/playerProps`)).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('changes faults at run time through the control route when enabled', async () => {
    app = await testServer({ faults: 'seasons=500', faultControl: true });
    expect((await app.inject('/api/seasons')).statusCode).toBe(500);
    const cleared = await app.inject({
      method: 'PUT',
      url: '/api/__faults',
      payload: '',
      headers: { 'content-type': 'text/plain' },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await app.inject('/api/seasons')).statusCode).toBe(200);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/__faults',
      payload: 'nope=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('has no control route unless enabled', async () => {
    app = await testServer();
    const response = await app.inject({ method: 'PUT', url: '/api/__faults', payload: '' });
    expect(response.statusCode).toBe(404);
  });
});
