import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentWeek, parseWeekParam } from '../../src/domain/week';
import type { Dataset } from '../data/dataset';
import { stampLastUpdates } from '../data/odds';
import { JsonCache, encodeJson, sendEncodedJson } from '../http/jsonCache';
import { applyFault, type FaultEndpoint, type FaultPlan } from './faults';
import { inUnits, parseWeatherQuery } from './weather';

export interface ApiOptions {
  dataset: Dataset;
  /** The server clock: props are for the current week's games, weather is for this hour, odds updated minutes ago. */
  now: () => Date;
  seasonOpener: Date;
  faults: () => FaultPlan;
  faultTimeoutMs: number;
}

const DATA_CACHE = 'public, max-age=300';
const IMAGE_CACHE = 'public, max-age=86400';
const WEATHER_CACHE = 'public, max-age=600';

type Query = Record<string, string | undefined>;

/** The product API of CONTRACT §4 under /api, with fault injection per endpoint. */
export function registerApi(app: FastifyInstance, options: ApiOptions): void {
  const { dataset } = options;
  const cache = new JsonCache();

  const route = (
    path: string,
    endpoint: FaultEndpoint,
    handler: (request: FastifyRequest<{ Querystring: Query; Params: Query }>, reply: FastifyReply) => unknown,
  ) =>
    app.get<{ Querystring: Query; Params: Query }>(path, async (request, reply) => {
      if (applyFault(options.faults()[endpoint], request, reply, options.faultTimeoutMs)) return reply;
      return handler(request, reply);
    });

  const badRequest = (reply: FastifyReply, status: 400 | 404, error: string) => reply.code(status).send({ error });

  route('/api/seasons', 'seasons', (request, reply) =>
    sendEncodedJson(request, reply, cache.get('seasons', () => dataset.seasons), DATA_CACHE),
  );

  route('/api/teamOdds', 'teamOdds', (request, reply) => {
    const week = parseWeekParam(request.query.week);
    if (week === undefined) {
      return badRequest(reply, 400, `week must be an integer from 1 to 18, got ${JSON.stringify(request.query.week ?? null)}`);
    }
    // Books' last_update follow the clock, so the answer is encoded once a minute.
    const now = options.now().getTime();
    const odds = cache.get(`odds:${week}`, () => stampLastUpdates(dataset.oddsForWeek(week), now), Math.floor(now / 60_000));
    return sendEncodedJson(request, reply, odds, DATA_CACHE);
  });

  route('/api/teamData/unit-rankings', 'unit-rankings', (request, reply) =>
    sendEncodedJson(request, reply, cache.get('unit-rankings', () => dataset.unitRankings), DATA_CACHE),
  );

  route('/api/teamData/power-rankings', 'power-rankings', (request, reply) =>
    sendEncodedJson(request, reply, cache.get('power-rankings', () => dataset.powerRankings), DATA_CACHE),
  );

  route('/api/playerData', 'playerData', (request, reply) => {
    const seasonId = request.query.season_id;
    if (!seasonId) return badRequest(reply, 400, 'season_id is required, e.g. /playerData?season_id=<id from /seasons>');
    if (!dataset.seasons.some((season) => season.id === seasonId)) {
      return badRequest(reply, 404, `Unknown season_id: ${seasonId}`);
    }
    return sendEncodedJson(request, reply, cache.get(`players:${seasonId}`, () => dataset.playerStats(seasonId)), DATA_CACHE);
  });

  route('/api/playerProps', 'playerProps', (request, reply) => {
    const week = currentWeek(options.now(), options.seasonOpener);
    return sendEncodedJson(request, reply, cache.get(`props:${week}`, () => dataset.propsForWeek(week)), DATA_CACHE);
  });

  route('/api/weather', 'weather', (request, reply) => {
    const query = parseWeatherQuery(request.query);
    if ('status' in query) return reply.code(query.status).send(query.body);
    const weather = inUnits(dataset.weatherAt(query.lat, query.lon, options.now()), query.units);
    return sendEncodedJson(request, reply, encodeJson(weather), WEATHER_CACHE);
  });

  route('/api/images/stadiums/:file', 'images', (request, reply) => {
    const match = /^([a-z0-9-]+)\.jpg$/.exec(request.params.file ?? '');
    const image = match?.[1] ? dataset.stadiumImage(match[1]) : undefined;
    if (!image) return badRequest(reply, 404, `No stadium image ${request.params.file ?? ''}`);
    return reply.type('image/jpeg').header('Cache-Control', IMAGE_CACHE).send(image);
  });
}
