import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { brotliDecompressSync } from 'node:zlib';
import type { Db } from '../../../server/db/connect';
import type { BetsAnswer } from '../../../src/domain/bets/types';
import { testServer } from '../support';
import { aGame, aSingle, emulatorToken, fakeEmulatorForFile, handleOf, memoryDatabase } from './support';

/**
 * The list's answer is kept between requests (server/me/bets.ts) and must never be stale: two servers share one
 * database, as CONTRACT §11's stateless servers will, and each sees what the other wrote; a write that no server made
 * (by hand, in SQL) shows too; and the same stored bets are graded anew when their game goes final. The answer is kept
 * compressed too, and that copy is never stale either.
 */
fakeEmulatorForFile();

const game = aGame();
const kickoff = Date.parse(game.commence_time);
let clock = new Date(kickoff - 3_600_000);
let db: Db | undefined;
let one: FastifyInstance | undefined;
let other: FastifyInstance | undefined;

beforeAll(async () => {
  db = await memoryDatabase();
  one = await testServer({ database: handleOf(db), now: () => clock });
  other = await testServer({ database: handleOf(db), now: () => clock });
}, 60_000);
afterAll(async () => {
  await one?.close();
  await other?.close();
  await db?.destroy().catch(() => undefined);
});

const send = (app: FastifyInstance | undefined, options: InjectOptions) =>
  app!.inject({ ...options, headers: { authorization: `Bearer ${emulatorToken('kim')}`, ...options.headers } });
/** The list as JSON; its brotli form (kept beside it, as the browser asks for it) says the same every time. */
const list = async (app = one) => {
  const plain = await send(app, { url: '/api/me/bets' });
  const br = await send(app, { url: '/api/me/bets', headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  return plain.json() as BetsAnswer;
};

describe('the list kept between requests', () => {
  it('shows what another server on the same database wrote, and a write made in SQL', async () => {
    const bet = aSingle();
    expect((await send(one, { method: 'POST', url: '/api/me/bets', payload: bet })).statusCode).toBe(201);
    expect((await list()).bets.map(({ id, version }) => [id, version])).toEqual([[bet.id, 1]]);

    const patched = await send(other, {
      method: 'PATCH',
      url: `/api/me/bets/${bet.id}`,
      headers: { 'if-match': '1' },
      payload: { stake: 5 },
    });
    expect(patched.statusCode).toBe(200);
    expect((await list()).bets.map(({ stake, version }) => [stake, version])).toEqual([[5, 2]]);

    const second = aSingle();
    await send(other, { method: 'POST', url: '/api/me/bets', payload: second });
    expect((await list()).bets).toHaveLength(2);
    expect((await list()).summary.count).toBe(2);

    await sql`update bets set notes = 'typed in psql' where id = ${second.id}`.execute(db!);
    expect((await list()).bets.find(({ id }) => id === second.id)?.notes).toBe('typed in psql');

    expect((await send(other, { method: 'DELETE', url: `/api/me/bets/${second.id}` })).statusCode).toBe(204);
    expect((await list()).bets.map(({ id }) => id)).toEqual([bet.id]);
    expect((await send(one, { url: '/api/me/bets.csv' })).body.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('grades the same bets anew when their game kicks off and goes final', async () => {
    const before = (await list()).bets[0]!;
    expect(before).toMatchObject({ status: 'open', clv: null });
    expect(before.legs[0]?.close).toBeNull();
    clock = new Date(kickoff + 60_000);
    const started = (await list()).bets[0]!;
    expect(started.status).toBe('open');
    expect(started.legs[0]?.close).not.toBeNull();
    clock = new Date(kickoff + 5 * 3_600_000);
    const final = (await list()).bets[0]!;
    expect(['won', 'lost', 'push']).toContain(final.status);
    expect(final.profit).not.toBeNull();
  });
});
