import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openDatabase, type Db, type DatabaseHandle } from '../../../server/db/connect';
import { startPostgresServer, type PostgresServer } from '../db/postgresServer';
import { testDataset, testServer } from '../support';

export const PROJECT = 'demo-gridline';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token as the Auth emulator makes them (alg none), with claims overridable to break it. */
export function emulatorToken(uid: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/**
 * The one Auth emulator endpoint firebase-admin calls when it verifies an emulator token (accounts:lookup: is the user
 * still there?), answering that every user exists, on `port` (0: any free one). FIREBASE_AUTH_EMULATOR_HOST points
 * firebase-admin at it.
 */
export async function startFakeEmulator(port = 0): Promise<{ host: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const ids = (JSON.parse(body || '{}') as { localId?: string[] }).localId ?? [];
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          kind: 'identitytoolkit#GetAccountInfoResponse',
          users: ids.map((localId) => ({ localId })),
        }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let emulatorPort = 0;

/**
 * A fake Auth emulator (startFakeEmulator) for the enclosing file or describe block, FIREBASE_AUTH_EMULATOR_HOST set
 * to it. Each block that calls it gets one on the port of the file's first: firebase-admin reads the host once per app.
 */
export function fakeEmulatorForFile(): void {
  let emulator: Awaited<ReturnType<typeof startFakeEmulator>> | undefined;
  beforeAll(async () => {
    emulator = await startFakeEmulator(emulatorPort);
    emulatorPort = Number(emulator.host.split(':')[1]);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  });
  afterAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await emulator?.close();
  });
}

/** A fresh in-memory database with every migration applied. */
export const memoryDatabase = () => openDatabase({ dir: 'memory://' });

/** CONTRACT §11: the same server tests pass on PGlite and on a Postgres server. */
export const BACKENDS = ['PGlite', 'Postgres server'] as const;
export type Backend = (typeof BACKENDS)[number];

/** A handle over an open database (the test closes it). */
export const handleOf = (db: Db): DatabaseHandle => ({ db: async () => db, close: () => db.destroy() });

/**
 * A server over a fresh database for the enclosing file or describe block: a PGlite in memory, or a Postgres server of
 * its own (started first and stopped last; missing, the tests fail saying how to install it). `as(uid)` sends requests
 * with that user's token.
 */
export function meServerForFile(backend: Backend = 'PGlite') {
  fakeEmulatorForFile();
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  let postgres: PostgresServer | undefined;
  beforeAll(async () => {
    if (backend === 'Postgres server') postgres = await startPostgresServer();
    db = await (postgres ? openDatabase({ url: postgres.url }) : memoryDatabase());
    app = await testServer({ database: handleOf(db) });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy().catch(() => undefined);
    postgres?.remove();
  }, 60_000);
  const server = () => {
    if (!app) throw new Error('the test server is not started');
    return app;
  };
  return {
    app: server,
    db: () => {
      if (!db) throw new Error('the database is not open');
      return db;
    },
    as: (uid: string) => async (options: InjectOptions) => {
      const response = await server().inject({
        ...options,
        headers: { authorization: `Bearer ${emulatorToken(uid)}`, ...options.headers },
      });
      return {
        status: response.statusCode,
        body: response.body ? (response.json() as Record<string, unknown>) : {},
        headers: response.headers,
      };
    },
  };
}

/** A game of week 10 (after the test clock's week 10 Saturday) and its teams, for bets placed before its kickoff. */
export function aGame(week = 12) {
  const event = testDataset().oddsForWeek(week)[0];
  if (!event) throw new Error(`no games in week ${week}`);
  return event;
}

let counter = 0;
/** A valid single on `aGame()`, each call with a new id. */
export function aSingle(overrides: Record<string, unknown> = {}) {
  const game = aGame();
  counter++;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    placed_at: new Date(Date.parse(game.commence_time) - 86_400_000).toISOString(),
    stake: 1.5,
    book: 'draftkings',
    kind: 'single',
    price: -110,
    legs: [{ game_id: game.id, market: 'spreads', side: game.home_team, point: -3.5, price: -110 }],
    ...overrides,
  };
}
