import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Result } from 'lighthouse';
import { chromiumPath, LAUNCH_ARGS } from '../__tests__/e2e/support/chromium';
import { authEmulatorUrl, startAuthEmulator, type RunningEmulator } from '../scripts/authEmulator';
import { ensureBuild } from '../scripts/build';
import { startAppServer, stopProcessGroup } from '../scripts/serverProcess';
import { serveFloor } from './floor';
import {
  chromiumCpu,
  cpuTotal,
  lighthouseReport,
  runFigures,
  withFreshChromium,
  type LighthouseRun,
} from './lighthouse';
import { median } from './stats';

/**
 * `npx tsx bench/lighthouseMethods.ts`: why the bench's old Lighthouse method (one Chromium, every run
 * of a URL in turn) and the Lighthouse CLI (a fresh Chromium a run) disagree (issue #40). The floor
 * page and `/nfl`, mobile preset, REPEATS times (default 6), each page measured by four methods back to
 * back (their order turning each repeat), so that the methods of a repeat share the machine's load:
 * - shared: one Chromium kept through the whole comparison (the old method);
 * - fresh: a fresh Chromium a run, Lighthouse started as soon as DevTools answers (as the CLI does);
 * - settled: a fresh Chromium a run, Lighthouse started once the browser's start-up work is over (the bench's method
 * now);
 * - cli: the Lighthouse CLI itself (chrome-launcher's browser and flags, plus the suite's).
 * Beside Lighthouse's figures, each run records where the main thread's time went (Lighthouse's
 * audits, already ×4 under simulation), the CPU time of the browser's processes during the run (a
 * renderer that exits before the run ends is not counted) and the busy time of the rest of the machine
 * (this process and the servers included). Writes /tmp/lighthouse-methods.json.
 */
const REPEATS = Number(process.env.REPEATS ?? 6);
const METHODS = ['shared', 'fresh', 'settled', 'cli'] as const;
const TICK_MS = 10;

type Method = (typeof METHODS)[number];

type Cpu = ReturnType<typeof chromiumCpu>;

/** Busy CPU time (ms) of the whole machine so far. */
function machineBusyMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (fields.reduce((sum, value) => sum + value, 0) - idle) * TICK_MS;
}

interface Sample extends LighthouseRun {
  method: Method;
  repeat: number;
  page: string;
  /** 1 for a browser's first Lighthouse run, 2 for its second… */
  nthInBrowser: number;
  wallMs: number;
  /** CPU ms of the browser's processes during the run, and (fresh browsers) from launch to the run's start. */
  cpuDuring?: Cpu;
  cpuBefore?: Cpu;
  /** CPU ms of the machine's other processes during the run (this script's own node and the servers included). */
  elsewhereMs: number;
  load1: number;
  mainThread: Record<string, number>;
  scriptParseCompileMs: number;
  scriptingMs: number;
  longTasks: { count: number; totalMs: number; maxMs: number };
}

interface Item {
  group?: string;
  duration?: number;
  scripting?: number;
  scriptParseCompile?: number;
}
const itemsOf = (lhr: Result, id: string): Item[] => {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details ? (details.items as Item[]) : [];
};

function diagnostics(lhr: Result) {
  const mainThread: Record<string, number> = {};
  for (const item of itemsOf(lhr, 'mainthread-work-breakdown'))
    if (item.group) mainThread[item.group] = Math.round(item.duration ?? 0);
  const bootup = itemsOf(lhr, 'bootup-time');
  const longTasks = itemsOf(lhr, 'long-tasks').map((item) => item.duration ?? 0);
  return {
    mainThread,
    scriptParseCompileMs: Math.round(bootup.reduce((sum, item) => sum + (item.scriptParseCompile ?? 0), 0)),
    scriptingMs: Math.round(bootup.reduce((sum, item) => sum + (item.scripting ?? 0), 0)),
    longTasks: {
      count: longTasks.length,
      totalMs: Math.round(longTasks.reduce((a, b) => a + b, 0)),
      maxMs: Math.round(Math.max(0, ...longTasks)),
    },
  };
}

const minus = (a: Cpu, b: Cpu): Cpu => ({
  browser: a.browser - b.browser,
  renderers: a.renderers - b.renderers,
  other: a.other - b.other,
});

interface Measured {
  lhr: Result;
  wallMs: number;
  cpuDuring?: Cpu;
  cpuBefore?: Cpu;
  elsewhereMs: number;
  load1: number;
}

async function measured(port: number, pid: number, url: string, before?: Cpu): Promise<Measured> {
  const cpuStart = chromiumCpu(pid);
  const busyStart = machineBusyMs();
  const started = Date.now();
  const lhr = await lighthouseReport(port, url, 'mobile');
  const cpuDuring = minus(chromiumCpu(pid), cpuStart);
  const elsewhereMs = machineBusyMs() - busyStart - cpuTotal(cpuDuring);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
  return {
    lhr,
    wallMs: Date.now() - started,
    cpuDuring,
    cpuBefore: before ?? cpuStart,
    elsewhereMs,
    load1: loadavg()[0] ?? 0,
  };
}

