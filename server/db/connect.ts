import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { migrate } from './migrate';
import { PGliteDialect } from './pgliteDialect';
import type { Schema } from './schema';

export type Db = Kysely<Schema>;

/** Where the data lives: a Postgres server (`postgres://…`), or PGlite in a folder or in memory (`memory://`). */
export type DatabaseConfig = { url: string } | { dir: string };

/** DATABASE_URL set: that server; else PGlite in GRIDLINE_DB_DIR (default data/db; `memory://` keeps nothing). */
export function databaseConfigFrom(env: NodeJS.ProcessEnv, root = path.resolve(__dirname, '../..')): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  const dir = env.GRIDLINE_DB_DIR?.trim() || 'data/db';
  return { dir: dir.startsWith('memory://') ? dir : path.resolve(root, dir) };
}

/** The database is not answering (stopped, unreachable, closed): /api/me answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);

/** Whether an error says the database cannot be reached, as opposed to a query it refused (a bug: 500). */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  // Read by shape, not by `instanceof Error`: a socket's error may come from another realm (a test's vm, a worker).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^(08|57P)/.test(code))) return true;
  return (
    typeof message === 'string' &&
    /PGlite is closed|driver has already been destroyed|Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/** Opens the database and applies the migrations not yet applied. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  let db: Db;
  if ('url' in config) {
    const pool = new Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server emits 'error' on the pool: unheard, it would end the process.
    pool.on('error', () => undefined);
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (!config.dir.startsWith('memory://')) mkdirSync(config.dir, { recursive: true });
    db = new Kysely<Schema>({ dialect: new PGliteDialect(new PGlite(config.dir)) });
  }
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

/** The database as the routes reach it: opened on first use, opened again after a failure. */
export interface DatabaseHandle {
  db(): Promise<Db>;
  close(): Promise<void>;
}

/** A handle over a database opened once, on first use (a failed open is tried again on the next use). */
export function lazyDatabase(open: () => Promise<Db>): DatabaseHandle {
  let opening: Promise<Db> | undefined;
  return {
    db() {
      opening ??= open().catch((error: unknown) => {
        opening = undefined;
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      });
      return opening;
    },
    async close() {
      const db = await opening?.catch(() => undefined);
      opening = undefined;
      await db?.destroy();
    },
  };
}
