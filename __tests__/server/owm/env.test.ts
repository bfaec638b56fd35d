import type { FastifyInstance } from 'fastify';
import { startServer } from '../../../server/main';
import { owmStatus, owmWeatherFromEnv } from '../../../server/sources/owm/owmWeather';
import { CURRENT_PATH, FORECAST_PATH, startOwmStub, type OwmStub } from '../../utils/owmStub';
import { testDataset, testServer } from '../support';
import { current, forecast, KEY } from './support';

const CLOCK = '2025-11-08T18:00:00Z';
const VARIABLES = [
  'OPENWEATHER_API_KEY',
  'OPENWEATHER_BASE_URL',
  'GRIDLINE_NOW',
  'GRIDLINE_QUIET',
  'GRIDLINE_DIST_DIR',
] as const;

let stub: OwmStub;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
beforeAll(async () => {
  stub = await startOwmStub(KEY);
});
afterAll(async () => stub.close());
beforeEach(() => {
  stub.reset();
  process.env.GRIDLINE_NOW = CLOCK;
  process.env.GRIDLINE_DIST_DIR = 'nonexistent-gridline-dist';
  delete process.env.GRIDLINE_QUIET; // request lines logged, as `npm start` logs them
});
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  jest.restoreAllMocks();
});

/**
 * `startServer` as `npm start` calls it (on a free port, the demo season's data given as the mode
 * says), every console line it writes kept.
 */
async function started(mode: 'demo' | 'nflverse' = 'nflverse'): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  const app = await startServer(0, '127.0.0.1', { mode, dataset: testDataset(), summary: `the ${mode} data` });
  return { app, lines };
}

describe('OPENWEATHER_API_KEY and OPENWEATHER_BASE_URL, read at start', () => {
  it('leave the demo season’s weather simulated, as its footer says (CONTRACT §10: real sources serve the real seasons)', async () => {
    process.env.OPENWEATHER_API_KEY = KEY;
    process.env.OPENWEATHER_BASE_URL = `${stub.url}/`;
    const { app, lines } = await started('demo');
    try {
      expect((await app.inject(current('Chiefs'))).statusCode).toBe(200);
      expect((await app.inject('/api/sources')).json()).toMatchObject({ resources: { weather: { source: 'demo' } } });
    } finally {
      await app.close();
    }
    expect(stub.seen).toEqual([]);
    expect(lines.join('\n')).toContain('the demo season’s weather stays simulated');
  });

  it('forward the weather routes to OpenWeatherMap with the key, which no log line shows', async () => {
    process.env.OPENWEATHER_API_KEY = KEY;
    process.env.OPENWEATHER_BASE_URL = `${stub.url}/`;
    const { app, lines } = await started();
    try {
      for (const url of [current('Chiefs'), forecast('Chiefs')]) expect((await app.inject(url)).statusCode).toBe(200);
      stub.fail(CURRENT_PATH, { status: 401 });
      stub.echoKey(true);
      expect((await app.inject(current('Packers'))).statusCode).toBe(502);
    } finally {
      await app.close();
    }
    expect(stub.seen.map((url) => [url.pathname, url.searchParams.get('appid')])).toEqual([
      [CURRENT_PATH, KEY],
      [FORECAST_PATH, KEY],
      [CURRENT_PATH, KEY],
    ]);
    expect(lines.filter((line) => line.includes('/api/weather'))).toHaveLength(3);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('without a key, serve the simulated weather exactly as a server without OpenWeatherMap does', async () => {
    process.env.OPENWEATHER_API_KEY = '  ';
    process.env.OPENWEATHER_BASE_URL = stub.url;
    const { app } = await started();
    const plain = await testServer({ now: () => new Date(CLOCK) });
    try {
      for (const url of [current('Chiefs'), current('Packers', 'metric'), forecast('Chiefs')]) {
        const [simulated, before] = await Promise.all([app.inject(url), plain.inject(url)]);
        expect(simulated.statusCode).toBe(200);
        expect({ body: simulated.body, etag: simulated.headers.etag }).toEqual({
          body: before.body,
          etag: before.headers.etag,
        });
      }
    } finally {
      await Promise.all([app.close(), plain.close()]);
    }
    expect(stub.seen).toEqual([]);
  });
});

describe('owmWeatherFromEnv', () => {
  it.each([[{}], [{ OPENWEATHER_API_KEY: '' }], [{ OPENWEATHER_API_KEY: ' \n' }]])(
    'is none without a key (%j)',
    (env) => {
      expect(owmWeatherFromEnv(env)).toBeUndefined();
    },
  );

  it('refuses a base URL that is not http(s), naming the variable and not the key', () => {
    expect(() =>
      owmWeatherFromEnv({ OPENWEATHER_API_KEY: KEY, OPENWEATHER_BASE_URL: 'api.openweathermap.org' }),
    ).toThrow('OPENWEATHER_BASE_URL must be an http(s) URL, got "api.openweathermap.org"');
  });
});

describe('owmStatus, the weather resource of /api/sources', () => {
  it('is unconfigured without a key', () => {
    expect(owmStatus(undefined)).toEqual({
      source: 'openweathermap',
      as_of: null,
      status: 'unconfigured',
      detail: 'OPENWEATHER_API_KEY is not set',
    });
  });

  it('is ok, as of nothing, before anything is asked', () => {
    expect(owmStatus(owmWeatherFromEnv({ OPENWEATHER_API_KEY: KEY }))).toEqual({
      source: 'openweathermap',
      as_of: null,
      status: 'ok',
      detail: 'No weather asked for yet',
    });
  });
});
