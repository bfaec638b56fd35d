import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEmulatorUrl, startAuthEmulator } from '../../../scripts/authEmulator';
import { ensureBuild } from '../../../scripts/build';
import { startAppServer, stopProcessGroup } from '../../../scripts/serverProcess';
import { chromiumPath } from './chromium';
import { SUITE_DEMO_SEASON } from './fixedClock';

/**
 * Builds the app when stale, checks for Chromium, starts the embedded server and the Auth emulator,
 * and makes the folder where the files' shared servers at a fixed clock are written down.
 */
export default async function globalSetup(): Promise<void> {
  chromiumPath();
  ensureBuild();
  const emulatorUrl = authEmulatorUrl();
  const [started, emulated] = await Promise.allSettled([
    startAppServer(SUITE_DEMO_SEASON),
    emulatorUrl ? startAuthEmulator(emulatorUrl) : Promise.resolve(undefined),
  ]);
  if (started.status === 'rejected' || emulated.status === 'rejected') {
    if (started.status === 'fulfilled') stopProcessGroup(started.value.pid);
    if (emulated.status === 'fulfilled') emulated.value?.stop();
    throw started.status === 'rejected' ? started.reason : (emulated as PromiseRejectedResult).reason;
  }
  const [server, emulator] = [started.value, emulated.value];
  process.env.GRIDLINE_E2E_URL = server.url;
  process.env.GRIDLINE_E2E_SHARED_DIR = mkdtempSync(path.join(tmpdir(), 'gridline-e2e-servers-'));
  process.env.GRIDLINE_E2E_PID = String(server.pid);
  if (emulator) process.env.GRIDLINE_E2E_EMULATOR_PID = String(emulator.pid);
}
