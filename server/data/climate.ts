import { TEAMS } from '../../src/domain/teams';
import { usOffsetHours } from './time';

/** Normal temperature (°F) for a place: annual mean, seasonal swing and day–night range. */
export interface Climate {
  mean: number;
  seasonal: number;
  diurnal: number;
  /** 0 = desert, 1 = humid coast. */
  moisture: number;
}

// Fitted to NOAA normals of the stadium cities: e.g. Green Bay Jan 18 / Jul 72, Miami 66 / 87.
export function climateAt(lat: number, lon: number): Climate {
  const pacificCoast = lon < -117.5 && lat > 32;
  const desert = !pacificCoast && lon < -109 && lat < 37.5;
  const highPlains = lon >= -109 && lon < -103.5 && lat > 37;
  if (pacificCoast) {
    return { mean: 64 - 0.9 * (lat - 34), seasonal: 7 + 0.4 * (lat - 34), diurnal: 12, moisture: 0.6 };
  }
  const mean = 108 - 1.35 * lat + (desert ? 12 : 0) - (highPlains ? 3 : 0);
  const seasonal = 0.9 * (lat - 14) * (desert ? 1.2 : 1);
  const gulfOrAtlantic = lat < 33 && lon > -98;
  return {
    mean,
    seasonal,
    diurnal: desert ? 24 : highPlains ? 22 : 16,
    moisture: desert ? 0.15 : gulfOrAtlantic ? 0.9 : 0.65,
  };
}

/** Day of year, 1-based, of a UTC instant. */
export function dayOfYear(ms: number): number {
  const d = new Date(ms);
  return Math.floor((ms - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** Normal temperature at an hour: warmest around 19 July and 3 pm, coldest mid-January and dawn. */
export function normalTemperature(c: Climate, doy: number, localHour: number): number {
  const season = c.mean + c.seasonal * Math.cos((2 * Math.PI * (doy - 200)) / 365);
  return season + (c.diurnal / 2) * Math.cos((2 * Math.PI * (localHour - 15)) / 24);
}

const ZONES: Readonly<Record<string, readonly [number, boolean]>> = {
  NY: [-5, true],
  FL: [-5, true],
  MA: [-5, true],
  NJ: [-5, true],
  MD: [-5, true],
  OH: [-5, true],
  PA: [-5, true],
  IN: [-5, true],
  GA: [-5, true],
  NC: [-5, true],
  MI: [-5, true],
  TX: [-6, true],
  TN: [-6, true],
  MO: [-6, true],
  IL: [-6, true],
  WI: [-6, true],
  MN: [-6, true],
  LA: [-6, true],
  CO: [-7, true],
  AZ: [-7, false],
  NV: [-8, true],
  CA: [-8, true],
  WA: [-8, true],
};

/** The stadium nearest to a point, if one is within about 100 km. */
export function nearestStadiumCity(lat: number, lon: number): { city: string; state: string } | undefined {
  let best: { city: string; state: string; d: number } | undefined;
  for (const t of TEAMS) {
    const d = Math.hypot(t.stadium_lat - lat, (t.stadium_lng - lon) * Math.cos((lat * Math.PI) / 180));
    if (d < 0.9 && (!best || d < best.d)) best = { city: t.stadium_city, state: t.stadium_state, d };
  }
  return best && { city: best.city, state: best.state };
}

/** UTC offset in seconds, from the nearest stadium's state or else from the longitude. */
export function utcOffsetSeconds(lat: number, lon: number, utcMs: number): number {
  const state = nearestStadiumCity(lat, lon)?.state;
  const zone = state ? ZONES[state] : undefined;
  const [standard, dst] = zone ?? [Math.max(-8, Math.min(-5, Math.round(lon / 15))), true];
  return usOffsetHours(standard, utcMs, dst) * 3600;
}

/** Sunrise and sunset (unix seconds) for the local date containing `utcMs` (NOAA approximation). */
export function sunTimes(
  lat: number,
  lon: number,
  utcMs: number,
  offsetSeconds: number,
): { sunrise: number; sunset: number } {
  const local = new Date(utcMs + offsetSeconds * 1000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear(midnight) - 1);
  const eqTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const decl =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const phi = (lat * Math.PI) / 180;
  const cosH = (Math.cos((90.833 * Math.PI) / 180) - Math.sin(phi) * Math.sin(decl)) / (Math.cos(phi) * Math.cos(decl));
  const hourAngle = (Math.acos(Math.max(-1, Math.min(1, cosH))) * 180) / Math.PI;
  const noonUtcMinutes = 720 - 4 * lon - eqTime;
  // Minutes after 00:00 UTC of the local calendar date (sunset in the US falls after UTC midnight).
  const at = (minutes: number): number => Math.round((midnight + minutes * 60_000) / 1000);
  return { sunrise: at(noonUtcMinutes - 4 * hourAngle), sunset: at(noonUtcMinutes + 4 * hourAngle) };
}
