import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { LAUNCH_ARGS, chromiumPath } from '../__tests__/e2e/support/chromium';
import { freePort, stopProcessGroup } from '../scripts/serverProcess';
import { median } from './stats';

/**
 * Lighthouse 12 for `npm run bench` (issue #40): every run in a freshly launched Chromium with a
 * profile of its own, as the Lighthouse CLI measures, started once the browser's own start-up work is
 * over; and the runs of the screens interleaved with those of the floor page (round 1: the floor, then
 * each screen; round 2: the same; …), so that each screen is compared with the floor measured in the
 * same minute of this shared 2-core machine, round by round.
 *
 * Why the old method (one Chromium, all runs of the floor, then all runs of each screen) and the CLI
 * disagreed (bench 2–95 ms mobile TBT, CLI 274–719 ms): not the browser. Measured on 28 Nov
 * (bench/lighthouseMethods.ts), the floor page and `/nfl` on the mobile preset, six repeats, each page
 * by every method back to back, load average 1.8–3.7 (8.9 at the start) from other work on the machine:
 *
 *   method                        TBT floor       TBT /nfl        /nfl per repeat ÷ old  benchmark index
 *   one browser (old)             282 (230–371)   750 (427–931)   1                      2,595 / 2,561
 *   fresh browser at once         275 (216–736)   651 (487–6,785) ×0.96                  1,783 / 1,472
 *   fresh browser, settled (now)  437 (266–554)   720 (247–1,277) ×1.07                  2,496 / 2,605
 *   the Lighthouse CLI            314 (243–453)   526 (187–966)   ×0.91                  1,630 / 2,065
 *
 * (medians in ms, ranges in brackets). The methods differ by less than the runs of one method do. The
 * page's own work is the same in all of them (scripting, ×4, floor 255–347 ms and `/nfl` 1,771–2,037;
 * parse and compile 55–76 and 84–142): Lighthouse clears the HTTP cache and with it V8's code cache
 * between runs, so nothing survives in a shared browser, and a browser's first run was no different
 * from its later ones (floor 305 ms against 230–371). What a fresh browser does change is the
 * benchmark index, 30–40 % low, as Lighthouse takes it while Chromium is still starting up (about
 * 4 s of CPU in the 2–3 s after DevTools answers; 0.7 s more browser-process and 1.9 s more renderer
 * CPU during the run than in a shared browser): so runs here wait for that to end (waitForStartUp).
 *
 * What moves TBT is the machine: the simulated 4× CPU multiplies each observed task, and only a task's
 * time over 50 ms counts, so other work on the two cores is amplified. The same build's floor went from
 * 275–282 ms in the comparison above to 472 (one browser) and 597 ms (fresh) a quarter of an hour
 * before, at a load average of 2.8–9.6, and 580–800 ms a few minutes after; on earlier days 46 ms and
 * 261–271 ms. The old method measured the floor and each screen in different minutes, five runs of one
 * URL in a row, so its ratios compared states of the machine rather than pages (27 Nov: floor 101 ms,
 * `/nfl` 36 ms, ×0.35, though `/nfl` runs all of the floor's stack and more; by every method here,
 * `/nfl` is 1.6–2.7× the floor, the median of the repeats' ratios), and a bench and a CLI run made at
 * different times disagree as much as the machine did. Hence the rounds, and a ratio per round.
 */
export type LighthousePreset = 'mobile' | 'desktop';

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  /** The round (1-based) the run belongs to: the floor page's run of the same round is its pair. */
  round: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (`environment.benchmarkIndex`), taken at the
   * start of the run on about:blank. Simulated throttling slows the page's observed tasks 4×, so a
   * slower machine gives a longer TBT, though only loosely by this index.
   */
  benchmarkIndex: number;
}

type Figure = Exclude<keyof LighthouseRun, 'round'>;

/** One URL's medians over the rounds, and the runs they come from. */
export interface LighthouseFigures extends Omit<LighthouseRun, 'round'> {
  /** The lowest and highest benchmark index of the runs. */
  benchmarkIndexRange: [number, number];
  /** Audits of the median run that did not score 1 (id: title), to act on. */
  shortfalls: string[];
  /** Every run, in round order. */
  runs: LighthouseRun[];
}

