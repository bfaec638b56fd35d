import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  pid: number;
}

/** Starts the embedded server (server/main.ts) in its own process group on a free port. */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // Node with tsx's loader, as `tsx server/main.ts` runs it but without the CLI's own Node process in
  // front: a start cost 3.0-3.5 CPU-seconds this way against 3.9-4.1 (the browser suite starts ~30).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GRIDLINE_QUIET: '1',
      // Each server's users' data of its own, kept in memory: two never open one folder (CONTRACT §11).
      GRIDLINE_DB_DIR: 'memory://',
      ...extraEnv,
    },
  });
  if (child.pid === undefined) throw new Error('Could not start the embedded server');
  // Stopped by its process group (stopProcessGroup), never by this handle: a server the browser suite's
  // files share outlives the jest worker that started it, which must be free to exit.
  child.unref();
  const url = `http://127.0.0.1:${port}`;
  try {
    // A minute: several servers starting at once beside a browser suite take a while on two cores.
    await waitUntilServing(`${url}/`, child, 60_000);
  } catch (error) {
    stopProcessGroup(child.pid);
    throw error;
  }
  return { url, pid: child.pid };
}

/** Stops a process group started with `detached: true`. */
export function stopProcessGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Whether a process group still has a running member. A zombie is not one: a process that has exited and waits to be
 * reaped. A killed server's own children (tsx's esbuild, say) are handed to PID 1, and under a container's PID 1
 * that may never reap them, `kill(-group, 0)` would keep saying yes. Linux's /proc tells the states apart.
 */
export function groupAlive(pgid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return signalReaches(-pgid);
  }
  return entries.some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      return false; // gone while we read
    }
    // pid (comm) state ppid pgrp …: the command may hold spaces and parentheses, so read after its last ')'.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(group) === pgid && state !== 'Z' && state !== 'X';
  });
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves true once no member of a process group runs (zombies do not count: groupAlive), false after `timeoutMs`. */
export async function groupGone(pgid: number, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * SIGTERM to a process group, SIGKILL after `graceMs`; resolves once no member runs (or 5 s after the SIGKILL), so a
 * port it held is free for whatever starts next (the browser suite's second run starts its own Auth emulator there).
 */
export async function stopProcessGroupAndWait(pid: number, graceMs = 10_000): Promise<void> {
  stopProcessGroup(pid);
  if (await groupGone(pid, graceMs)) return;
  stopProcessGroup(pid, 'SIGKILL');
  await groupGone(pid);
}
