import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dataset, LiveResource } from '../data/dataset';
import type { OwmAnswer, OwmWeather } from '../sources/owm/owmWeather';
import { sendEncodedJson, type JsonCache } from '../http/jsonCache';
import { applyFault, type FaultEndpoint, type FaultPlan } from './faults';
import { seasonOrError, weekOr400, type Query } from './params';

export interface ApiOptions {
  dataset: Dataset;
  /** The server clock: every answer is as of it (CONTRACT §8). */
  now: () => Date;
  seasonOpener: Date;
  faults: () => FaultPlan;
  faultTimeoutMs: number;
  /** OpenWeatherMap (OPENWEATHER_API_KEY): /weather and /weather/forecast forward to it; none, they are simulated. */
  weather?: OwmWeather;
}

export type ApiRequest = FastifyRequest<{ Querystring: Query; Params: Query }>;

/** What every route needs: the app, the options, the shared answer cache and the clock in ms. */
export interface ApiContext {
  app: FastifyInstance;
  options: ApiOptions;
  cache: JsonCache;
  nowMs: () => number;
}

export const DATA_CACHE = 'public, max-age=300';
export const WEATHER_CACHE = 'public, max-age=600';

/**
 * Sends OpenWeatherMap's answer for the stadium (CONTRACT §10): cached as the simulated weather is, a failure not at
 * all.
 */
export function sendForwarded(reply: FastifyReply, { status, body }: OwmAnswer): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', status === 200 ? WEATHER_CACHE : 'no-store')
    .send(body);
}

/** A GET route that answers the planned fault (GRIDLINE_FAULTS) for its endpoint before its handler runs. */
export function route(
  { app, options }: ApiContext,
  path: string,
  endpoint: FaultEndpoint,
  handler: (request: ApiRequest, reply: FastifyReply) => unknown,
): void {
  app.get<{ Querystring: Query; Params: Query }>(path, async (request, reply) => {
    if (applyFault(options.faults()[endpoint], request, reply, options.faultTimeoutMs)) return reply;
    return handler(request, reply);
  });
}

/**
 * A route answering one season's data as of the clock (`?season_id=`: none → 400, unknown → 404),
 * encoded once per number of the season's final games.
 */
export function seasonRoute(
  context: ApiContext,
  path: string,
  endpoint: FaultEndpoint,
  answer: (seasonId: string, now: number) => unknown,
): void {
  const { dataset } = context.options;
  route(context, path, endpoint, (request, reply) => {
    const seasonId = seasonOrError(dataset, request.query, reply, path.replace(/^\/api/, ''));
    if (seasonId === undefined) return reply;
    const now = context.nowMs();
    const entry = context.cache.get(
      `${path}:${seasonId}`,
      () => answer(seasonId, now),
      dataset.versions.season(seasonId, now),
    );
    return sendEncodedJson(request, reply, entry, DATA_CACHE);
  });
}

/**
 * A route answering one week of the 2025 season (`?week=`: not 1–18 → 400), encoded once per
 * `version` of the week at the clock (none: once).
 */
export function weekRoute(
  context: ApiContext,
  path: string,
  endpoint: FaultEndpoint,
  answer: (week: number, now: number) => unknown,
  version?: (week: number, now: number) => string,
  live?: LiveResource,
): void {
  const { dataset } = context.options;
  route(context, path, endpoint, async (request, reply) => {
    const week = weekOr400(request.query, reply);
    if (week === undefined) return reply;
    const now = context.nowMs();
    if (live) await dataset.refresh?.(live, week, now);
    const entry = context.cache.get(`${endpoint}:${week}`, () => answer(week, now), version?.(week, now));
    return sendEncodedJson(request, reply, entry, DATA_CACHE);
  });
}
