import fc from 'fast-check';
import { TEAMS } from '../../../src/domain/teams';
import { createDataset } from '../../../server/data/dataset';
import type { OwmCurrentWeather } from '../../../server/data/types';

const ds = createDataset();
const stadium = (alias: string): [number, number] => {
  const t = TEAMS.find((x) => x.team_alias === alias);
  if (!t) throw new Error(alias);
  return [t.stadium_lat, t.stadium_lng];
};
/** Every hour of the seven days from `start`. */
const hours = (start: string): Date[] =>
  Array.from({ length: 7 * 24 }, (_, h) => new Date(Date.parse(start) + h * 3_600_000));
const at = (alias: string, when: Date): OwmCurrentWeather => ds.weatherAt(...stadium(alias), when);

function checkShape(w: OwmCurrentWeather, when: Date): void {
  expect(Object.keys(w).sort()).toEqual([
    'base',
    'clouds',
    'cod',
    'coord',
    'dt',
    'id',
    'main',
    'name',
    'sys',
    'timezone',
    'visibility',
    'weather',
    'wind',
  ]);
  expect(w.base).toBe('stations');
  expect(w.cod).toBe(200);
  expect(w.weather).toHaveLength(1);
  const [condition] = w.weather;
  expect(condition?.description).toMatch(/^[a-z ]+$/);
  expect(condition?.icon).toMatch(/^\d\d[dn]$/);
  expect(w.main.temp).toBeGreaterThan(-30);
  expect(w.main.temp).toBeLessThan(120);
  expect(w.main.temp_min).toBeLessThanOrEqual(w.main.temp);
  expect(w.main.temp_max).toBeGreaterThanOrEqual(w.main.temp);
  expect(w.main.humidity).toBeGreaterThanOrEqual(0);
  expect(w.main.humidity).toBeLessThanOrEqual(100);
  expect(w.main.pressure).toBeGreaterThan(980);
  expect(w.main.pressure).toBeLessThan(1050);
  expect(w.wind.speed).toBeGreaterThanOrEqual(0);
  expect(w.wind.speed).toBeLessThan(45);
  expect(Number.isInteger(w.wind.deg)).toBe(true);
  expect(w.wind.deg).toBeGreaterThanOrEqual(0);
  expect(w.wind.deg).toBeLessThanOrEqual(359);
  if (w.wind.gust !== undefined) expect(w.wind.gust).toBeGreaterThan(w.wind.speed);
  expect(w.clouds.all).toBeGreaterThanOrEqual(0);
  expect(w.clouds.all).toBeLessThanOrEqual(100);
  expect(w.visibility).toBeLessThanOrEqual(10000);
  expect(w.sys.country).toBe('US');
  const dayLength = w.sys.sunset - w.sys.sunrise;
  expect(dayLength).toBeGreaterThan(8 * 3600);
  expect(dayLength).toBeLessThan(16 * 3600);
  expect(Math.floor(w.dt / 3600)).toBe(Math.floor(when.getTime() / 3_600_000));
}

