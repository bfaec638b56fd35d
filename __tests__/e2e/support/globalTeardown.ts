import { stopProcessGroup } from '../../../scripts/serverProcess';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.GRIDLINE_E2E_PID);
  if (pid) stopProcessGroup(pid);
}
