import { TEAMS } from '../../src/domain/teams';
import type { OwmForecast } from '../data/researchTypes';

/** OpenWeatherMap's error body: `{cod, message}`, plus the `error` every API answer carries. */
export interface OwmError {
  status: 400 | 401;
  body: { cod: string | number; message: string; error: string };
}

const owmError = (status: 400 | 401, message: string): OwmError => ({
  status,
  body: { cod: status === 401 ? 401 : '400', message, error: message },
});

export type Units = 'imperial' | 'metric' | 'standard';

export interface WeatherQuery {
  lat: number;
  lon: number;
  units: Units;
}

const coordinate = (value: unknown, limit: number): number | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/** Validates a current-weather query the way OpenWeatherMap does (401 without a key, 400 on bad coordinates). */
export function parseWeatherQuery(query: Record<string, unknown>): WeatherQuery | OwmError {
  if (typeof query.appid !== 'string' || query.appid === '') {
    return owmError(401, 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.');
  }
  if (query.lat === undefined && query.lon === undefined) return owmError(400, 'Nothing to geocode');
  const lat = coordinate(query.lat, 90);
  if (lat === undefined) return owmError(400, 'wrong latitude');
  const lon = coordinate(query.lon, 180);
  if (lon === undefined) return owmError(400, 'wrong longitude');
  const units = query.units ?? 'standard';
  if (units !== 'imperial' && units !== 'metric' && units !== 'standard') {
    return owmError(400, `units must be imperial, metric or standard, not ${String(units)}`);
  }
  return { lat, lon, units };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const STADIUMS = TEAMS.map((team) => ({ lat: team.stadium_lat, lon: team.stadium_lng }));

/**
 * With a real weather key, the server asks OpenWeatherMap only for the stadiums' coordinates (to
 * 0.01°): anything else would spend the key's quota on places Gridline never shows.
 */
export function notAStadium(query: WeatherQuery): OwmError | undefined {
  const near = STADIUMS.some(
    (stadium) => Math.abs(stadium.lat - query.lat) < 0.01 && Math.abs(stadium.lon - query.lon) < 0.01,
  );
  return near ? undefined : owmError(400, 'Weather is served for the NFL stadiums only');
}

/** Temperatures and wind as OpenWeatherMap shapes them in the current weather and in each forecast step. */
interface Conditions {
  main: { temp: number; feels_like: number; temp_min: number; temp_max: number };
  wind: { speed: number; deg: number; gust?: number };
}

/** Converts the dataset's imperial figures to the requested units (°F/mph, °C/m·s⁻¹ or K/m·s⁻¹). */
export function inUnits<T extends Conditions>(weather: T, units: Units): T {
  if (units === 'imperial') return weather;
  const temp = (f: number) => round2(units === 'metric' ? ((f - 32) * 5) / 9 : ((f - 32) * 5) / 9 + 273.15);
  const speed = (mph: number) => round2(mph * 0.44704);
  const { main, wind } = weather;
  return {
    ...weather,
    main: {
      ...main,
      temp: temp(main.temp),
      feels_like: temp(main.feels_like),
      temp_min: temp(main.temp_min),
      temp_max: temp(main.temp_max),
    },
    wind: { ...wind, speed: speed(wind.speed), ...(wind.gust === undefined ? {} : { gust: speed(wind.gust) }) },
  };
}

export function forecastInUnits(forecast: OwmForecast, units: Units): OwmForecast {
  return units === 'imperial' ? forecast : { ...forecast, list: forecast.list.map((entry) => inUnits(entry, units)) };
}
