import { scrubSecrets } from '../secrets';
import { createUpstream, type QuotaGauge, type Upstream, type UpstreamAnswer, UpstreamError } from '../upstream';
import {
  eventOddsUrl,
  type OddsApiConfig,
  oddsUrl,
  PROPS_TTL_MS,
  SCORES_IDLE_TTL_MS,
  SCORES_LIVE_TTL_MS,
  scoresUrl,
  sportsUrl,
} from './config';
import { type ParsedOdds, type ParsedScores, parseOdds, parseScores } from './parse';
import { type ParsedProps, parseEventProps } from './parseProps';
import { isRecord, readText } from './read';

/* The Odds API v4 behind three cached resources (CONTRACT §10): one request serves every browser. */

/** The provider's counts from its last answer: credits left, used since the reset, and what the last call cost. */
export interface OddsApiQuota {
  remaining?: number;
  used?: number;
  last?: number;
}

export interface OddsApiClientOptions {
  /** The HTTP client; global fetch by default. */
  fetch?: typeof fetch;
  /** The real clock (ms). */
  now?: () => number;
  /** How long a scores answer serves; scoresTtlMs by default. The caller may drive it from its own schedule. */
  scoresTtlMs?: (scores: ParsedScores | undefined, now: number) => number;
  /** One line per failure and recovery, key scrubbed. */
  log?: (line: string) => void;
  /** How many events' props are kept (least recently asked go first). */
  propsEvents?: number;
}

export interface OddsApiClient {
  odds: Upstream<ParsedOdds>;
  scores: Upstream<ParsedScores>;
  /** The props of one event, by the provider's event id (MatchedEvents.providerIds). */
  props(providerEventId: string): Upstream<ParsedProps>;
  quota(): OddsApiQuota;
}

const HOUR = 3_600_000;
/** A game counts as in play from kickoff until the provider says it is over, for at most this long. */
const LONGEST_GAME_MS = 6 * HOUR;

/** Once a minute while a game is in play; otherwise hourly, or at the next kickoff if that is sooner. */
export function scoresTtlMs(scores: ParsedScores | undefined, now: number): number {
  const open = (scores?.events ?? [])
    .filter((event) => !event.completed)
    .map((event) => Date.parse(event.commence_time));
  if (open.some((kickoff) => kickoff <= now && now - kickoff < LONGEST_GAME_MS)) return SCORES_LIVE_TTL_MS;
  const next = Math.min(...open.filter((kickoff) => kickoff > now));
  return Math.max(SCORES_LIVE_TTL_MS, Math.min(SCORES_IDLE_TTL_MS, next - now));
}

