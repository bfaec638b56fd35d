/**
 * The edge for OpenWeatherMap's answers: untrusted JSON in, the fields the OWM 2.5 shape names (and
 * nothing else) out, or the reason it is unusable. Strings pass through `text` (the key scrubber).
 */

export type OwmUnits = 'imperial' | 'metric' | 'standard';

/** 'code' is OWM's `cod`/`message`: the integer 200 in /weather, the string "200" in /forecast. */
type Shape = 'number' | 'string' | 'code' | { readonly [field: string]: Shape } | readonly [Shape];

export type Parsed = { ok: true; body: Record<string, unknown> } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CONDITION = { id: 'number', main: 'string', description: 'string', icon: 'string' } as const;
const MAIN = {
  temp: 'number',
  feels_like: 'number',
  temp_min: 'number',
  temp_max: 'number',
  pressure: 'number',
  humidity: 'number',
  sea_level: 'number',
  grnd_level: 'number',
} as const;
const WIND = { speed: 'number', deg: 'number', gust: 'number' } as const;
const PRECIPITATION = { '1h': 'number', '3h': 'number' } as const;

const CURRENT: Shape = {
  coord: { lon: 'number', lat: 'number' },
  weather: [CONDITION],
  base: 'string',
  main: MAIN,
  visibility: 'number',
  wind: WIND,
  rain: PRECIPITATION,
  snow: PRECIPITATION,
  clouds: { all: 'number' },
  dt: 'number',
  sys: { type: 'number', id: 'number', country: 'string', sunrise: 'number', sunset: 'number' },
  timezone: 'number',
  id: 'number',
  name: 'string',
  cod: 'code',
};

const FORECAST_ENTRY: Shape = {
  dt: 'number',
  main: { ...MAIN, temp_kf: 'number' },
  weather: [CONDITION],
  clouds: { all: 'number' },
  wind: WIND,
  visibility: 'number',
  pop: 'number',
  rain: PRECIPITATION,
  snow: PRECIPITATION,
  sys: { pod: 'string' },
  dt_txt: 'string',
};

const FORECAST: Shape = {
  cod: 'code',
  message: 'code',
  cnt: 'number',
  list: [FORECAST_ENTRY],
  city: {
    id: 'number',
    name: 'string',
    coord: { lat: 'number', lon: 'number' },
    country: 'string',
    population: 'number',
    timezone: 'number',
    sunrise: 'number',
    sunset: 'number',
  },
};

/**
 * The value as the shape names it: unknown fields dropped, wrong-typed fields left out, list items that fail dropped.
 */
function pick(value: unknown, shape: Shape, text: (s: string) => string): unknown {
  if (shape === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  if (shape === 'string') return typeof value === 'string' ? text(value) : undefined;
  if (shape === 'code') return typeof value === 'number' || typeof value === 'string' ? value : undefined;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return undefined;
    return value.map((item) => pick(item, shape[0] as Shape, text)).filter((item) => item !== undefined);
  }
  if (!isRecord(value)) return undefined;
  const picked: Record<string, unknown> = {};
  for (const [field, fieldShape] of Object.entries(shape as Record<string, Shape>)) {
    const kept = pick(value[field], fieldShape, text);
    if (kept !== undefined) picked[field] = kept;
  }
  return picked;
}

/** Temperatures possible in each unit system (°F, °C, K): an answer outside them is in other units than asked. */
const PLAUSIBLE_TEMP: Record<OwmUnits, [number, number]> = {
  imperial: [-80, 140],
  metric: [-60, 60],
  standard: [210, 335],
};

const field = (value: unknown, name: string): unknown => (isRecord(value) ? value[name] : undefined);

/** The field a reading lacks of what the client needs (a forecast step may go without a description), if any. */
function missingField(reading: unknown, needsDescription = true): string | undefined {
  const speed = field(field(reading, 'wind'), 'speed');
  const first = (field(reading, 'weather') as unknown[] | undefined)?.[0];
  if (typeof field(field(reading, 'main'), 'temp') !== 'number') return 'no main.temp';
  if (typeof speed !== 'number' || speed < 0) return 'no wind.speed';
  if (needsDescription && typeof field(first, 'description') !== 'string') return 'no weather[0].description';
  return undefined;
}

/** Why a reading's temperature is not one in the units asked for, if it is not. */
function unitsProblem(reading: unknown, units: OwmUnits): string | undefined {
  const temp = field(field(reading, 'main'), 'temp') as number;
  const [low, high] = PLAUSIBLE_TEMP[units];
  return temp < low || temp > high ? `main.temp ${temp} is not a temperature in ${units} units` : undefined;
}

const codeProblem = (body: Record<string, unknown>): string | undefined =>
  body.cod === undefined || String(body.cod) === '200' ? undefined : `cod ${String(body.cod)}`;

/** OWM's current weather, as the client reads it (weather[0].description, main.temp, wind.speed, wind.deg). */
export function parseCurrent(raw: unknown, units: OwmUnits, text: (s: string) => string): Parsed {
  if (!isRecord(raw)) return { ok: false, reason: 'not a JSON object' };
  const body = pick(raw, CURRENT, text) as Record<string, unknown>;
  const problem = codeProblem(body) ?? missingField(body) ?? unitsProblem(body, units);
  return problem ? { ok: false, reason: problem } : { ok: true, body };
}

/** OWM's 5 day / 3 hour forecast: steps without a time, temperature or wind are dropped; none left is unusable. */
export function parseForecast(raw: unknown, units: OwmUnits, text: (s: string) => string): Parsed {
  if (!isRecord(raw) || !Array.isArray(raw.list)) return { ok: false, reason: 'no list' };
  const body = pick(raw, FORECAST, text) as Record<string, unknown>;
  const codeIssue = codeProblem(body);
  if (codeIssue) return { ok: false, reason: codeIssue };
  const list = (body.list as unknown[]).filter(
    (step) => typeof field(step, 'dt') === 'number' && missingField(step, false) === undefined,
  );
  const unitsIssue = list.map((step) => unitsProblem(step, units)).find(Boolean);
  if (unitsIssue) return { ok: false, reason: unitsIssue };
  if (list.length === 0) return { ok: false, reason: 'no usable forecast step' };
  return { ok: true, body: { ...body, cnt: list.length, list } };
}
