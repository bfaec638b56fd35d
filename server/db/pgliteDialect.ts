import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over an in-process PGlite (Kysely 0.28 has no PGlite dialect; 0.29's needs Node 22). PGlite is one
 * connection, so a mutex hands it to one query or transaction at a time, as Kysely's SQLite driver does.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.pglite);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  private readonly connection: DatabaseConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = {
      executeQuery: async <R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> => {
        // Without parameters, the simple protocol (exec), as pg does: a migration holds several statements.
        const result: { rows: R[]; affectedRows?: number } = parameters.length
          ? await pglite.query<R>(sql, [...parameters], { rowMode: 'object' })
          : (((await pglite.exec(sql, { rowMode: 'object' })).at(-1) as Results<R> | undefined) ?? { rows: [] });
        const affected = result.affectedRows;
        return { rows: result.rows, ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }) };
      },
      streamQuery: () => {
        throw new Error('PGlite does not stream');
      },
    };
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
