import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, stopProcessGroup, stopProcessGroupAndWait } from '../../../scripts/serverProcess';

const root = path.resolve(__dirname, '../../..');

/** The real server (server/main.ts) in a process of its own. */
export interface ServerChild {
  url: string;
  /** The node process itself, the leader of its own process group. */
  pid: number;
  /** How it ended: the signal's name, or `code N`. */
  exited: Promise<string>;
  stderr(): string;
}

/**
 * Starts server/main.ts as `npm start` runs it but in a process group of its own: node with tsx's loader, so the PID
 * is the node process that holds PGlite, no wrapper in front. Ready once it answers /api/seasons (the database is
 * opened before it listens); it needs no built app.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', GRIDLINE_QUIET: '1', ...env },
  });
  const { pid } = child;
  if (pid === undefined) throw new Error('Could not start server/main.ts');
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/seasons`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, pid, exited, stderr: () => stderr };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopProcessGroup(pid, 'SIGKILL');
  throw new Error(`server/main.ts did not answer within 90 s (${child.exitCode ?? 'running'}): ${stderr}`);
}

/** The command line of a process, from /proc. */
export const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();

/** SIGTERM to its group, then SIGKILL after 10 s; resolves once it is gone. */
export async function stopServer(server: ServerChild): Promise<void> {
  await stopProcessGroupAndWait(server.pid);
  await server.exited;
}
