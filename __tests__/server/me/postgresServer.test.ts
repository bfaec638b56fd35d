import type { FastifyInstance } from 'fastify';
import { databaseConfigFrom, lazyDatabase, openDatabase } from '../../../server/db/connect';
import { postgresServerForFile } from '../db/postgresServer';
import { testServer } from '../support';
import { aSingle, emulatorToken, fakeEmulatorForFile } from './support';

/**
 * CONTRACT §11 on a Postgres server (Debian's postgresql, which .ci/run installs): the same code as on PGlite through
 * DATABASE_URL and pg. A bet stored, the server stopped under the API (503, the rest answering), started again (the bet
 * is there, and a new one is stored).
 */
describe('bets on a Postgres server', () => {
  const postgres = postgresServerForFile();
  fakeEmulatorForFile();
  let app: FastifyInstance | undefined;
  let handle: ReturnType<typeof lazyDatabase> | undefined;

  beforeAll(async () => {
    handle = lazyDatabase(() => openDatabase(databaseConfigFrom({ DATABASE_URL: postgres().url })));
    app = await testServer({ database: handle });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => undefined);
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

    postgres().stop();
    const down = await server.inject({ method: 'POST', url: '/api/me/bets', headers: as('ann'), payload: aSingle() });
    expect(down.statusCode).toBe(503);
    expect((down.json() as { error: string }).error).toMatch(/database/);
    expect((await server.inject('/api/seasons')).statusCode).toBe(200);

    postgres().start();
    const back = await server.inject({ url: '/api/me/bets', headers: as('ann') });
    expect(back.statusCode).toBe(200);
    expect((back.json() as { bets: Array<{ id: string }> }).bets.map((one) => one.id)).toEqual([bet.id]);
    const again = aSingle();
    const stored = await server.inject({ method: 'POST', url: '/api/me/bets', headers: as('ann'), payload: again });
    expect(stored.statusCode).toBe(201);
  }, 120_000);
});
