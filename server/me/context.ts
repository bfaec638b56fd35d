import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dataset } from '../data/dataset';
import type { DatabaseHandle } from '../db/connect';
import type { TokenVerifier } from './auth';
import type { BetGame } from './games';
import type { SlidingWindowLimiter } from './limiter';

export interface MeOptions {
  database: DatabaseHandle;
  dataset: Dataset;
  now: () => Date;
  fixedOpener?: Date;
  /** Default: firebase-admin's verifyIdToken for the app's project. */
  verifyToken?: TokenVerifier;
  /** Default: 60 writes a sliding minute per uid. */
  limiter?: SlidingWindowLimiter;
}

/** What every /api/me route reads: the caller's uid (from the token only), the database and the games. */
export interface MeContext extends MeOptions {
  uid(request: FastifyRequest): string;
  gameOf: (id: string) => BetGame | undefined;
}

/** A reply's error body: `{"error": …}` and whatever else names what was wrong. */
export const refuse = (reply: FastifyReply, status: number, error: string, extra: Record<string, unknown> = {}) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error, ...extra });
