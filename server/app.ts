import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { seasonInProgress } from '../src/domain/calendar';
import { parseOpener } from '../src/domain/week';
import { parseFaults, type FaultPlan } from './api/faults';
import { registerApi } from './api/routes';
import { createDataset, type Dataset } from './data/dataset';
import { registerFirestore } from './firestore/routes';
import type { OwmWeather } from './sources/owm/owmWeather';
import { registerHeaders } from './http/headers';
import { databaseConfigFrom, lazyDatabase, openDatabase, type DatabaseHandle } from './db/connect';
import { meRoutes, type MeOptions } from './me/routes';
import { builtPages, registerStatic } from './static';

export interface ServerOptions {
  /** The built app; defaults to the repository's dist/. */
  distDir?: string;
  /** One log line per request; off in tests. */
  logRequests?: boolean;
  dataset?: Dataset;
  /** GRIDLINE_FAULTS syntax: `teamOdds=500,playerData=timeout`. */
  faults?: string;
  /** Accept `PUT /api/__faults` to change the faults at run time (browser tests only). */
  faultControl?: boolean;
  faultTimeoutMs?: number;
  now?: () => Date;
  /** Accept `PUT /api/__clock` (an ISO time) to move the clock at run time (browser tests only). */
  clockControl?: boolean;
  seasonOpener?: string;
  /**
   * OpenWeatherMap behind /api/weather and /api/weather/forecast (OPENWEATHER_API_KEY); none, the weather is simulated.
   */
  weather?: OwmWeather;
  /** The users' own data (CONTRACT §11); default: DATABASE_URL or PGlite in GRIDLINE_DB_DIR, opened on first use. */
  database?: DatabaseHandle;
  /** How /api/me checks a token (default: firebase-admin's verifyIdToken). */
  verifyToken?: MeOptions['verifyToken'];
}

const repoRoot = path.resolve(__dirname, '..');

/** The embedded server of CONTRACT §6: the built app, the product API, weather, images and admins. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (options.logRequests) {
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime.toFixed(1);
      console.log(`${new Date().toISOString()} ${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
    });
  }

  let faults: FaultPlan = parseFaults(options.faults);
  if (options.faultControl) {
    app.put<{ Body: string }>('/api/__faults', async (request, reply) => {
      try {
        faults = parseFaults(String(request.body ?? ''));
        return { faults };
      } catch (error) {
        return reply.code(400).send({ error: (error as Error).message });
      }
    });
  }

  let now = options.now ?? (() => new Date());
  if (options.clockControl) {
    app.put<{ Body: string }>('/api/__clock', async (request, reply) => {
      const at = Date.parse(String(request.body ?? '').trim());
      if (Number.isNaN(at)) return reply.code(400).send({ error: 'Expected an ISO time such as 2025-10-05T21:30:00Z' });
      now = () => new Date(at);
      return { now: new Date(at).toISOString() };
    });
  }

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const dataset = options.dataset ?? createDataset();
  // The opener the weeks are counted from: given, pinned (SEASON_OPENER), the dataset's current season's, or the
  // calendar's at the clock. Each page tells the client (server/pages.ts), so no opener is built into the app.
  const named = options.seasonOpener ?? (process.env.SEASON_OPENER?.trim() || undefined) ?? dataset.opener;
  const seasonOpener = named ? parseOpener(named) : seasonInProgress(now()).opener;
  const distDir = options.distDir ?? path.join(repoRoot, 'dist');
  const pages = builtPages(distDir, seasonOpener);
  registerHeaders(app, pages?.scriptHashes);
  registerApi(app, {
    dataset,
    now: () => now(),
    seasonOpener,
    faults: () => faults,
    faultTimeoutMs: options.faultTimeoutMs ?? 30_000,
    ...(options.weather ? { weather: options.weather } : {}),
  });
  // Opened on the first /api/me request, so the rest of the app never waits for (or needs) the database.
  const database = options.database ?? lazyDatabase(() => openDatabase(databaseConfigFrom(process.env)));
  if (!options.database) app.addHook('onClose', () => database.close());
  await app.register(meRoutes, {
    prefix: '/api/me',
    database,
    dataset,
    now: () => now(),
    ...(options.seasonOpener || process.env.SEASON_OPENER?.trim() ? { fixedOpener: seasonOpener } : {}),
    ...(options.verifyToken ? { verifyToken: options.verifyToken } : {}),
  });
  registerFirestore(app);
  await registerStatic(app, distDir, pages);
  return app;
}
