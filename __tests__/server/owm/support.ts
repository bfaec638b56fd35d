import type { FastifyInstance } from 'fastify';
import { TEAMS } from '../../../src/domain/teams';
import { createOwmWeather, type OwmWeather, type OwmWeatherOptions } from '../../../server/sources/owm/owmWeather';
import { startOwmStub, type OwmStub } from '../../utils/owmStub';
import { testServer } from '../support';

/** Shaped like an OpenWeatherMap key (32 hex digits); only the stub knows it. */
export const KEY = ['5f1c', '9e0a', '7b3d', '42c8', 'a6e1', 'd09f', '3b7c', '2e54'].join('');

export const START = Date.parse('2025-11-08T18:00:00Z');
export const MINUTE = 60_000;

const team = (name: string) => {
  const found = TEAMS.find((candidate) => candidate.team_name === name);
  if (!found) throw new Error(`no team ${name}`);
  return found;
};
const place = (name: string) => `lat=${team(name).stadium_lat}&lon=${team(name).stadium_lng}`;

/** The browser's queries: its own appid (`demo`, the client's default), as today. */
export const current = (name: string, units = 'imperial') => `/api/weather?${place(name)}&units=${units}&appid=demo`;
export const forecast = (name: string, units = 'imperial') =>
  `/api/weather/forecast?${place(name)}&units=${units}&appid=demo`;

/**
 * An OpenWeatherMap stub for the file, and for each test a fresh server forwarding to it (so no
 * cache outlives a test) on a clock the test moves (`clock.ms`).
 */
export function owmForTests(options: Partial<OwmWeatherOptions> = {}) {
  let stub: OwmStub | undefined;
  let app: FastifyInstance | undefined;
  let weather: OwmWeather | undefined;
  const clock = { ms: START };
  beforeAll(async () => {
    stub = await startOwmStub(KEY);
  });
  afterAll(async () => stub?.close());
  beforeEach(async () => {
    clock.ms = START;
    stub?.reset();
    weather = createOwmWeather({ key: KEY, baseUrl: stub?.url, now: () => clock.ms, ...options });
    app = await testServer({ weather });
  });
  afterEach(async () => app?.close());

  const defined = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started`);
    return value;
  };
  return {
    clock,
    stub: () => defined(stub, 'the stub'),
    app: () => defined(app, 'the server'),
    weather: () => defined(weather, 'OpenWeatherMap'),
    /** GET through the app: status, body as text and as JSON, headers. */
    get: async (url: string) => {
      const response = await defined(app, 'the server').inject(url);
      return {
        status: response.statusCode,
        text: response.body,
        body: response.json() as unknown,
        headers: response.headers,
      };
    },
  };
}
