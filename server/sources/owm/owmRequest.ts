import { parseCurrent, parseForecast, type OwmUnits } from './parseOwm';
import { scrubKey } from './scrubKey';

export type OwmEndpoint = 'weather' | 'forecast';

export interface OwmQuery {
  lat: number;
  lon: number;
  units: OwmUnits;
}

/** Why no usable answer came: 502 when OpenWeatherMap answered badly, 503 when it could not answer now. */
export interface OwmFailure {
  ok: false;
  status: 502 | 503;
  /** Free of the key. */
  message: string;
}

export type OwmOutcome = { ok: true; body: Record<string, unknown> } | OwmFailure;

export interface OwmRequestOptions {
  key: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** The provider's own `message`, short, when its body has one. */
function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return `: ${body.message.slice(0, 200)}`;
  } catch {
    // not JSON: the status says enough
  }
  return '';
}

function failureOfStatus(status: number, text: string): Omit<OwmFailure, 'ok'> {
  const said = `${status}${providerMessage(text)}`;
  if (status === 401 || status === 403)
    return { status: 502, message: `OpenWeatherMap refused the server's key (${said})` };
  if (status === 429) return { status: 503, message: `OpenWeatherMap's rate limit is reached (${said})` };
  return { status: 502, message: `OpenWeatherMap answered ${said}` };
}

function failureOfError(error: unknown, timeoutMs: number): Omit<OwmFailure, 'ok'> {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { status: 503, message: `OpenWeatherMap did not answer within ${timeoutMs / 1000} s` };
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const why = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
  return { status: 503, message: `OpenWeatherMap could not be reached (${why})` };
}

/**
 * One request to OpenWeatherMap 2.5 with the server's key, whatever `appid` the browser sent: its
 * answer checked field by field, or a failure whose message holds no key. Never rejects.
 */
export async function requestOwm(
  endpoint: OwmEndpoint,
  query: OwmQuery,
  options: OwmRequestOptions,
): Promise<OwmOutcome> {
  const { key, baseUrl, timeoutMs } = options;
  const scrub = (text: string) => scrubKey(text, key);
  const url = `${baseUrl}/data/2.5/${endpoint}?lat=${query.lat}&lon=${query.lon}&units=${query.units}&appid=${encodeURIComponent(key)}`;
  let status: number;
  let text: string;
  try {
    const response = await options.fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const failure = failureOfError(error, timeoutMs);
    return { ok: false, status: failure.status, message: scrub(failure.message) };
  }
  if (status !== 200) {
    const failure = failureOfStatus(status, text);
    return { ok: false, status: failure.status, message: scrub(failure.message) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, status: 502, message: 'OpenWeatherMap answered something other than JSON' };
  }
  const parsed = (endpoint === 'weather' ? parseCurrent : parseForecast)(raw, query.units, scrub);
  return parsed.ok
    ? parsed
    : { ok: false, status: 502, message: scrub(`OpenWeatherMap's answer was unusable: ${parsed.reason}`) };
}
