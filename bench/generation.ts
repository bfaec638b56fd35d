import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createDataset } from '../server/data/dataset';

/**
 * Dataset generation as the server pays it: createDataset() once in a fresh process (run with tsx,
 * as `npm start` runs the server), so the time includes the JIT warming up. Wall and CPU time.
 */
export interface Generation {
  wallMs: number;
  cpuMs: number;
}

const root = path.resolve(__dirname, '..');

function measure(): Generation {
  const cpu = process.cpuUsage();
  const started = performance.now();
  createDataset();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** `runs` cold generations, each in its own process. */
export function coldGenerations(runs: number): Generation[] {
  return Array.from(
    { length: runs },
    () =>
      JSON.parse(
        execFileSync(path.join(root, 'node_modules/.bin/tsx'), [__filename], { cwd: root, encoding: 'utf8' }),
      ) as Generation,
  );
}

if (require.main === module) process.stdout.write(JSON.stringify(measure()));
