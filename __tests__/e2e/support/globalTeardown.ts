import { stopProcessGroupAndWait } from '../../../scripts/serverProcess';
import { stopSharedServers } from './sharedServers';

export default async function globalTeardown(): Promise<void> {
  // Waited for: the suite's next run (npm test's "browser alone") starts its own emulator on the same port.
  const pids = ['GRIDLINE_E2E_PID', 'GRIDLINE_E2E_EMULATOR_PID'].map((name) => Number(process.env[name]));
  await Promise.all(pids.filter((pid) => pid > 0).map((pid) => stopProcessGroupAndWait(pid)));
  const shared = process.env.GRIDLINE_E2E_SHARED_DIR;
  if (shared) stopSharedServers(shared);
}
