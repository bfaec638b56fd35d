import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isUnavailable } from '../db/connect';
import { bearerToken, firebaseVerifier } from './auth';
import { refuse, type MeContext, type MeOptions } from './context';
import { registerBets } from './bets';
import { gameIndex } from './games';
import { SlidingWindowLimiter } from './limiter';

export type { MeOptions } from './context';

const WRITES = new Set(['POST', 'PATCH', 'DELETE', 'PUT']);
export const UNAVAILABLE = 'Your bets are unavailable: the database is not answering. Try again in a moment.';

/** The /api/me routes of CONTRACT §11, in their own scope: a token on every request, writes counted per uid. */
export async function meRoutes(app: FastifyInstance, options: MeOptions): Promise<void> {
  const verify = options.verifyToken ?? firebaseVerifier();
  const limiter = options.limiter ?? new SlidingWindowLimiter();
  const uids = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return refuse(reply, 401, 'Sign in: send Authorization: Bearer <Firebase ID token>');
    let uid: string;
    try {
      uid = await verify(token);
    } catch {
      return refuse(
        reply,
        401,
        'The sign-in token is not valid (expired, forged or for another project): sign in again',
      );
    }
    uids.set(request, uid);
    if (!WRITES.has(request.method)) return undefined;
    const retryAfter = limiter.take(uid);
    if (retryAfter === undefined) return undefined;
    reply.header('Retry-After', String(retryAfter));
    return refuse(reply, 429, `More than 60 changes in a minute: try again in ${retryAfter} s`);
  });

  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isUnavailable(error)) return refuse(reply, 503, UNAVAILABLE);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return refuse(reply, 413, `The body is over the limit of ${request.routeOptions.bodyLimit ?? 0} bytes`);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return refuse(reply, status, error.message);
    request.log.error(error);
    console.error(error);
    return refuse(reply, 500, 'Internal error');
  });

  const context: MeContext = {
    ...options,
    uid: (request) => {
      const uid = uids.get(request);
      if (uid === undefined) throw new Error('no uid: the onRequest hook did not run');
      return uid;
    },
    gameOf: gameIndex(options.dataset),
  };
  registerBets(app, context);
}
