import { TEAMS } from '../../src/domain/teams';
import { checkForecast } from './contractResearch';
import { serverForTests } from './support';

const HOUR = 3_600_000;
const lambeau = TEAMS.find((team) => team.team_name === 'Packers');
const place = `lat=${lambeau?.stadium_lat}&lon=${lambeau?.stadium_lng}`;

type Entry = {
  dt: number;
  main: { temp: number };
  wind: { speed: number; deg: number };
  weather: Array<{ description: string }>;
};
type Current = {
  main: { temp: number };
  wind: { speed: number; deg: number };
  weather: Array<{ description: string }>;
};

let now = Date.parse('2025-12-06T14:37:00Z');
const server = serverForTests({ now: () => new Date(now) });
const get = async (url: string) => {
  const { status, body } = await server.get(url);
  return { status, body };
};

describe('GET /api/weather/forecast', () => {
  it('answers OpenWeatherMap’s 5 day / 3 hour shape: 40 entries 3 h apart from the current hour', async () => {
    const { status, body } = await get(`/api/weather/forecast?${place}&units=imperial&appid=demo`);
    expect(status).toBe(200);
    expect(checkForecast(body)).toEqual([]);
    const { cnt, list, city } = body as { cnt: number; list: Entry[]; city: { name: string } };
    expect(cnt).toBe(40);
    expect(list.map((entry) => entry.dt)).toEqual(
      Array.from({ length: 40 }, (_, i) => Math.floor(now / HOUR) * 3600 + i * 3 * 3600),
    );
    expect(city.name).toBe('Green Bay');
  });

  it('forecasts for each step what /weather answers at that hour', async () => {
    const start = now;
    const { list } = (await get(`/api/weather/forecast?${place}&units=imperial&appid=demo`)).body as { list: Entry[] };
    for (const entry of list) {
      now = entry.dt * 1000 + 20 * 60_000;
      const current = (await get(`/api/weather?${place}&units=imperial&appid=demo`)).body as Current;
      expect({ temp: entry.main.temp, wind: entry.wind, description: entry.weather[0]?.description }).toEqual({
        temp: current.main.temp,
        wind: current.wind,
        description: current.weather[0]?.description,
      });
    }
    now = start;
  });

  it('moves on with the clock, hour by hour', async () => {
    const first = (await get(`/api/weather/forecast?${place}&appid=demo&units=imperial`)).body as { list: Entry[] };
    now += HOUR;
    const later = (await get(`/api/weather/forecast?${place}&appid=demo&units=imperial`)).body as { list: Entry[] };
    now -= HOUR;
    expect(later.list[0]?.dt).toBe((first.list[0]?.dt ?? 0) + 3600);
  });

  it('converts to metric when asked', async () => {
    const imperial = (await get(`/api/weather/forecast?${place}&units=imperial&appid=demo`)).body as { list: Entry[] };
    const metric = (await get(`/api/weather/forecast?${place}&units=metric&appid=demo`)).body as { list: Entry[] };
    metric.list.forEach((entry, i) =>
      expect(entry.main.temp).toBeCloseTo((((imperial.list[i]?.main.temp ?? 0) - 32) * 5) / 9, 1),
    );
  });

  it.each([
    [`${place}&units=imperial`, 401, 'Invalid API key'],
    ['lat=91&lon=0&appid=demo', 400, 'wrong latitude'],
    ['lat=40&lon=-181&appid=demo', 400, 'wrong longitude'],
    ['appid=demo', 400, 'Nothing to geocode'],
  ])('answers %s with %i, as the current-weather URL does', async (query, status, message) => {
    const forecast = await get(`/api/weather/forecast?${query}`);
    expect(forecast).toMatchObject({ status, body: { message: expect.stringContaining(message) } });
    expect(forecast).toEqual(await get(`/api/weather?${query}`));
  });
});
