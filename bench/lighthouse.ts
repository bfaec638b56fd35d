import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LAUNCH_ARGS, chromiumPath } from '../__tests__/e2e/support/chromium';
import { freePort, stopProcessGroup } from '../scripts/serverProcess';
import { median } from './stats';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (`environment.benchmarkIndex`), taken at each
   * run. Simulated throttling slows the page's observed tasks 4×, so a slower machine gives a longer
   * TBT, though only loosely by this index: the same build measured 46 ms TBT for the floor page on
   * one day of this machine and 261–271 ms on another, at indexes from 1,047 to 1,869.
   */
  benchmarkIndex: number;
  /** Audits of the median run that did not score 1 (id: title), to act on. */
  shortfalls: string[];
}

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

/**
 * Lighthouse's mobile (its default: a slow 4G network and a 4× slower CPU, simulated) or desktop
 * preset on each URL, `runs` times, with Debian's Chromium and the launch flags of the browser
 * suite; the median of each figure.
 */
export type LighthousePreset = 'mobile' | 'desktop';

/** Runs of one URL Lighthouse may fail to finish before the bench gives up on it. */
const MAX_FAILED_RUNS = 3;

export async function lighthouseMedians(
  urls: string[],
  runs: number,
  preset: LighthousePreset,
  log = console.log,
): Promise<Record<string, LighthouseFigures>> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'gridline-lighthouse-'));
  const chrome = spawn(chromiumPath(), [...LAUNCH_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    detached: true,
    stdio: 'ignore',
  });
  if (chrome.pid === undefined) throw new Error('Could not start Chromium for Lighthouse');
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  try {
    await waitForDevTools(port, 15_000);
    const results: Record<string, LighthouseFigures> = {};
    for (const url of urls) {
      const samples: { figures: Omit<LighthouseFigures, 'shortfalls'>; shortfalls: string[] }[] = [];
      let failedRuns = 0;
      while (samples.length < runs) {
        const run = `run ${samples.length + 1}/${runs}`;
        const flags = { port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: ['performance', 'accessibility', 'best-practices'] };
        const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        // A run Lighthouse could not finish (no paint in time, say) is no measurement: said, and run again.
        const failure = result.lhr.runtimeError;
        if (failure) {
          log(`  ${preset} ${url} ${run}: Lighthouse failed (${failure.code}: ${failure.message}), running it again`);
          if (++failedRuns > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failedRuns} times on ${url}: ${failure.code}`);
          continue;
        }
        const { categories, audits } = result.lhr;
        const score = (id: string) => categories[id]?.score ?? 0;
        const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
        samples.push({
          figures: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            fcpMs: numeric('first-contentful-paint'),
            lcpMs: numeric('largest-contentful-paint'),
            tbtMs: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            benchmarkIndex: result.lhr.environment.benchmarkIndex,
          },
          shortfalls: Object.values(audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
            .map((audit) => `${audit.id}: ${audit.title}`),
        });
        const last = samples[samples.length - 1]?.figures;
        log(`  ${preset} ${url} ${run}: perf ${last?.performance} a11y ${last?.accessibility} bp ${last?.bestPractices} LCP ${last?.lcpMs.toFixed(0)} ms TBT ${last?.tbtMs.toFixed(0)} ms (benchmark index ${last?.benchmarkIndex.toFixed(0)})`);
      }
      const of = (key: keyof Omit<LighthouseFigures, 'shortfalls'>) => median(samples.map((sample) => sample.figures[key]));
      const lcpMs = of('lcpMs');
      const medianRun = samples.reduce((best, sample) => (Math.abs(sample.figures.lcpMs - lcpMs) < Math.abs(best.figures.lcpMs - lcpMs) ? sample : best));
      results[url] = {
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        fcpMs: of('fcpMs'),
        lcpMs,
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        benchmarkIndex: of('benchmarkIndex'),
        shortfalls: medianRun.shortfalls,
      };
    }
    return results;
  } finally {
    stopProcessGroup(chrome.pid);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
