import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { registerStatic } from './static';

export interface ServerOptions {
  /** The built app; defaults to the repository's dist/. */
  distDir?: string;
  /** One log line per request; off in tests. */
  logRequests?: boolean;
}

const repoRoot = path.resolve(__dirname, '..');

/** The embedded server of CONTRACT §6: the built app with an SPA fallback. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (options.logRequests) {
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime.toFixed(1);
      console.log(`${new Date().toISOString()} ${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
    });
  }
  await registerStatic(app, options.distDir ?? path.join(repoRoot, 'dist'));
  return app;
}
