import { stopProcessGroup } from '../../../scripts/serverProcess';
import { stopSharedServers } from './sharedServers';

export default async function globalTeardown(): Promise<void> {
  for (const name of ['GRIDLINE_E2E_PID', 'GRIDLINE_E2E_EMULATOR_PID']) {
    const pid = Number(process.env[name]);
    if (pid) stopProcessGroup(pid);
  }
  const shared = process.env.GRIDLINE_E2E_SHARED_DIR;
  if (shared) stopSharedServers(shared);
}
