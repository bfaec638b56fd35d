import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixtures = path.resolve(__dirname, '../fixtures/owm');
/** A shipped sample, as OpenWeatherMap sent it (see the folder's README). */
export const owmSample = (file: string): unknown => JSON.parse(readFileSync(path.join(fixtures, file), 'utf8'));

export const CURRENT_PATH = '/data/2.5/weather';
export const FORECAST_PATH = '/data/2.5/forecast';
type OwmPath = typeof CURRENT_PATH | typeof FORECAST_PATH;

/** The samples served per path and units: imperial ones recorded in the US, standard (K) from OWM's docs. */
const SAMPLES: Record<OwmPath, { imperial: string; standard: string }> = {
  [CURRENT_PATH]: {
    imperial: 'current_weather_imperial_recorded_kansas_city.json',
    standard: 'current_weather_docs_standard.json',
  },
  [FORECAST_PATH]: { imperial: 'forecast_imperial_recorded_cnt1.json', standard: 'forecast_docs_standard.json' },
};

/**
 * A planted failure: a status with an OWM-style body (401: the shipped body; 429 and 500 in OWM's
 * `{cod, message}` form), a 200 with the body given, or a request never answered.
 */
export type OwmFailure = { status: 401 | 429 | 500 } | { body: string } | 'hang';

const FAILURE_BODIES: Record<401 | 429 | 500, () => Record<string, unknown>> = {
  401: () => owmSample('error_401.json') as Record<string, unknown>,
  429: () => ({
    cod: 429,
    message: 'Your account is temporary blocked due to exceeding of requests limitation of your subscription type.',
  }),
  500: () => ({ cod: '500', message: 'Internal error' }),
};

export interface OwmStub {
  /** The base URL (OPENWEATHER_BASE_URL). */
  url: string;
  /** Requests received per path, failed ones included. */
  count: (path: OwmPath) => number;
  /** Every request's URL, as received. */
  seen: URL[];
  /** Planted failure for a path, until cleared with undefined. */
  fail: (path: OwmPath, failure: OwmFailure | undefined) => void;
  /** Error bodies echo the request URL, key included, as some providers do. */
  echoKey: (on: boolean) => void;
  /** Answers wait this long (so concurrent requests overlap). */
  delay: (ms: number) => void;
  /** Counts, requests seen, failures, echo and delay back to none. */
  reset: () => void;
  close: () => Promise<void>;
}

/** OpenWeatherMap 2.5 on a free local port: the shipped samples when `appid` is the key, its 401 when not. */
export async function startOwmStub(key: string): Promise<OwmStub> {
  const counts = new Map<string, number>();
  const failures = new Map<string, OwmFailure>();
  const seen: URL[] = [];
  let echo = false;
  let delayMs = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  };
  const errorBody = (status: 401 | 429 | 500, url: URL) => {
    const body = FAILURE_BODIES[status]();
    return echo ? { ...body, message: `${String(body.message)} (request: ${url.pathname}${url.search})` } : body;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    seen.push(url);
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const samples = SAMPLES[url.pathname as OwmPath] as (typeof SAMPLES)[OwmPath] | undefined;
    if (!samples) return send(res, 404, { cod: '404', message: 'Internal error: 404' });
    const failure = failures.get(url.pathname);
    if (failure === 'hang') return undefined;
    if (failure && 'status' in failure) return send(res, failure.status, errorBody(failure.status, url));
    if (url.searchParams.get('appid') !== key) return send(res, 401, errorBody(401, url));
    if (failure) return send(res, 200, failure.body);
    return send(
      res,
      200,
      owmSample(url.searchParams.get('units') === 'standard' ? samples.standard : samples.imperial),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    count: (at) => counts.get(at) ?? 0,
    seen,
    fail: (at, failure) => (failure ? failures.set(at, failure) : failures.delete(at)),
    echoKey: (on) => {
      echo = on;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      counts.clear();
      failures.clear();
      seen.length = 0;
      echo = false;
      delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // hung requests included
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
