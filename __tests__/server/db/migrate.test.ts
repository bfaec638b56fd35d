import { PGlite } from '@electric-sql/pglite';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { insertBet, listBets } from '../../../server/db/bets';
import { openDatabase, type Db } from '../../../server/db/connect';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { PGliteDialect } from '../../../server/db/pgliteDialect';
import type { Schema } from '../../../server/db/schema';
import type { StoredBet } from '../../../src/domain/bets/types';

const dir = mkdtempSync(path.join(tmpdir(), 'gridline-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bet = {
  bet: {
    id: '11111111-1111-4111-8111-111111111111',
    placed_at: '2025-09-07T16:00:00.000Z',
    stake: 2,
    book: 'fanduel' as const,
    kind: 'single' as const,
    price: -110,
    legs: [{ game_id: 'g1', market: 'h2h' as const, side: 'Team', price: -110 }],
  },
  season: '2025',
  week: 1,
  postHash: 'h',
};

it('applies every migration to an empty folder, once; rows survive a restart and a second run', async () => {
  const started = Date.now();
  const first = await openDatabase({ dir });
  const newMs = Date.now() - started;
  const names = (await first.selectFrom('gridline_migrations').select('name').execute()).map((row) => row.name);
  expect(names).toEqual(migrationFiles().map((file) => file.name));
  await insertBet(first, 'alice', bet);
  await first.destroy();

  const reopened = Date.now();
  const second = await openDatabase({ dir });
  console.log(`PGlite: new data folder ${newMs} ms, existing ${Date.now() - reopened} ms`);
  expect(await migrate(second)).toEqual([]);
  expect(await listBets(second, 'alice')).toEqual([{ ...bet.bet, version: 1 }]);
  await second.destroy();
}, 60_000);

/**
 * Rows each version of the schema holds, keyed by the migration that made that version. A new migration adds its
 * entry: `insert` writes rows as that version's schema allows (plain SQL, so it stays that version's whatever the code
 * becomes); `survived` reads them back through today's queries once every later migration has run.
 */
interface Fixture {
  insert(db: Db): Promise<void>;
  survived(db: Db): Promise<void>;
}

const V1_BETS: Record<string, StoredBet[]> = {
  ann: [
    {
      id: '00000001-0000-4000-8000-000000000002',
      placed_at: '2025-09-14T16:30:00.000Z',
      stake: 12.5,
      book: 'draftkings',
      kind: 'teaser',
      teaser_points: 6.5,
      price: -120,
      legs: [
        { game_id: 'g2', market: 'spreads', side: 'Away Team', point: 2.5, price: -110 },
        { game_id: 'g3', market: 'totals', side: 'Under', point: 44.5, price: -105 },
      ],
      notes: `it's "quoted", <b>, ü`,
      version: 3,
    },
    {
      id: '00000001-0000-4000-8000-000000000001',
      placed_at: '2025-09-07T16:00:00.000Z',
      stake: 1000000,
      book: 'fanduel',
      kind: 'single',
      price: 150,
      legs: [{ game_id: 'g1', market: 'h2h', side: 'Home Team', price: 150 }],
      version: 1,
    },
  ],
  ben: [
    {
      id: '00000001-0000-4000-8000-000000000001',
      placed_at: '2025-09-08T00:15:00.000Z',
      stake: 0.01,
      book: 'other',
      kind: 'parlay',
      price: 264,
      legs: [
        { game_id: 'g4', market: 'h2h', side: 'Home Team', price: -110 },
        { game_id: 'g5', market: 'spreads', side: 'Away Team', point: -3, price: -110 },
      ],
      version: 2,
    },
  ],
};

/** Bets written in plain SQL on the bets table of 0001 (unchanged since), one statement a bet. */
async function insertBetsSql(db: Db, betsByUid: Record<string, StoredBet[]>) {
  for (const [uid, bets] of Object.entries(betsByUid))
    for (const one of bets)
      await sql`insert into bets (uid, id, placed_at, stake, book, kind, teaser_points, price, legs, notes, season,
          week, post_hash, version)
        values (${uid}, ${one.id}, ${one.placed_at}, ${one.stake}, ${one.book}, ${one.kind},
          ${one.teaser_points ?? null}, ${one.price}, ${JSON.stringify(one.legs)}, ${one.notes ?? null}, '2025', 1,
          ${`hash of ${one.id}`}, ${one.version})`.execute(db);
}

async function betsSurvived(db: Db, betsByUid: Record<string, StoredBet[]>) {
  for (const [uid, bets] of Object.entries(betsByUid)) expect(await listBets(db, uid)).toEqual(bets);
}

const V2_BETS = Object.fromEntries(Object.entries(V1_BETS).map(([uid, bets]) => [`${uid} at 0002`, bets]));

const FIXTURES: Record<string, Fixture> = {
  '0001_bets.sql': {
    insert: (db) => insertBetsSql(db, V1_BETS),
    survived: (db) => betsSurvived(db, V1_BETS),
  },
  // Each user's stamp is bumped once a statement that writes their bets: one insert a bet here.
  '0002_bet_stamps.sql': {
    insert: (db) => insertBetsSql(db, V2_BETS),
    survived: async (db) => {
      await betsSurvived(db, V2_BETS);
      const stamps = await sql<{ uid: string; stamp: number }>`select uid, stamp::int as stamp from bet_stamps
        where uid = any(${Object.keys(V2_BETS)}) order by uid`.execute(db);
      expect(stamps.rows).toEqual(Object.entries(V2_BETS).map(([uid, bets]) => ({ uid, stamp: bets.length })));
    },
  },
};

const FILES = migrationFiles();

/** The schema as the catalog says it: the public tables' columns, constraints, indexes and triggers, and functions. */
async function schemaOf(db: Db) {
  const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`.execute(db);
  const constraints = await sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
    from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`.execute(db);
  const indexes = await sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by 1, 2`.execute(db);
  const triggers = await sql`select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(oid) as def
    from pg_trigger where not tgisinternal order by 1, 2`.execute(db);
  const functions = await sql`select proname, pg_get_functiondef(oid) as def from pg_proc
    where pronamespace = 'public'::regnamespace order by 1`.execute(db);
  return {
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows,
    triggers: triggers.rows,
    functions: functions.rows,
  };
}

/** Every row of every table but the record of migrations, in key order. */
async function contentsOf(db: Db) {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'
    and tablename <> 'gridline_migrations' order by 1`.execute(db);
  const contents: Record<string, string[]> = {};
  for (const { name } of tables.rows)
    contents[name] = (await sql`select * from ${sql.table(name)}`.execute(db)).rows
      .map((row) => JSON.stringify(row))
      .sort();
  return contents;
}

const records = (db: Db) => db.selectFrom('gridline_migrations').selectAll().orderBy('name').execute();

describe('the migrations, on an empty database and on each earlier version holding its rows', () => {
  // A new PGlite runs initdb (about 2 s); one loaded from an empty one's files starts in about 0.4.
  let empty: Blob | undefined;
  /** From the empty database: the migrations applied, and the newest schema they make. */
  let applied: string[] = [];
  let newest: Awaited<ReturnType<typeof schemaOf>> | undefined;
  const folders = mkdtempSync(path.join(tmpdir(), 'gridline-migrations-'));
  const open: Db[] = [];

  const emptyDatabase = async (): Promise<Db> => {
    const pglite = new PGlite({ loadDataDir: empty });
    const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
    open.push(db);
    return db;
  };

  /** A folder of the first `count` migrations: the repo as it was at that version. */
  const firstMigrations = (count: number) => {
    const folder = path.join(folders, String(count));
    mkdirSync(folder, { recursive: true });
    for (const { name } of FILES.slice(0, count))
      copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(folder, name));
    return folder;
  };

  /** A database at the version of migration `count`, holding that version's rows. */
  const atVersion = async (count: number): Promise<Db> => {
    const db = await emptyDatabase();
    expect(await migrate(db, firstMigrations(count))).toEqual(FILES.slice(0, count).map((file) => file.name));
    const name = FILES[count - 1]?.name ?? '';
    const fixture = FIXTURES[name];
    if (!fixture) throw new Error(`No fixture for ${name}: add the rows its schema holds to FIXTURES`);
    await fixture.insert(db);
    return db;
  };

  beforeAll(async () => {
    const pglite = new PGlite('memory://');
    // dumpDataDir does not wait for the start: asked before it, it never answers.
    await pglite.waitReady;
    empty = await pglite.dumpDataDir('none');
    await pglite.close();
    const db = await emptyDatabase();
    applied = await migrate(db);
    newest = await schemaOf(db);
  }, 60_000);

  afterAll(async () => {
    for (const db of open) await db.destroy().catch(() => undefined);
    rmSync(folders, { recursive: true, force: true });
  });

  it('applies every migration, in order, each once, to an empty database', async () => {
    expect(applied).toEqual(FILES.map((file) => file.name));
    expect(newest?.columns.length).toBeGreaterThan(0);
    const db = open[0] as Db;
    expect((await records(db)).map((record) => record.name)).toEqual(applied);
    expect(await migrate(db)).toEqual([]);
  });

  it('has rows for every version: each migration has its fixture', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(FILES.map((file) => file.name));
  });

  it.each(FILES.map((file, index) => [file.name, index + 1] as const))(
    'brings a database at %s, holding its rows, to the newest schema with the rows whole',
    async (_name, count) => {
      const db = await atVersion(count);
      expect(await migrate(db)).toEqual(FILES.slice(count).map((file) => file.name));
      expect(await schemaOf(db)).toEqual(newest);
      expect((await records(db)).map((record) => record.name)).toEqual(FILES.map((file) => file.name));
      // This version's rows; each earlier version's are read in its own case.
      await FIXTURES[FILES[count - 1]?.name ?? '']?.survived(db);
    },
  );

  it('refuses what must never be stored (CHECK constraints)', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    await expect(insertBet(db, 'alice', { ...bet, bet: { ...bet.bet, stake: 0 } })).rejects.toThrow(/check/i);
    await expect(insertBet(db, 'alice', { ...bet, bet: { ...bet.bet, price: 99 } })).rejects.toThrow(/check/i);
    await expect(insertBet(db, 'alice', { ...bet, bet: { ...bet.bet, notes: 'x'.repeat(501) } })).rejects.toThrow(
      /check/i,
    );
    expect((await sql<{ n: number }>`select count(*)::int as n from bets`.execute(db)).rows[0]?.n).toBe(0);
  });

  it('changes nothing on a database at the newest version holding rows, run twice at once', async () => {
    const db = await atVersion(FILES.length);
    const [schema, contents, recorded] = [await schemaOf(db), await contentsOf(db), await records(db)];
    expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
    expect(await schemaOf(db)).toEqual(schema);
    expect(await contentsOf(db)).toEqual(contents);
    expect(await records(db)).toEqual(recorded);
    await FIXTURES[FILES.at(-1)?.name ?? '']?.survived(db);
  });
});
