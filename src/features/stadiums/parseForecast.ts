import { ParseError, describe, isRecord, parseItems, readNumber, readString } from '../../api/parse';
import type { ForecastEntry } from './types';

function parseEntry(raw: unknown): ForecastEntry | undefined {
  if (!isRecord(raw)) return undefined;
  const dt = readNumber(raw.dt);
  const temp = isRecord(raw.main) ? readNumber(raw.main.temp) : undefined;
  const windSpeed = isRecord(raw.wind) ? readNumber(raw.wind.speed) : undefined;
  if (dt === undefined || temp === undefined || windSpeed === undefined || windSpeed < 0) return undefined;
  const windDeg = isRecord(raw.wind) ? (readNumber(raw.wind.deg) ?? 0) : 0;
  const first = Array.isArray(raw.weather) ? raw.weather[0] : undefined;
  const pop = readNumber(raw.pop) ?? 0;
  return {
    at: dt * 1000,
    temp,
    windSpeed,
    windDeg,
    description: (isRecord(first) ? readString(first.description) : undefined) ?? '',
    pop: Math.min(1, Math.max(0, pop)),
  };
}

/**
 * OpenWeatherMap's 5 day / 3 hour forecast: its `list`, in time order; entries without a time,
 * temperature or wind are dropped (what a card needs of one), a missing chance of rain reads as 0.
 */
export function parseForecast(raw: unknown): ForecastEntry[] {
  if (!isRecord(raw) || !Array.isArray(raw.list))
    throw new ParseError(`Forecast: expected {list: [...]}, got ${describe(raw)}`);
  return parseItems(raw.list, parseEntry).items.sort((a, b) => a.at - b.at);
}
