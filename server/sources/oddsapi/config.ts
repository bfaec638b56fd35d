import { SHOWN_BOOKS } from '../../data/bookmakers';

/* The Odds API v4 as CONTRACT §10 pins it: the configuration from the environment and the three URLs. */

export const ODDS_API_DEFAULT_BASE_URL = 'https://api.the-odds-api.com';
export const SPORT = 'americanfootball_nfl';
export const GAME_MARKETS = ['h2h', 'spreads', 'totals'] as const;
export const PROP_MARKETS = [
  'player_pass_yds',
  'player_rush_yds',
  'player_reception_yds',
  'player_receptions',
  'player_anytime_td',
  'player_1st_td',
] as const;
export const BOOK_KEYS: readonly string[] = SHOWN_BOOKS.map((book) => book.key);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Scores: once a minute while a game is in play, hourly otherwise; props: per event at most once per 4 h. */
export const SCORES_LIVE_TTL_MS = MINUTE;
export const SCORES_IDLE_TTL_MS = HOUR;
export const PROPS_TTL_MS = 4 * HOUR;

export interface OddsApiConfig {
  apiKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  /** ODDS_API_TTL_S: how long one odds answer serves every browser. */
  oddsTtlMs: number;
  /** ODDS_API_MIN_REMAINING: under this many requests left, stop asking. */
  minRemaining: number;
  timeoutMs: number;
}

/** A setting that is not what its variable needs: the server says which and does not start. */
export class OddsApiConfigError extends Error {
  constructor(variable: string, value: string, needs: string) {
    super(`${variable}=${JSON.stringify(value)} is not ${needs}`);
    this.name = 'OddsApiConfigError';
  }
}

function whole(env: NodeJS.ProcessEnv, variable: string, fallback: number, least: number): number {
  const text = env[variable]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < least)
    throw new OddsApiConfigError(variable, text, `a whole number of at least ${least}`);
  return value;
}

function baseUrl(env: NodeJS.ProcessEnv): string {
  const text = env.ODDS_API_BASE_URL?.trim() || ODDS_API_DEFAULT_BASE_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OddsApiConfigError('ODDS_API_BASE_URL', text, 'a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OddsApiConfigError('ODDS_API_BASE_URL', text, 'an http(s) URL');
  return text.replace(/\/+$/, '');
}

/** The configuration of CONTRACT §10; undefined when ODDS_API_KEY is unset or blank (the source is unconfigured). */
export function oddsApiConfig(env: NodeJS.ProcessEnv = process.env): OddsApiConfig | undefined {
  const apiKey = env.ODDS_API_KEY?.trim();
  if (!apiKey) return undefined;
  return {
    apiKey,
    baseUrl: baseUrl(env),
    oddsTtlMs: whole(env, 'ODDS_API_TTL_S', 300, 1) * SECOND,
    minRemaining: whole(env, 'ODDS_API_MIN_REMAINING', 25, 0),
    timeoutMs: 10 * SECOND,
  };
}

function url(config: OddsApiConfig, path: string, query: ReadonlyArray<[string, string]>): string {
  // Commas stay as the provider's docs write them; everything else is encoded.
  const params = [...query, ['apiKey', config.apiKey] as const].map(
    ([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`,
  );
  return `${config.baseUrl}/v4/sports/${SPORT}${path}?${params.join('&')}`;
}

const lines: ReadonlyArray<[string, string]> = [
  ['regions', 'us'],
  ['markets', GAME_MARKETS.join(',')],
  ['bookmakers', BOOK_KEYS.join(',')],
  ['oddsFormat', 'american'],
  ['dateFormat', 'iso'],
];

/** Every game to come, the three books' h2h, spreads and totals: one request. */
export const oddsUrl = (config: OddsApiConfig): string => url(config, '/odds', lines);

/** Live and upcoming games, and those completed in the last 3 days. */
export const scoresUrl = (config: OddsApiConfig): string =>
  url(config, '/scores', [
    ['daysFrom', '3'],
    ['dateFormat', 'iso'],
  ]);

/** One event's player props (the bulk /odds endpoint refuses them with 422 INVALID_MARKET). */
export const eventOddsUrl = (config: OddsApiConfig, eventId: string): string =>
  url(config, `/events/${encodeURIComponent(eventId)}/odds`, [
    ['regions', 'us'],
    ['markets', PROP_MARKETS.join(',')],
    ['bookmakers', BOOK_KEYS.join(',')],
    ['oddsFormat', 'american'],
    ['dateFormat', 'iso'],
  ]);

/** The sports list: costs no credit, and its headers say how many are left. */
export const sportsUrl = (config: OddsApiConfig): string =>
  `${config.baseUrl}/v4/sports?apiKey=${encodeURIComponent(config.apiKey)}`;
