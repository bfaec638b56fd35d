import { stopProcessGroup } from '../../../scripts/serverProcess';

export default async function globalTeardown(): Promise<void> {
  for (const name of ['GRIDLINE_E2E_PID', 'GRIDLINE_E2E_EMULATOR_PID']) {
    const pid = Number(process.env[name]);
    if (pid) stopProcessGroup(pid);
  }
}
