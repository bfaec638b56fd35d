import { ParseError, describe, isRecord, readNumber, readString } from '../../api/parse';
import type { Weather } from './types';

/** OpenWeatherMap's current weather: the four fields the app reads (spec §3) must be there. */
export function parseWeather(raw: unknown): Weather {
  if (!isRecord(raw)) throw new ParseError(`Weather: expected an object, got ${describe(raw)}`);
  const first = Array.isArray(raw.weather) ? raw.weather[0] : undefined;
  const description = isRecord(first) ? readString(first.description) : undefined;
  const temp = isRecord(raw.main) ? readNumber(raw.main.temp) : undefined;
  const windSpeed = isRecord(raw.wind) ? readNumber(raw.wind.speed) : undefined;
  const windDeg = isRecord(raw.wind) ? (readNumber(raw.wind.deg) ?? 0) : undefined;
  if (description === undefined || temp === undefined || windSpeed === undefined || windDeg === undefined) {
    throw new ParseError('Weather: the answer lacks a description, temperature or wind');
  }
  return { description, temp, windSpeed, windDeg };
}
