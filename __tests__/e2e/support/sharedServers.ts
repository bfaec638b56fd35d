import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../../scripts/serverProcess';

/**
 * Embedded servers at a fixed clock (GRIDLINE_NOW), one per clock for the whole browser run, shared by
 * the files that read the demo season at that clock: such a server answers as a pure function of the
 * clock, and ten files ask for one of two clocks (a server's start is about 3.5 CPU-seconds here). The
 * first file to ask starts it; the global teardown stops them all. The global setup names the folder
 * where they are written down (GRIDLINE_E2E_SHARED_DIR); without it each file starts its own.
 */
const READY_MS = 90_000;

const dir = () => process.env.GRIDLINE_E2E_SHARED_DIR;
const fileFor = (folder: string, iso: string) => path.join(folder, iso.replace(/[^0-9TZ]/g, ''));

/** A shared server at `iso`, started here if no file has asked for it yet; undefined outside the global setup. */
export async function sharedServerAt(iso: string): Promise<RunningServer | undefined> {
  const folder = dir();
  if (!folder) return undefined;
  const file = fileFor(folder, iso);
  try {
    mkdirSync(`${file}.starting`); // atomic: one file starts the server, the others wait for it
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return waitForServer(file, iso);
    throw error;
  }
  try {
    const server = await startAppServer({ GRIDLINE_NOW: iso });
    writeFileSync(`${file}.tmp`, JSON.stringify(server));
    renameSync(`${file}.tmp`, `${file}.json`);
    return server;
  } catch (error) {
    writeFileSync(`${file}.failed`, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function waitForServer(file: string, iso: string): Promise<RunningServer> {
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    // Written whole under another name and renamed, so a file that exists is complete.
    if (existsSync(`${file}.json`)) return JSON.parse(readFileSync(`${file}.json`, 'utf8')) as RunningServer;
    if (existsSync(`${file}.failed`))
      throw new Error(`The shared server at ${iso} did not start: ${readFileSync(`${file}.failed`, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shared server at ${iso} was not up within ${READY_MS / 1000} s`);
}

/** Stops every shared server the run started and removes their folder (the global teardown). */
export function stopSharedServers(folder: string): void {
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.json'))) {
    stopProcessGroup((JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as RunningServer).pid);
  }
  rmSync(folder, { recursive: true, force: true });
}
