import type { OwmForecast, OwmForecastEntry } from './researchTypes';
import type { OwmCurrentWeather } from './types';
import { weatherAt } from './weather';

const HOUR = 3_600_000;
export const FORECAST_ENTRIES = 40;
export const FORECAST_STEP_HOURS = 3;

/** Chance of precipitation in the 3 h: high when it rains or snows (more the harder), else a little with the clouds. */
function pop(weather: OwmCurrentWeather): number {
  const id = weather.weather[0]?.id ?? 800;
  if (id >= 200 && id < 700) return id % 100 >= 2 ? 1 : id % 100 === 1 ? 0.85 : 0.65;
  return Math.round((weather.clouds.all / 100) * 0.25 * 100) / 100;
}

function entry(weather: OwmCurrentWeather, hour: number): OwmForecastEntry {
  const dt = hour * 3600;
  const day = dt >= weather.sys.sunrise && dt < weather.sys.sunset;
  return {
    dt,
    main: { ...weather.main, sea_level: weather.main.pressure, grnd_level: weather.main.pressure, temp_kf: 0 },
    weather: weather.weather,
    clouds: weather.clouds,
    wind: weather.wind,
    visibility: weather.visibility,
    pop: pop(weather),
    sys: { pod: day ? 'd' : 'n' },
    dt_txt: new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19),
  };
}

/**
 * OpenWeatherMap's 5 day / 3 hour forecast (units=imperial): 40 entries 3 h apart from the hour of
 * `at`. Each entry is the current-weather generator at that hour, so the forecast for kickoff is
 * what /weather says at kickoff, and the first entry is what it says now.
 */
export function forecastAt(seed: number, latitude: number, longitude: number, at: Date): OwmForecast {
  const first = Math.floor(at.getTime() / HOUR);
  const hours = Array.from({ length: FORECAST_ENTRIES }, (_, i) => first + i * FORECAST_STEP_HOURS);
  const now = weatherAt(seed, latitude, longitude, new Date(first * HOUR));
  const list = hours.map((hour, i) =>
    entry(i === 0 ? now : weatherAt(seed, latitude, longitude, new Date(hour * HOUR)), hour),
  );
  return {
    cod: '200',
    message: 0,
    cnt: FORECAST_ENTRIES,
    list,
    city: {
      id: now.id,
      name: now.name,
      coord: now.coord,
      country: 'US',
      population: 0,
      timezone: now.timezone,
      sunrise: now.sys.sunrise,
      sunset: now.sys.sunset,
    },
  };
}
