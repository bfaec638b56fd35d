import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** The migrations in the repo, in order of their names (0001_…, 0002_…). */
export function migrationFiles(dir = MIGRATIONS_DIR): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));
}

// Any fixed number: servers starting together on one Postgres take turns (pg_advisory_xact_lock).
const MIGRATION_LOCK = 61_0001;

/**
 * Applies each migration not yet recorded, in order, each in its own transaction with its record, so a failed one
 * leaves no trace and the next start tries it again. Returns the names applied now.
 */
export async function migrate(db: Kysely<Schema>, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists gridline_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied: string[] = [];
  for (const { name, text } of migrationFiles(dir)) {
    const done = await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      const seen = await tx
        .selectFrom('gridline_migrations')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (seen) return false;
      await sql.raw(text).execute(tx);
      await tx.insertInto('gridline_migrations').values({ name }).execute();
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