const count = (headers: Headers, name: string): number | undefined => {
  const text = headers.get(name)?.trim();
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function quotaOf(headers: Headers): OddsApiQuota {
  const quota = {
    remaining: count(headers, 'x-requests-remaining'),
    used: count(headers, 'x-requests-used'),
    last: count(headers, 'x-requests-last'),
  };
  return Object.fromEntries(Object.entries(quota).filter(([, value]) => value !== undefined));
}

/** Retry-After in seconds or as an HTTP date, as a wait in ms. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** 'HTTP 401 INVALID_KEY: API key is not valid…': the status, and the provider's code and message when it gave them. */
function failureText(status: number, body: string): string {
  let said: { code?: string; message?: string } = {};
  try {
    const json: unknown = JSON.parse(body);
    if (isRecord(json)) said = { code: readText(json.error_code), message: readText(json.message) };
  } catch {
    said = { message: readText(body) };
  }
  const message = said.message && said.message.length > 200 ? `${said.message.slice(0, 200)}…` : said.message;
  return `HTTP ${status}${said.code ? ` ${said.code}` : ''}${message ? `: ${message}` : ''}`;
}

export type OddsApiCall = (url: string, signal: AbortSignal) => Promise<{ json: unknown; quotaRemaining?: number }>;

/**
 * One GET of the provider: the quota headers reported from every answer, a failure thrown as UpstreamError with the key
 * scrubbed.
 */
export function oddsApiCall(
  config: OddsApiConfig,
  io: { fetch: typeof fetch; now: () => number; onQuota?: (quota: OddsApiQuota) => void },
): OddsApiCall {
  const scrub = (text: string) => scrubSecrets(text, [config.apiKey]);
  return async (url, signal) => {
    let response: Response;
    try {
      response = await io.fetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      const cause = error instanceof Error && isRecord(error.cause) ? readText(error.cause.code) : undefined;
      const text = error instanceof Error ? error.message : String(error);
      throw new UpstreamError(
        signal.aborted ? 'timeout' : 'network',
        scrub(`no connection: ${text}${cause ? ` (${cause})` : ''}`),
      );
    }
    const said = quotaOf(response.headers);
    if (Object.keys(said).length > 0) io.onQuota?.(said);
    const quotaRemaining = said.remaining;
    const body = await response.text();
    if (!response.ok) {
      const retryAfter = retryAfterMs(response.headers.get('retry-after'), io.now());
      throw new UpstreamError(response.status, scrub(failureText(response.status, body)), {
        retryAfterMs: retryAfter,
        quotaRemaining,
      });
    }
    try {
      return { json: JSON.parse(body) as unknown, quotaRemaining };
    } catch {
      throw new UpstreamError('bad_answer', 'the answer is not JSON', { quotaRemaining });
    }
  };
}

/**
 * CONTRACT §10's three resources over one key: odds once per ODDS_API_TTL_S, scores by scoresTtlMs,
 * props per event at most once per 4 h; one quota floor for all of them.
 */
export function createOddsApiClient(config: OddsApiConfig, options: OddsApiClientOptions = {}): OddsApiClient {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const secrets = [config.apiKey];
  const gauge: QuotaGauge = {};
  let quota: OddsApiQuota = {};
  const call = oddsApiCall(config, {
    fetch: fetchFn,
    now,
    onQuota: (said) => {
      quota = said;
    },
  });

  const resource = <T>(
    name: string,
    ttlMs: number | ((value: T | undefined, at: number) => number),
    url: () => string,
    parse: (json: unknown) => T,
  ): Upstream<T> =>
    createUpstream<T>({
      name,
      ttlMs,
      timeoutMs: config.timeoutMs,
      now,
      minRemaining: config.minRemaining,
      quota: gauge,
      secrets,
      ...(options.log ? { log: options.log } : {}),
      request: async (signal): Promise<UpstreamAnswer<T>> => {
        const { json, quotaRemaining } = await call(url(), signal);
        return { value: parse(json), ...(quotaRemaining === undefined ? {} : { quotaRemaining }) };
      },
    });

  // Under the floor, the free sports list is asked at most hourly: it tells when the quota has reset.
  let lastCheck = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  async function recheckQuota(): Promise<void> {
    if (gauge.remaining === undefined || gauge.remaining >= config.minRemaining || now() - lastCheck < HOUR)
      return checking;
    lastCheck = now();
    checking ??= call(sportsUrl(config), AbortSignal.timeout(config.timeoutMs))
      .then(({ quotaRemaining }) => {
        if (quotaRemaining !== undefined) gauge.remaining = quotaRemaining;
      })
      .catch(() => undefined)
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }
  const guarded = <T>(upstream: Upstream<T>): Upstream<T> => ({
    name: upstream.name,
    peek: upstream.peek,
    get: async () => {
      await recheckQuota();
      return upstream.get();
    },
  });

  const odds = guarded(resource('odds', config.oddsTtlMs, () => oddsUrl(config), parseOdds));
  const scores = guarded(resource('scores', options.scoresTtlMs ?? scoresTtlMs, () => scoresUrl(config), parseScores));
  const props = new Map<string, Upstream<ParsedProps>>();
  const keep = options.propsEvents ?? 64;

  return {
    odds,
    scores,
    props(eventId) {
      const held =
        props.get(eventId) ??
        guarded(resource(`props ${eventId}`, PROPS_TTL_MS, () => eventOddsUrl(config, eventId), parseEventProps));
      props.delete(eventId);
      props.set(eventId, held);
      for (const old of props.keys()) if (props.size > keep) props.delete(old);
      return held;
    },
    quota: () => ({ ...quota, ...(gauge.remaining === undefined ? {} : { remaining: gauge.remaining }) }),
  };
}