function cliRun(url: string): Promise<Result> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const flags = [
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices',
    '--quiet',
    `--chrome-flags=${LAUNCH_ARGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, url, ...flags], {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`lighthouse CLI exited ${code}`)),
    );
  });
}

async function main() {
  ensureBuild();
  const emulatorUrl = authEmulatorUrl();
  const server = await startAppServer();
  let emulator: RunningEmulator | undefined;
  const floor = await serveFloor();
  const samples: Sample[] = [];
  const pages = [
    { page: 'floor', url: `${floor.url}/` },
    { page: '/nfl', url: `${server.url}/nfl` },
  ];
  const record = (method: Method, repeat: number, page: string, nthInBrowser: number, run: Measured) => {
    const sample: Sample = {
      method,
      repeat,
      page,
      nthInBrowser,
      ...runFigures(run.lhr, repeat),
      ...diagnostics(run.lhr),
      wallMs: run.wallMs,
      cpuDuring: run.cpuDuring,
      cpuBefore: run.cpuBefore,
      elsewhereMs: run.elsewhereMs,
      load1: run.load1,
    };
    samples.push(sample);
    console.log(
      `${method.padEnd(7)} #${repeat} ${page.padEnd(5)} run ${nthInBrowser} of its browser: TBT ${sample.tbtMs.toFixed(0)} ms perf ${sample.performance.toFixed(2)} index ${sample.benchmarkIndex.toFixed(0)} ` +
        `parse/compile ${sample.scriptParseCompileMs} scripting ${sample.scriptingMs} long tasks ${sample.longTasks.count}/${sample.longTasks.maxMs} ms | ` +
        `browser CPU before ${run.cpuBefore ? cpuTotal(run.cpuBefore) : '-'} during ${run.cpuDuring ? `${run.cpuDuring.browser}+${run.cpuDuring.renderers}r+${run.cpuDuring.other}o` : '-'} ms, elsewhere ${run.elsewhereMs} ms, load ${run.load1.toFixed(2)}`,
    );
  };
  try {
    emulator = emulatorUrl ? await startAuthEmulator(emulatorUrl) : undefined;
    // The shared browser lives through the whole comparison, as the old bench's did through its runs.
    await withFreshChromium(
      async (sharedPort, sharedPid) => {
        let sharedRuns = 0;
        const arms: Record<Method, (repeat: number, page: string, url: string) => Promise<void>> = {
          shared: async (repeat, page, url) =>
            record('shared', repeat, page, ++sharedRuns, await measured(sharedPort, sharedPid, url)),
          fresh: async (repeat, page, url) =>
            record(
              'fresh',
              repeat,
              page,
              1,
              await withFreshChromium((port, pid) => measured(port, pid, url, chromiumCpu(pid)), { settle: false }),
            ),
          settled: async (repeat, page, url) =>
            record(
              'settled',
              repeat,
              page,
              1,
              await withFreshChromium((port, pid) => measured(port, pid, url, chromiumCpu(pid))),
            ),
          cli: async (repeat, page, url) => {
            const busyStart = machineBusyMs();
            const started = Date.now();
            const lhr = await cliRun(url);
            record('cli', repeat, page, 1, {
              lhr,
              wallMs: Date.now() - started,
              elsewhereMs: machineBusyMs() - busyStart,
              load1: loadavg()[0] ?? 0,
            });
          },
        };
        // Each page measured by every method back to back (the order turning each time), so that the
        // methods of one repeat saw about the same load from the rest of the machine.
        for (let repeat = 1; repeat <= REPEATS; repeat++) {
          for (const { page, url } of pages) {
            for (let i = 0; i < METHODS.length; i++)
              await arms[METHODS[(i + repeat - 1) % METHODS.length] as Method](repeat, page, url);
          }
        }
      },
      { settle: false },
    );
  } finally {
    await floor.close();
    emulator?.stop();
    stopProcessGroup(server.pid);
    writeFileSync('/tmp/lighthouse-methods.json', `${JSON.stringify(samples, null, 2)}\n`);
  }

  console.log(
    "\nMedians: TBT ms [each repeat], its median ratio to the shared browser's run of the same repeat, performance, benchmark index, parse/compile and scripting ms (×4), browser-process CPU ms during the run:",
  );
  for (const { page } of pages) {
    for (const method of METHODS) {
      const list = samples.filter((s) => s.method === method && s.page === page);
      if (!list.length) continue;
      const m = (f: (s: Sample) => number) => median(list.map(f)).toFixed(0);
      const ratios = list.flatMap((s) => {
        const shared = samples.find((o) => o.method === 'shared' && o.page === page && o.repeat === s.repeat);
        return shared && shared.tbtMs > 0 ? [s.tbtMs / shared.tbtMs] : [];
      });
      console.log(
        `  ${`${method} ${page}`.padEnd(14)} TBT ${m((s) => s.tbtMs)} [${list.map((s) => s.tbtMs.toFixed(0)).join(', ')}] ×${median(ratios).toFixed(2)} perf ${median(list.map((s) => s.performance)).toFixed(2)} ` +
          `index ${m((s) => s.benchmarkIndex)} parse ${m((s) => s.scriptParseCompileMs)} scripting ${m((s) => s.scriptingMs)} browser CPU ${m((s) => s.cpuDuring?.browser ?? NaN)} elsewhere ${m((s) => s.elsewhereMs)} load ${median(list.map((s) => s.load1)).toFixed(1)}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
