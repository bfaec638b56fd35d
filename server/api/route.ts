import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dataset } from '../data/dataset';
import type { JsonCache } from '../http/jsonCache';
import { applyFault, type FaultEndpoint, type FaultPlan } from './faults';

export interface ApiOptions {
  dataset: Dataset;
  /** The server clock: every answer is as of it (CONTRACT §8). */
  now: () => Date;
  seasonOpener: Date;
  faults: () => FaultPlan;
  faultTimeoutMs: number;
}

export type Query = Record<string, string | undefined>;
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

/** An error answer: `{"error": "…"}` with its status. */
export const fail = (reply: FastifyReply, status: 400 | 404, error: string) => reply.code(status).send({ error });
