import type { FastifyInstance } from 'fastify';
import { currentWeek } from '../../src/domain/week';
import { JsonCache, sendEncodedJson } from '../http/jsonCache';
import { fail } from './params';
import { registerResearch } from './research';
import {
  DATA_CACHE,
  route,
  seasonRoute,
  sendForwarded,
  WEATHER_CACHE,
  weekRoute,
  type ApiContext,
  type ApiOptions,
} from './route';
import { owmStatus } from '../sources/owm/owmWeather';
import { inUnits, notAStadium, parseWeatherQuery } from './weather';

export type { ApiOptions } from './route';

const IMAGE_CACHE = 'public, max-age=86400';
const HOUR = 3_600_000;
/** Encoded answers held at most (raw, gzip and brotli): bounds what varied queries can take. */
const CACHE_BUDGET_BYTES = 128 * 1024 * 1024;

/** The product API of CONTRACT §4 and the research API of §8 under /api, with fault injection per endpoint. */
export function registerApi(app: FastifyInstance, options: ApiOptions): void {
  const { dataset } = options;
  const context: ApiContext = {
    app,
    options,
    cache: new JsonCache(CACHE_BUDGET_BYTES),
    nowMs: () => options.now().getTime(),
  };
  const { cache, nowMs } = context;

  route(context, '/api/seasons', 'seasons', (request, reply) =>
    sendEncodedJson(
      request,
      reply,
      cache.get('seasons', () => dataset.seasons),
      DATA_CACHE,
    ),
  );

  // Each game's latest line at the clock: the answer changes when one of them gets a new snapshot.
  weekRoute(
    context,
    '/api/teamOdds',
    'teamOdds',
    (week, now) => dataset.oddsForWeek(week, now),
    (week, now) => dataset.versions.odds(week, now),
    'odds',
  );

  route(context, '/api/teamData/unit-rankings', 'unit-rankings', async (request, reply) => {
    const now = nowMs();
    await dataset.refresh?.('rankings', 0, now);
    const rankings = cache.get('unit-rankings', () => dataset.unitRankings(now), dataset.versions.rankings(now));
    return sendEncodedJson(request, reply, rankings, DATA_CACHE);
  });

  route(context, '/api/teamData/power-rankings', 'power-rankings', async (request, reply) => {
    const now = nowMs();
    await dataset.refresh?.('rankings', 0, now);
    const rankings = cache.get('power-rankings', () => dataset.powerRankings(now), dataset.versions.rankings(now));
    return sendEncodedJson(request, reply, rankings, DATA_CACHE);
  });

  seasonRoute(context, '/api/playerData', 'playerData', (seasonId, now) => dataset.playerStats(seasonId, now));

  route(context, '/api/playerProps', 'playerProps', async (request, reply) => {
    const week = currentWeek(options.now(), options.seasonOpener);
    await dataset.refresh?.('props', week, nowMs());
    return sendEncodedJson(
      request,
      reply,
      cache.get(`props:${week}`, () => dataset.propsForWeek(week), dataset.versions.props?.(week)),
      DATA_CACHE,
    );
  });

  route(context, '/api/weather', 'weather', async (request, reply) => {
    const query = parseWeatherQuery(request.query);
    if ('status' in query) return reply.code(query.status).send(query.body);
    if (options.weather) {
      const refused = notAStadium(query);
      if (refused) return reply.code(refused.status).send(refused.body);
      return sendForwarded(reply, await options.weather.current(query));
    }
    const at = options.now();
    // Same hour, same place (to the 2 decimals the generator uses), same answer: encoded once, as the forecast is.
    const key = `weather:${Math.round(query.lat * 100)},${Math.round(query.lon * 100)}:${query.units}`;
    const weather = cache.get(
      key,
      () => inUnits(dataset.weatherAt(query.lat, query.lon, at), query.units),
      Math.floor(at.getTime() / HOUR),
    );
    return sendEncodedJson(request, reply, weather, WEATHER_CACHE);
  });

  route(context, '/api/images/stadiums/:file', 'images', (request, reply) => {
    const match = /^([a-z0-9-]+)\.jpg$/.exec(request.params.file ?? '');
    const image = match?.[1] ? dataset.stadiumImage(match[1]) : undefined;
    if (!image) return fail(reply, 404, `No stadium image ${request.params.file ?? ''}`);
    return reply.type('image/jpeg').header('Cache-Control', IMAGE_CACHE).send(image);
  });

  // Where each resource comes from (CONTRACT §10): the footer and the screens say so.
  // A live source's status and time change as it answers: encoded again when the answer differs.
  route(context, '/api/sources', 'sources', (request, reply) => {
    const answer = dataset.sources();
    const sources = options.weather
      ? { ...answer, resources: { ...answer.resources, weather: owmStatus(options.weather) } }
      : answer;
    return sendEncodedJson(
      request,
      reply,
      cache.get('sources', () => sources, JSON.stringify(sources)),
      'no-cache',
    );
  });

  registerResearch(context);
}
