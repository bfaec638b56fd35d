import type { FastifyReply } from 'fastify';
import { parseWeekParam } from '../../src/domain/week';
import type { Dataset } from '../data/dataset';

export type Query = Record<string, string | undefined>;

/** An error answer: `{"error": "…"}` with its status. */
export const fail = (reply: FastifyReply, status: 400 | 404, error: string) => reply.code(status).send({ error });

/** At most this many ids in one /playerGameLogs?player_id= request. */
export const MAX_PLAYER_IDS = 200;

/** `week` as an integer 1–18, or undefined after answering 400. */
export function weekOr400(query: Query, reply: FastifyReply): number | undefined {
  const week = parseWeekParam(query.week);
  if (week === undefined)
    fail(reply, 400, `week must be an integer from 1 to 18, got ${JSON.stringify(query.week ?? null)}`);
  return week;
}

/** A known `season_id`, or undefined after answering 400 (none) or 404 (unknown). */
export function seasonOrError(
  dataset: Dataset,
  query: Query,
  reply: FastifyReply,
  example: string,
): string | undefined {
  const seasonId = query.season_id;
  if (!seasonId) {
    fail(reply, 400, `season_id is required, e.g. ${example}?season_id=<id from /seasons>`);
    return undefined;
  }
  if (!dataset.seasons.some((season) => season.id === seasonId)) {
    fail(reply, 404, `Unknown season_id: ${seasonId}`);
    return undefined;
  }
  return seasonId;
}

/** `player_id=a,b,c`: the ids (blanks dropped), or undefined after answering 400 for none or too many. */
export function playerIdsOr400(value: string, reply: FastifyReply): string[] | undefined {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) fail(reply, 400, 'player_id must list at least one player id');
  else if (ids.length > MAX_PLAYER_IDS)
    fail(reply, 400, `player_id lists ${ids.length} ids; at most ${MAX_PLAYER_IDS} are allowed`);
  else return ids;
  return undefined;
}
