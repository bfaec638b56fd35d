import { authEmulatorUrl, startAuthEmulator } from '../../../scripts/authEmulator';
import { ensureBuild } from '../../../scripts/build';
import { startAppServer, stopProcessGroup } from '../../../scripts/serverProcess';
import { chromiumPath } from './chromium';

/** Builds the app when stale, checks for Chromium, and starts the embedded server and the Auth emulator. */
export default async function globalSetup(): Promise<void> {
  chromiumPath();
  ensureBuild();
  const emulatorUrl = authEmulatorUrl();
  const [started, emulated] = await Promise.allSettled([
    startAppServer(),
    emulatorUrl ? startAuthEmulator(emulatorUrl) : Promise.resolve(undefined),
  ]);
  if (started.status === 'rejected' || emulated.status === 'rejected') {
    if (started.status === 'fulfilled') stopProcessGroup(started.value.pid);
    if (emulated.status === 'fulfilled') emulated.value?.stop();
    throw started.status === 'rejected' ? started.reason : (emulated as PromiseRejectedResult).reason;
  }
  const [server, emulator] = [started.value, emulated.value];
  process.env.GRIDLINE_E2E_URL = server.url;
  process.env.GRIDLINE_E2E_PID = String(server.pid);
  if (emulator) process.env.GRIDLINE_E2E_EMULATOR_PID = String(emulator.pid);
}
