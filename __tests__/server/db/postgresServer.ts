import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/serverProcess';

const ROOT = '/usr/lib/postgresql';

/** The newest Debian Postgres server's bin folder; missing, an error saying how to install it (CI's .ci/run does). */
export function postgresBin(): string {
  const versions = existsSync(ROOT) ? readdirSync(ROOT).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions
    .map((version) => path.join(ROOT, version, 'bin'))
    .findLast((dir) => existsSync(`${dir}/postgres`));
  if (bin) return bin;
  throw new Error(
    `No Postgres server in ${ROOT}/<version>/bin: these tests need Debian's, install it with ` +
      '`apt-get install postgresql` (.ci/run installs it where it is missing).',
  );
}

/** A Postgres server of its own: a data folder in a temp dir, a free port, the postgres user with trust auth. */
export interface PostgresServer {
  url: string;
  /** Starts it again after stop(). */
  start(): void;
  /** A fast shutdown (pg_ctl), else SIGKILL to the postmaster's PID. */
  stop(): void;
  /** Stops it and deletes its folder. */
  remove(): void;
}

/**
 * Initialises and starts a Postgres server (CONTRACT §11). Postgres refuses to run as root, so as root it runs as the
 * postgres user (su). Its output goes to a log file: on a pipe, the server would hold it open and pg_ctl's caller would
 * wait forever.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'gridline-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (binary: string, args: string[]): string => {
    const command = path.join(bin, binary);
    if (!asRoot) return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };
  const start = () => {
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -h 127.0.0.1`, '-w', 'start']);
  };
  const postmasterPid = () => {
    const file = path.join(data, 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
  };
  const stop = () => {
    if (postmasterPid() === undefined) return;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      const pid = postmasterPid();
      if (!pid) return;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        throw error;
      }
    }
  };
  try {
    chmodSync(dir, 0o777);
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A Postgres server for the enclosing file or describe block: started before its tests, removed after them. */
export function postgresServerForFile(): () => PostgresServer {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.remove(), 60_000);
  return () => {
    if (!server) throw new Error('the Postgres server is not started');
    return server;
  };
}
