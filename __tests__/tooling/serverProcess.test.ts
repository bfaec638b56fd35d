import { spawn } from 'node:child_process';
import { groupAlive, groupGone, stopProcessGroupAndWait } from '../../scripts/serverProcess';

/**
 * A node process in a group of its own that starts a child of its own (as tsx starts esbuild), runs `parentScript`
 * and waits; resolved once both are running.
 */
async function familyOf(parentScript: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:child_process').spawn('sleep', ['60'], { stdio: 'ignore' }); ${parentScript}; ` +
        "process.stdout.write('ready'); setInterval(() => {}, 1000);",
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.stdout.destroy();
  return { pid: child.pid ?? 0, exited };
}

describe('a process group stopped by its PID', () => {
  it('is gone once its members are killed, though an orphaned child may linger unreaped as a zombie', async () => {
    const family = await familyOf('');
    expect(groupAlive(family.pid)).toBe(true);
    process.kill(-family.pid, 'SIGKILL');
    await family.exited;
    // The sleep is handed to PID 1; a container's PID 1 may never reap it, and kill(-group, 0) would still succeed.
    expect(await groupGone(family.pid, 2_000)).toBe(true);
  });

  it('stops a group that ignores SIGTERM with SIGKILL after the grace, and resolves only once it is gone', async () => {
    const family = await familyOf("process.on('SIGTERM', () => {})");
    const started = Date.now();
    await stopProcessGroupAndWait(family.pid, 300);
    expect(groupAlive(family.pid)).toBe(false);
    // It waited out the grace: SIGTERM alone stopped only the sleep, not the parent.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});
