import type { ResourceSource } from '../../data/researchTypes';
import { requestOwm, type OwmEndpoint, type OwmFailure, type OwmQuery } from './owmRequest';

export type { OwmQuery } from './owmRequest';

export const OWM_DEFAULT_BASE_URL = 'https://api.openweathermap.org';

export interface OwmWeatherOptions {
  /** OPENWEATHER_API_KEY: added to every request here, never sent back. */
  key: string;
  /** OPENWEATHER_BASE_URL; default OWM_DEFAULT_BASE_URL. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The real clock (ms): lifetimes run on it, never on GRIDLINE_NOW (CONTRACT §10). */
  now?: () => number;
  /** How long an answer serves every browser; default 10 min. */
  ttlMs?: number;
  timeoutMs?: number;
  /** After a failure, how long the stadium is not asked again; default 1 min. */
  retryMs?: number;
  /** How old a last good answer may be and still be served when OpenWeatherMap fails; default 1 day. */
  staleMs?: number;
  /** Stadiums (coordinates × units × endpoint) remembered at most; the least recently asked go first. */
  maxEntries?: number;
}

/** What the route sends: the status and the JSON body (the OWM shape, or `{cod, message, error}`). */
export interface OwmAnswer {
  status: number;
  body: unknown;
}

export interface OwmWeather {
  current(query: OwmQuery): Promise<OwmAnswer>;
  forecast(query: OwmQuery): Promise<OwmAnswer>;
  /**
   * The weather resource for `/api/sources`: the status of the latest upstream outcome (any stadium),
   * `as_of` when the newest good answer arrived (server clock).
   */
  status(): ResourceSource;
}

interface Entry {
  good?: { body: unknown; at: number };
  failure?: OwmFailure;
  /** Until when the last outcome stands without asking again: a good answer's lifetime, or a failure's back-off. */
  until: number;
  /** The request under way: every browser asking meanwhile waits for it. */
  pending?: Promise<OwmAnswer>;
}

const SOURCE = 'openweathermap';
const round2 = (value: number) => Math.round(value * 100) / 100;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * OpenWeatherMap 2.5 behind the weather routes: one upstream request per stadium (rounded
 * coordinates, units, endpoint) per `ttlMs` serves every browser, and concurrent requests share it.
 * When OpenWeatherMap fails, the stadium's last good answer is served while under `staleMs` old,
 * else a 502/503 `{cod, message, error}` the client shows as unavailable weather.
 */
export function createOwmWeather(options: OwmWeatherOptions): OwmWeather {
  const {
    key,
    now = Date.now,
    ttlMs = 10 * 60_000,
    retryMs = 60_000,
    staleMs = 24 * 3_600_000,
    maxEntries = 512,
  } = options;
  const baseUrl = (options.baseUrl ?? OWM_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(baseUrl))
    throw new Error(`OPENWEATHER_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const request = { key, baseUrl, fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 10_000 };
  const entries = new Map<string, Entry>();
  let asOf: number | undefined;
  let latest: Pick<ResourceSource, 'status' | 'detail'> = { status: 'ok', detail: 'No weather asked for yet' };

  const serve = (entry: Entry, at: number): OwmAnswer => {
    if (entry.good && at - entry.good.at < staleMs) return { status: 200, body: entry.good.body };
    const { status, message } = entry.failure ?? { status: 503, message: 'OpenWeatherMap has not answered yet' };
    return { status, body: { cod: status, message, error: `Weather is unavailable: ${message}` } };
  };

  /** The stadium's entry, most recently asked last; the least recent idle one goes when there are too many. */
  const entryOf = (cacheKey: string): Entry => {
    const entry = entries.get(cacheKey) ?? { until: 0 };
    entries.delete(cacheKey);
    entries.set(cacheKey, entry);
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries) break;
      if (!old.pending) entries.delete(oldKey);
    }
    return entry;
  };

  const ask = async (endpoint: OwmEndpoint, query: OwmQuery, entry: Entry): Promise<OwmAnswer> => {
    const outcome = await requestOwm(endpoint, query, request);
    const at = now();
    if (outcome.ok) {
      entry.good = { body: outcome.body, at };
      entry.failure = undefined;
      entry.until = at + ttlMs;
      asOf = Math.max(asOf ?? at, at);
      latest = { status: 'ok' };
    } else {
      entry.failure = outcome;
      entry.until = at + retryMs;
      const stale = entry.good !== undefined && at - entry.good.at < staleMs;
      latest = stale
        ? {
            status: 'stale',
            detail: `${outcome.message}; serving the last good answer, from ${iso(entry.good?.at ?? at)}`,
          }
        : { status: 'failing', detail: outcome.message };
    }
    return serve(entry, at);
  };

  const answer = (endpoint: OwmEndpoint, query: OwmQuery): Promise<OwmAnswer> => {
    const rounded = { lat: round2(query.lat), lon: round2(query.lon), units: query.units };
    const entry = entryOf(`${endpoint}:${rounded.lat},${rounded.lon}:${rounded.units}`);
    if (entry.pending) return entry.pending;
    const at = now();
    if (at < entry.until) return Promise.resolve(serve(entry, at));
    const pending = ask(endpoint, rounded, entry).finally(() => {
      entry.pending = undefined;
    });
    entry.pending = pending;
    return pending;
  };

  return {
    current: (query) => answer('weather', query),
    forecast: (query) => answer('forecast', query),
    status: () => ({ source: SOURCE, as_of: asOf === undefined ? null : iso(asOf), ...latest }),
  };
}

/**
 * OpenWeatherMap from OPENWEATHER_API_KEY and OPENWEATHER_BASE_URL; undefined without a key (the weather stays
 * simulated).
 */
export function owmWeatherFromEnv(env: NodeJS.ProcessEnv): OwmWeather | undefined {
  const key = env.OPENWEATHER_API_KEY?.trim();
  if (!key) return undefined;
  return createOwmWeather({ key, baseUrl: env.OPENWEATHER_BASE_URL?.trim() || OWM_DEFAULT_BASE_URL });
}

/** The weather resource for `/api/sources`: OpenWeatherMap's state, or unconfigured without a key. */
export function owmStatus(weather: OwmWeather | undefined): ResourceSource {
  return (
    weather?.status() ?? {
      source: SOURCE,
      as_of: null,
      status: 'unconfigured',
      detail: 'OPENWEATHER_API_KEY is not set',
    }
  );
}
