import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { burstThenKill, countOf, importRows, importThenKill, verify } from './killedServer';
import { groupGone } from '../../../scripts/serverProcess';
import { commandOf, spawnServer, stopServer, type ServerChild } from './serverChild';
import { fakeEmulatorForFile, PROJECT } from './support';

/**
 * CONTRACT §11 on PGlite in a folder, through a kill -9: the real server (server/main.ts) in a process of its own is
 * SIGKILLed in the middle of a burst of writes and of a 5,000-row import, and started again on the same folder. Every
 * write it acknowledged is there as acknowledged; nothing is half-written (a bet is as posted or absent, a PATCH whole
 * or not at all, an import all or none). The figures of many such kills are in README's "A user's own data".
 */
describe('bets on PGlite through a kill -9 of the server', () => {
  fakeEmulatorForFile();
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-kill-'));
  let server: ServerChild | undefined;
  const env = () => ({
    GRIDLINE_DB_DIR: dir,
    DATABASE_URL: '',
    GRIDLINE_NOW: '2025-11-08T18:00:00Z',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  });
  /** SIGKILLed (checked), then started again on the same folder. */
  const restart = async (killed: ServerChild) => {
    expect(await killed.exited).toBe('SIGKILL');
    // Nothing of it runs on: not the node process that held PGlite, nor tsx's esbuild beside it.
    expect(await groupGone(killed.pid)).toBe(true);
    server = await spawnServer(env());
    return server;
  };

  afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('keeps every acknowledged write whole and nothing half-written', async () => {
    const first = (server = await spawnServer(env()));
    // The PID signalled is the node process that holds PGlite, not a wrapper in front of it.
    expect(commandOf(first.pid)).toMatch(/node.* --import tsx server\/main\.ts$/);
    // An import acknowledged before any kill: it is there after both.
    expect(await importRows(first, 'kept', 2_000)).toBe(201);

    // 5 bets, then 35 POSTs and 5 PATCHes of them 2 ms apart (45 writes, under 60 a minute); SIGKILL at answer 12.
    const burst = await burstThenKill(first, {
      uid: 'kim',
      tag: 1,
      before: 5,
      posts: 35,
      killAfter: 12,
      killDelayMs: 3,
      spacingMs: 2,
    });
    expect(burst.refused).toEqual([]);
    // The kill landed mid-burst: some writes were answered, others never were.
    expect(burst.acked.size + burst.patches.filter((patch) => patch.answer).length).toBeGreaterThanOrEqual(12);
    expect(burst.unanswered).toBeGreaterThan(0);

    const second = await restart(first);
    const verdict = await verify(second.url, burst);
    expect(verdict.problems).toEqual([]);
    expect(verdict.lost).toBe(0);

    // An import of 5,000 rows killed before it answers: none of it stored, or (had it answered) all.
    const killed = await importThenKill(second, { uid: 'ivy', rows: 5_000, killAfterMs: 600 });
    const third = await restart(second);
    const stored = await countOf(third.url, 'ivy');
    expect(killed === 201 ? [5_000] : [0, 5_000]).toContain(stored);
    expect(await countOf(third.url, 'kept')).toBe(2_000);
    expect((await verify(third.url, burst)).lost).toBe(0);
  }, 180_000);
});
