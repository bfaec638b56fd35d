import { spawn, type ChildProcess } from 'node:child_process';
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
export function stopProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
