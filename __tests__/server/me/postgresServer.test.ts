import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { databaseConfigFrom, lazyDatabase, openDatabase } from '../../../server/db/connect';
import { freePort } from '../../../scripts/serverProcess';
import { testServer } from '../support';
import { aSingle, emulatorToken, fakeEmulatorForFile } from './support';

/**
 * CONTRACT §11 on a Postgres server (Debian's postgresql, which .ci/run installs): the same code as on PGlite through
 * DATABASE_URL and pg. A bet stored, the server stopped under the API (503, the rest answering), started again (the bet
 * is there, and a new one is stored). Postgres refuses to run as root: it runs as the postgres user, in a folder of its
 * own, on a free port, and is stopped by its PID.
 */
const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
const bin = versions.length > 0 ? path.join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin') : '';
const available = bin !== '' && existsSync(path.join(bin, 'postgres'));
const asRoot = process.getuid?.() === 0;

const dir = mkdtempSync(path.join(tmpdir(), 'gridline-pg-'));
const data = path.join(dir, 'data');
let port = 0;

/** Runs a Postgres binary as the postgres user when the tests run as root (Postgres refuses root). */
function pg(binary: string, args: string[]): string {
  const command = path.join(bin, binary);
  if (!asRoot) return execFileSync(command, args, { encoding: 'utf8' });
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' });
}

// The server's output goes to a log file: on the pipe, the server would hold it open and pg_ctl's caller would wait.
const start = () =>
  pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -h 127.0.0.1`, '-w', 'start']);
const stop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);

const describeWithServer = available ? describe : describe.skip;
if (!available) console.warn('No Postgres server binaries in /usr/lib/postgresql: apt-get install -y postgresql');

describeWithServer('bets on a Postgres server', () => {
  fakeEmulatorForFile();
  let app: FastifyInstance | undefined;
  const database = () =>
    lazyDatabase(() =>
      openDatabase(databaseConfigFrom({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` })),
    );
  let handle: ReturnType<typeof database> | undefined;

  beforeAll(async () => {
    port = await freePort();
    chmodSync(dir, 0o777);
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
    start();
    handle = database();
    app = await testServer({ database: handle });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => undefined);
    try {
      stop();
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const as = (uid: string) => ({ authorization: `Bearer ${emulatorToken(uid)}` });

  it('stores and reads a bet, answers 503 while the server is stopped, and has the bet after it starts again', async () => {
    const server = app as FastifyInstance;
    const bet = { ...aSingle(), notes: "<script>alert(1)</script>'; drop table bets; --" };
    const created = await server.inject({ method: 'POST', url: '/api/me/bets', headers: as('ann'), payload: bet });
    expect(created.statusCode).toBe(201);
    const read = await server.inject({ url: `/api/me/bets/${bet.id}`, headers: as('ann') });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: bet.id, notes: bet.notes, stake: bet.stake });
    expect((await server.inject({ url: `/api/me/bets/${bet.id}`, headers: as('bob') })).statusCode).toBe(404);

    stop();
    const down = await server.inject({ method: 'POST', url: '/api/me/bets', headers: as('ann'), payload: aSingle() });
    expect(down.statusCode).toBe(503);
    expect((down.json() as { error: string }).error).toMatch(/database/);
    expect((await server.inject('/api/seasons')).statusCode).toBe(200);

    start();
    const back = await server.inject({ url: '/api/me/bets', headers: as('ann') });
    expect(back.statusCode).toBe(200);
    expect((back.json() as { bets: Array<{ id: string }> }).bets.map((one) => one.id)).toEqual([bet.id]);
    const again = aSingle();
    const stored = await server.inject({ method: 'POST', url: '/api/me/bets', headers: as('ann'), payload: again });
    expect(stored.statusCode).toBe(201);
  }, 120_000);
});
