import path from 'node:path';
import { buildServer } from './app';
import { loadDataSource, type DataSource } from './dataSource';
import { databaseConfigFrom, lazyDatabase, openDatabase, type DatabaseConfig, type DatabaseHandle } from './db/connect';
import { owmWeatherFromEnv } from './sources/owm/owmWeather';

/** GRIDLINE_NOW: an ISO time that fixes the server's clock (CONTRACT §6); unset, the real clock. */
export function clockFrom(value: string | undefined): (() => Date) | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const fixed = Date.parse(value.trim());
  if (Number.isNaN(fixed))
    throw new Error(`GRIDLINE_NOW must be an ISO time such as 2025-09-20T12:00:00Z, got "${value}"`);
  return () => new Date(fixed);
}

/**
 * Applies the migrations before the server listens (CONTRACT §11), so no request waits behind PGlite's start (seconds
 * for a new folder, in which the event loop does nothing else). A database that cannot open is said and tried again on
 * the next /api/me request, which answers 503 meanwhile. One in memory (the browser suite's servers) keeps nothing,
 * and opens when first asked: seven servers starting at once on two cores do not each build one.
 */
async function openAtStart(database: DatabaseHandle, config: DatabaseConfig): Promise<void> {
  if ('dir' in config && config.dir.startsWith('memory://')) return;
  const where = 'url' in config ? 'the Postgres server of DATABASE_URL' : `PGlite in ${config.dir}`;
  try {
    await database.db();
    if (process.env.GRIDLINE_QUIET !== '1') console.log(`Users' data: ${where}, migrations applied.`);
  } catch (error) {
    console.error(`Users' data: ${where} is not available yet (${String(error)}); /api/me answers 503 until it is.`);
  }
}

/**
 * Starts the embedded server on PORT (default 8080) on the data GRIDLINE_DATA names (read here
 * unless `source` is given); used by `npm start` and the browser suite.
 */
export async function startServer(
  port = Number(process.env.PORT ?? 8080),
  host = process.env.HOST ?? 'localhost',
  source?: DataSource,
) {
  const now = clockFrom(process.env.GRIDLINE_NOW);
  const data = source ?? loadDataSource(process.env, (now?.() ?? new Date()).getTime());
  // OPENWEATHER_API_KEY: with the real seasons (CONTRACT §10), the weather routes forward to OpenWeatherMap,
  // on the real clock whatever GRIDLINE_NOW says. The demo season's weather stays simulated, as its footer says.
  const configured = owmWeatherFromEnv(process.env);
  const weather = data.mode === 'nflverse' ? configured : undefined;
  if (configured && !weather)
    console.log(
      'OPENWEATHER_API_KEY is set, but the demo season’s weather stays simulated (GRIDLINE_DATA=nflverse serves real weather).',
    );
  else if (weather && process.env.GRIDLINE_QUIET !== '1')
    console.log('Weather: forwarded to OpenWeatherMap (OPENWEATHER_API_KEY is set).');
  if (process.env.GRIDLINE_QUIET !== '1' || data.mode !== 'demo') console.log(data.summary);
  // The users' own data (CONTRACT §11): DATABASE_URL's server, else PGlite in GRIDLINE_DB_DIR.
  const databaseConfig = databaseConfigFrom(process.env);
  const database = lazyDatabase(() => openDatabase(databaseConfig));
  const app = await buildServer({
    logRequests: process.env.GRIDLINE_QUIET !== '1',
    faults: process.env.GRIDLINE_FAULTS,
    faultControl: process.env.GRIDLINE_FAULT_CONTROL === '1',
    clockControl: process.env.GRIDLINE_CLOCK_CONTROL === '1',
    dataset: data.dataset,
    ...(process.env.GRIDLINE_DIST_DIR ? { distDir: path.resolve(__dirname, '..', process.env.GRIDLINE_DIST_DIR) } : {}),
    ...(now ? { now } : {}),
    ...(weather ? { weather } : {}),
    database,
  });
  app.addHook('onClose', () => database.close());
  await openAtStart(database, databaseConfig);
  await app.listen({ port, host });
  return app;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
