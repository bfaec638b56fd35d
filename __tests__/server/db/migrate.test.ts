import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { insertBet, listBets } from '../../../server/db/bets';
import { openDatabase } from '../../../server/db/connect';
import { migrate, migrationFiles } from '../../../server/db/migrate';

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

it('refuses what must never be stored (CHECK constraints)', async () => {
  const db = await openDatabase({ dir: 'memory://' });
  await expect(insertBet(db, 'alice', { ...bet, bet: { ...bet.bet, stake: 0 } })).rejects.toThrow(/check/i);
  await expect(insertBet(db, 'alice', { ...bet, bet: { ...bet.bet, price: 99 } })).rejects.toThrow(/check/i);
  await expect(insertBet(db, 'alice', { ...bet, bet: { ...bet.bet, notes: 'x'.repeat(501) } })).rejects.toThrow(
    /check/i,
  );
  expect((await sql<{ n: number }>`select count(*)::int as n from bets`.execute(db)).rows[0]?.n).toBe(0);
  await db.destroy();
}, 60_000);
