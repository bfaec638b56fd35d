import { sendEncodedJson } from '../http/jsonCache';
import { fail, playerIdsOr400, seasonOrError, weekOr400 } from './params';
import { DATA_CACHE, route, seasonRoute, sendForwarded, WEATHER_CACHE, weekRoute, type ApiContext } from './route';
import { forecastInUnits, notAStadium, parseWeatherQuery } from './weather';

const HOUR = 3_600_000;

/** Why /api/keyNumbers has no table: the demo's margins are simulated; real seasons may have too few final games. */
export const NO_KEY_NUMBERS = {
  demo: 'Key numbers come from the real seasons (GRIDLINE_DATA=nflverse): the demo season is simulated',
  nflverse: 'Key numbers need final games with closing lines: the real seasons served have too few yet',
} as const;

/**
 * The research API of CONTRACT §8: scores, line history, game logs, defence figures and the forecast, all as of the
 * clock; and the real seasons' key numbers (issue #42).
 */
export function registerResearch(context: ApiContext): void {
  const { options, cache, nowMs } = context;
  const { dataset } = options;

  const scoresVersion = (week: number, now: number) => dataset.versions.scores(week, now);
  weekRoute(context, '/api/scores', 'scores', (week, now) => dataset.scoresForWeek(week, now), scoresVersion, 'scores');
  // A live source records a game's first line when it first sees it: the openings change with the odds.
  const oddsVersion = (week: number, now: number) => dataset.versions.odds(week, now);
  weekRoute(
    context,
    '/api/teamOdds/opening',
    'opening',
    (week) => dataset.openingOddsForWeek(week),
    oddsVersion,
    'odds',
  );

  route(context, '/api/teamOdds/history', 'history', async (request, reply) => {
    const eventId = request.query.event_id;
    if (!eventId) return fail(reply, 400, 'event_id is required, e.g. /teamOdds/history?event_id=<id from /teamOdds>');
    const now = nowMs();
    await dataset.refresh?.('odds', 0, now);
    const version = dataset.versions.history(eventId, now);
    if (version === undefined) return fail(reply, 404, `Unknown event_id: ${eventId}`);
    return sendEncodedJson(
      request,
      reply,
      cache.get(`history:${eventId}`, () => dataset.oddsHistory(eventId, now), version),
      DATA_CACHE,
    );
  });

  route(context, '/api/playerGameLogs', 'gameLogs', (request, reply) => {
    const { player_id: players, week: weekText } = request.query;
    if ((players === undefined) === (weekText === undefined)) {
      return fail(reply, 400, 'Give exactly one of player_id (up to 200 ids, comma separated) and week');
    }
    const seasonId = seasonOrError(dataset, request.query, reply, '/playerGameLogs');
    if (seasonId === undefined) return reply;
    const now = nowMs();
    const version = dataset.versions.season(seasonId, now);
    if (players !== undefined) {
      const ids = playerIdsOr400(players, reply);
      if (!ids) return reply;
      const logs = cache.get(
        `logs:${seasonId}:players:${ids.join(',')}`,
        () => dataset.gameLogsOfPlayers(seasonId, ids, now),
        version,
      );
      return sendEncodedJson(request, reply, logs, DATA_CACHE);
    }
    const week = weekOr400(request.query, reply);
    if (week === undefined) return reply;
    const logs = cache.get(
      `logs:${seasonId}:week:${week}`,
      () => dataset.gameLogsOfWeek(seasonId, week, now),
      dataset.versions.week(seasonId, week, now),
    );
    return sendEncodedJson(request, reply, logs, DATA_CACHE);
  });

  seasonRoute(context, '/api/teamData/defense-vs-position', 'defense', (seasonId, now) =>
    dataset.defenseVsPosition(seasonId, now),
  );
  seasonRoute(context, '/api/teamData/defense-vs-position/weekly', 'defense', (seasonId, now) =>
    dataset.defenseHistory(seasonId, now),
  );

  // The real seasons' margins, counted once at start (CONTRACT §9); the demo's are simulated, so it has none to give.
  route(context, '/api/keyNumbers', 'keyNumbers', (request, reply) => {
    const table = dataset.keyNumbers;
    if (!table) return fail(reply, 404, NO_KEY_NUMBERS[dataset.sources().mode]);
    return sendEncodedJson(
      request,
      reply,
      cache.get('keyNumbers', () => table),
      DATA_CACHE,
    );
  });

  route(context, '/api/weather/forecast', 'forecast', async (request, reply) => {
    const query = parseWeatherQuery(request.query);
    if ('status' in query) return reply.code(query.status).send(query.body);
    if (options.weather) {
      const refused = notAStadium(query);
      if (refused) return reply.code(refused.status).send(refused.body);
      return sendForwarded(reply, await options.weather.forecast(query));
    }
    const at = options.now();
    const hour = Math.floor(at.getTime() / HOUR);
    // Same hour, same place (to the 2 decimals the generator uses), same answer.
    const key = `forecast:${Math.round(query.lat * 100)},${Math.round(query.lon * 100)}:${query.units}`;
    const forecast = cache.get(
      key,
      () => forecastInUnits(dataset.forecastAt(query.lat, query.lon, at), query.units),
      hour,
    );
    return sendEncodedJson(request, reply, forecast, WEATHER_CACHE);
  });
}
