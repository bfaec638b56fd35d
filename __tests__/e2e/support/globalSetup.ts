import { ensureBuild } from '../../../scripts/build';
import { chromiumPath } from './chromium';
import { startAppServer } from '../../../scripts/serverProcess';

/** Builds the app when stale, checks for Chromium and starts one embedded server for the suite. */
export default async function globalSetup(): Promise<void> {
  chromiumPath();
  ensureBuild();
  const server = await startAppServer();
  process.env.GRIDLINE_E2E_URL = server.url;
  process.env.GRIDLINE_E2E_PID = String(server.pid);
}