/** Runs of one URL Lighthouse may fail to finish before the bench gives up on it. */
const MAX_FAILED_RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function waitForDevTools(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium's DevTools endpoint did not open on port ${port}`);
}

/** CPU time (ms) so far of a Chromium's processes (its process group), by kind; Linux's /proc. */
export function chromiumCpu(pgid: number): { browser: number; renderers: number; other: number } {
  const cpu = { browser: 0, renderers: 0, other: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      // utime + stime, in clock ticks of 10 ms
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=')) cpu.browser += ms;
      else if (cmdline.includes('--type=renderer')) cpu.renderers += ms;
      else cpu.other += ms;
    } catch {
      // gone meanwhile
    }
  }
  return cpu;
}

export const cpuTotal = (cpu: ReturnType<typeof chromiumCpu>) => cpu.browser + cpu.renderers + cpu.other;
const SETTLE_STEP_MS = 500;
const SETTLE_MAX_MS = 10_000;

/**
 * Until a Chromium just started is done with its own start-up (about 4 s of CPU over the 2–3 s after
 * its DevTools endpoint answers, on this machine): its processes used under 5 % of a core over half
 * a second, or 10 s at most.
 */
export async function waitForStartUp(pgid: number): Promise<void> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  let last = cpuTotal(chromiumCpu(pgid));
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
    const now = cpuTotal(chromiumCpu(pgid));
    if (now - last < SETTLE_STEP_MS / 20) return;
    last = now;
  }
}

/**
 * Debian's Chromium with the browser suite's launch flags and a new, empty profile, for `work` once
 * its start-up work is over (unless `settle` is false: at once, as the Lighthouse CLI does); then
 * stopped (its process group, by PID) and its profile removed.
 */
