import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';

/**
 * `npm run test:e2e:busy [-- --runs 3 --hogs 2]`: the browser suite on a machine kept busy (issue #58 item 3). It
 * starts `hogs` processes that spin a core each (default: one per core), runs `npm run test:e2e` `runs` times in a
 * row (default 3), and stops the hogs by their PIDs when done, or on Ctrl-C. Prints each run's result and time.
 */
const root = path.resolve(__dirname, '..');

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} takes a whole number, got ${process.argv[at + 1]}`);
  return value;
}

const runs = option('runs', 3);
const hogCount = option('hogs', cpus().length);

const hogs: ChildProcess[] = [];
function stopHogs(): void {
  for (const hog of hogs.splice(0)) if (hog.pid && hog.exitCode === null) process.kill(hog.pid, 'SIGKILL');
}
process.once('SIGINT', () => {
  stopHogs();
  process.exit(130);
});
process.once('exit', stopHogs);

function runSuite(): Promise<{ code: number | null; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test:e2e'], { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => resolve({ code, seconds: (Date.now() - started) / 1000 }));
  });
}

async function main(): Promise<void> {
  for (let i = 0; i < hogCount; i += 1) {
    hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  console.log(`${hogCount} busy processes started (PIDs ${hogs.map((hog) => hog.pid).join(', ')})`);
  const results: string[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const { code, seconds } = await runSuite();
      results.push(`run ${run}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.round(seconds)} s`);
      console.log(`\n▶ busy run ${results.at(-1)}`);
    }
  } finally {
    stopHogs();
  }
  console.log(`\nThe browser suite beside ${hogCount} busy processes:\n${results.join('\n')}`);
  process.exit(results.every((line) => line.includes('passed')) ? 0 : 1);
}

void main();
