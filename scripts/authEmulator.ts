import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import defaults from '../src/config/defaults.json';
import { SEED_ACCOUNTS } from '../server/firestore/seed';
import { freePort, stopProcessGroup } from './serverProcess';

const root = path.resolve(__dirname, '..');
const READY_TIMEOUT_MS = 60_000;

export interface RunningEmulator {
  url: string;
  pid: number;
  stop(): void;
}

/** Where the app expects the Auth emulator (CONTRACT §3); undefined when it uses real Firebase Auth. */
export function authEmulatorUrl(): string | undefined {
  const url = process.env.FIREBASE_AUTH_EMULATOR_URL ?? defaults.FIREBASE_AUTH_EMULATOR_URL;
  return url === '' ? undefined : url;
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function seedAccounts(url: string, projectId: string): Promise<void> {
  for (const account of SEED_ACCOUNTS) {
    const response = await fetch(`${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        localId: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
      }),
    });
    if (!response.ok) throw new Error(`Seeding ${account.email} failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline) in its own process group at the
 * app's emulator URL, and seeds the two accounts of CONTRACT §6 at their fixed uids.
 */
export async function startAuthEmulator(url: string): Promise<RunningEmulator> {
  const { hostname: host, port: portText } = new URL(url);
  const port = Number(portText);
  if (await portAnswers(host, port)) {
    throw new Error(
      `Port ${port} is already in use, so the Auth emulator cannot start there. Stop what runs on ${host}:${port} ` +
        '(another Gridline or Firebase emulator?) and try again.',
    );
  }
  const projectId = process.env.FIREBASE_PROJECT_ID ?? defaults.FIREBASE_PROJECT_ID;
  // Its own hub and logging ports, so it never collides with another emulator suite on the defaults.
  const config = path.join(tmpdir(), `gridline-firebase-${port}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const output: string[] = [];
  const child = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config],
    { cwd: tmpdir(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (child.pid === undefined) throw new Error('Could not start the Firebase Auth emulator');
  const pid = child.pid;
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await portAnswers(host, port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stopProcessGroup(pid);
      throw new Error(`The Auth emulator did not start:\n${output.join('').slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.stdout?.off('data', keep);
  child.stderr?.off('data', keep);
  child.stdout?.resume();
  child.stderr?.resume();
  // The port can answer a moment before the emulator serves HTTP: a refused request is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await seedAccounts(url, projectId);
      break;
    } catch (error) {
      const refused = error instanceof TypeError && child.exitCode === null && Date.now() < deadline;
      if (!refused) {
        stopProcessGroup(pid);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 1000)));
    }
  }
  child.unref();
  return { url, pid, stop: () => stopProcessGroup(pid) };
}