export async function withFreshChromium<T>(
  work: (port: number, pid: number) => Promise<T>,
  { settle = true } = {},
): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'gridline-lighthouse-'));
  const chrome = spawn(
    chromiumPath(),
    [...LAUNCH_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const { pid } = chrome;
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  try {
    if (pid === undefined) throw new Error('Could not start Chromium for Lighthouse');
    await waitForDevTools(port, 15_000);
    if (settle) await waitForStartUp(pid);
    return await work(port, pid);
  } finally {
    if (pid !== undefined) stopProcessGroup(pid);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** One Lighthouse run of `url` in the Chromium at `port`: its report, or Lighthouse's error if it could not finish. */
export async function lighthouseReport(port: number, url: string, preset: LighthousePreset): Promise<Result> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const flags = { port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

export function runFigures(lhr: Result, round: number): LighthouseRun {
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    round,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The run's long main-thread tasks as Lighthouse saw them (its `long-tasks` audit: under the mobile
 * preset, the simulated phone's durations), each as "file duration@start": where a page's blocking
 * time goes.
 */
export function longTasksOf(lhr: Result): string[] {
  const details = lhr.audits['long-tasks']?.details as
    { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined;
  return (details?.items ?? []).map((task) => {
    const file =
      (task.url ?? '')
        .split('/')
        .pop()
        ?.replace(/\.[0-9a-f]{10}\.js$/, '') || 'page';
    return `${file} ${(task.duration ?? 0).toFixed(0)}@${(task.startTime ?? 0).toFixed(0)}`;
  });
}

function shortfallsOf(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => `${audit.id}: ${audit.title}`);
}

/** Under this a floor's figure gives no ratio: a TBT of 1 ms (the desktop preset's) is no yardstick. */
const RATIO_BASE: Partial<Record<Figure, number>> = { tbtMs: 10 };
const isYardstick = (figure: Figure, base: number) => base > 0 && base >= (RATIO_BASE[figure] ?? 0);

/**
 * A figure of a URL over the floor page's, as the median of the rounds' ratios (each run against the
 * floor's run of the same round, so that both saw the same state of the machine); rounds where the
 * floor's figure is 0 (or a TBT under 10 ms) are left out, and none left gives undefined.
 */
export function ratioToFloor(
  figures: LighthouseFigures,
  floor: LighthouseFigures | undefined,
  figure: Figure,
): number | undefined {
  if (!floor) return undefined;
  const ratios = figures.runs.flatMap((run) => {
    const base = floor.runs.find((floorRun) => floorRun.round === run.round)?.[figure];
    return base !== undefined && isYardstick(figure, base) ? [run[figure] / base] : [];
  });
  return ratios.length ? median(ratios) : undefined;
}

function summary(runs: LighthouseRun[], shortfalls: Map<LighthouseRun, string[]>): LighthouseFigures {
  const of = (figure: Figure) => median(runs.map((run) => run[figure]));
  const lcpMs = of('lcpMs');
  const medianRun = runs.reduce((best, run) =>
    Math.abs(run.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? run : best,
  );
  const indexes = runs.map((run) => run.benchmarkIndex);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs,
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
    benchmarkIndexRange: [Math.min(...indexes), Math.max(...indexes)],
    shortfalls: shortfalls.get(medianRun) ?? [],
    runs,
  };
}

/** A page to measure: its name in the printed lines and the results, and its address. */
export interface LighthouseTarget {
  name: string;
  url: string;
}

/**
 * Lighthouse's mobile preset (its default: a slow 4G network and a 4× slower CPU, simulated) or its
 * desktop preset, `rounds` times over the targets, the first of them the floor page: in each round,
 * every target once, in order, each run in a fresh Chromium. Prints every run as it ends, a screen's
 * TBT beside the same round's floor; gives each target's medians. A run Lighthouse could not finish
 * (no paint in time, say) is no measurement: it is printed and run again, up to three times a target.
 */
export async function lighthouseRounds(
  targets: LighthouseTarget[],
  rounds: number,
  preset: LighthousePreset,
  log = console.log,
): Promise<Record<string, LighthouseFigures>> {
  const runs = new Map<string, LighthouseRun[]>(targets.map((target) => [target.name, []]));
  const failures = new Map<string, number>();
  const shortfalls = new Map<LighthouseRun, string[]>();
  const floorName = targets[0]?.name;
  for (let round = 1; round <= rounds; round++) {
    for (const { name, url } of targets) {
      const label = `  ${preset} round ${round}/${rounds} ${name}`;
      for (;;) {
        const lhr = await withFreshChromium((port) => lighthouseReport(port, url, preset));
        const failure = lhr.runtimeError;
        if (failure) {
          log(`${label}: Lighthouse failed (${failure.code}: ${failure.message}), running it again`);
          const failed = (failures.get(name) ?? 0) + 1;
          failures.set(name, failed);
          if (failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failed} times on ${url}: ${failure.code}`);
          continue;
        }
        const run = runFigures(lhr, round);
        runs.get(name)?.push(run);
        shortfalls.set(run, shortfallsOf(lhr));
        const floor =
          name === floorName ? undefined : runs.get(floorName ?? '')?.find((floorRun) => floorRun.round === round);
        const beside = floor
          ? isYardstick('tbtMs', floor.tbtMs)
            ? ` (×${(run.tbtMs / floor.tbtMs).toFixed(2)} the floor's ${floor.tbtMs.toFixed(0)} ms)`
            : ` (the floor's ${floor.tbtMs.toFixed(0)} ms)`
          : '';
        log(
          `${label}: perf ${run.performance.toFixed(2)} a11y ${run.accessibility.toFixed(2)} bp ${run.bestPractices.toFixed(2)} ` +
            `FCP ${run.fcpMs.toFixed(0)} ms LCP ${run.lcpMs.toFixed(0)} ms TBT ${run.tbtMs.toFixed(0)} ms${beside}, benchmark index ${run.benchmarkIndex.toFixed(0)}`,
        );
        const tasks = longTasksOf(lhr);
        if (tasks.length) log(`${' '.repeat(label.length)}  long tasks (ms@ms): ${tasks.join(', ')}`);
        break;
      }
    }
  }
  return Object.fromEntries([...runs].map(([name, list]) => [name, summary(list, shortfalls)]));
}