describe('weather', () => {
  it('answers in the OpenWeatherMap current-weather shape with plausible values', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 48, noNaN: true }),
        fc.double({ min: -123, max: -70, noNaN: true }),
        fc.date({ min: new Date('2025-08-01T00:00:00Z'), max: new Date('2026-02-28T00:00:00Z'), noInvalidDate: true }),
        (lat, lon, when) => checkShape(ds.weatherAt(lat, lon, when), when),
      ),
      // The desert south of the stadiums in early August, where an hour once came out at 121.7 °F.
      { numRuns: 200, examples: [[25, -117.38500000000002, new Date('2025-08-01T00:00:00Z')]] },
    );
  });

  it('is the same within a UTC hour and for coordinates equal to 2 decimals', () => {
    const a = ds.weatherAt(44.50131, -88.06219, new Date('2025-12-07T18:01:00Z'));
    const b = ds.weatherAt(44.5049, -88.0551, new Date('2025-12-07T18:59:59Z'));
    expect(b).toEqual(a);
    expect(a.coord).toEqual({ lat: 44.5, lon: -88.06 });
    expect(createDataset().weatherAt(44.50131, -88.06219, new Date('2025-12-07T18:30:00Z'))).toEqual(a);
  });

  it('changes from hour to hour, but gradually', () => {
    const temps = hours('2025-10-12T00:00:00Z').map((h) => at('KC', h).main.temp);
    expect(new Set(temps).size).toBeGreaterThan(100);
    temps.slice(1).forEach((t, i) => expect(Math.abs(t - (temps[i] ?? t))).toBeLessThan(8));
  });

  it('is cold in Green Bay and warm in Miami in December', () => {
    const december = hours('2025-12-14T00:00:00Z');
    const gb = december.map((h) => at('GB', h).main.temp);
    const mia = december.map((h) => at('MIA', h).main.temp);
    expect(Math.max(...gb)).toBeLessThan(50);
    expect(gb.reduce((s, t) => s + t, 0) / gb.length).toBeLessThan(32);
    expect(Math.min(...mia)).toBeGreaterThan(50);
    expect(mia.reduce((s, t) => s + t, 0) / mia.length).toBeGreaterThan(68);
  });

  it('is hot in Glendale and mild in Seattle in early September', () => {
    const september = hours('2025-09-04T00:00:00Z');
    const ari = september.map((h) => at('ARI', h).main.temp);
    const sea = september.map((h) => at('SEA', h).main.temp);
    expect(Math.max(...ari)).toBeGreaterThan(95);
    expect(Math.max(...sea)).toBeLessThan(90);
    expect(Math.min(...sea)).toBeGreaterThan(40);
  });

  it('snows only when it is cold and rains only when it is not', () => {
    const winter = TEAMS.flatMap((t) =>
      hours('2025-12-20T00:00:00Z').map((h) => ds.weatherAt(t.stadium_lat, t.stadium_lng, h)),
    );
    for (const w of winter) {
      if (w.weather[0]?.main === 'Snow') expect(w.main.temp).toBeLessThanOrEqual(34);
      if (w.weather[0]?.main === 'Rain') expect(w.main.temp).toBeGreaterThan(33);
    }
    expect(winter.some((w) => w.weather[0]?.main === 'Snow')).toBe(true);
    expect(winter.some((w) => w.weather[0]?.main === 'Rain')).toBe(true);
    expect(winter.some((w) => w.weather[0]?.description === 'clear sky')).toBe(true);
  });

  it('uses the local time zone and daylight saving rules', () => {
    expect(at('MIA', new Date('2025-09-07T17:00:00Z')).timezone).toBe(-4 * 3600);
    expect(at('MIA', new Date('2025-12-07T17:00:00Z')).timezone).toBe(-5 * 3600);
    expect(at('TEN', new Date('2025-12-07T17:00:00Z')).timezone).toBe(-6 * 3600);
    expect(at('ARI', new Date('2025-09-07T17:00:00Z')).timezone).toBe(-7 * 3600);
    expect(at('SEA', new Date('2025-09-07T17:00:00Z')).timezone).toBe(-7 * 3600);
    expect(at('GB', new Date('2025-12-07T17:00:00Z')).name).toBe('Green Bay');
  });

  it('refuses coordinates or times that are not numbers', () => {
    expect(() => ds.weatherAt(Number.NaN, -88, new Date())).toThrow(RangeError);
    expect(() => ds.weatherAt(44, -88, new Date(Number.NaN))).toThrow(RangeError);
  });

  it('marks night icons after sunset', () => {
    const w = at('NE', new Date('2025-12-08T04:00:00Z'));
    expect(w.weather[0]?.icon.endsWith('n')).toBe(true);
    const d = at('NE', new Date('2025-12-07T17:00:00Z'));
    expect(d.weather[0]?.icon.endsWith('d')).toBe(true);
  });
});
