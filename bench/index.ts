import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { authEmulatorUrl, startAuthEmulator, type RunningEmulator } from '../scripts/authEmulator';
import { ensureBuild } from '../scripts/build';
import { BUNDLE_BUDGET_KB, kb, measureBundle } from '../scripts/bundleSize';
import { startAppServer, stopProcessGroup } from '../scripts/serverProcess';
import { betsBench, betsRows, betsTable, type BetsBench } from './bets';
import { myBetsScreenBench, myBetsScreenRows, withMyBetsServer } from './myBetsScreen';
import { calibrationReport, calibrationRows, calibrationTable, type CalibrationReport } from './calibration';
import { EV_AIM_MS, fairValueBench } from './fairValue';
import { serveFloor } from './floor';
import { lighthouseRounds, type LighthouseFigures, type LighthousePreset } from './lighthouse';
import { nflverseReadRows } from './nflverseRead';
import { againstFloor, phoneRows, type Row } from './phoneTargets';
import { playerTableBench } from './playerTable';
import { researchViewsBench } from './researchViews';
import { median } from './stats';

/**
 * `npm run bench`: every performance target of issues #9, #22 and #40 against the built app, its
 * embedded API and the Auth emulator (as `npm start` runs them), in Debian's Chromium: Lighthouse
 * on every screen with the mobile and the desktop preset, in rounds interleaved with a floor page,
 * each run in a fresh browser (bench/lighthouse.ts); reading three seasons of nflverse data
 * (bench/nflverseRead.ts); and the demo season's figures beside the real league's
 * (bench/calibration.ts); and the bets API of CONTRACT §11 with one user's 5,000 bets on PGlite and on a Postgres
 * server (bench/bets.ts). Writes bench/results.json and prints a table with PASS/FAIL per target.
 * Numbers are noisy: this is not part of `npm test`.
 *
 * Environment:
 * - LIGHTHOUSE_RUNS: Lighthouse's rounds (default 5; each round is one run of the floor page and of
 *   every screen); 0 skips Lighthouse, whose targets then FAIL.
 * - LIGHTHOUSE_PRESETS: the presets to run, comma-separated (default `mobile,desktop`); the targets of
 *   a preset left out are not printed.
 * - BENCH_ONLY=lighthouse: only the Lighthouse figures and targets (no bundle, nflverse read,
 *   calibration, bets, player table, research views, week switch or heap); results.json then holds only them.
 */
const root = path.resolve(__dirname, '..');
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const BENCH_ONLY = process.env.BENCH_ONLY ?? '';
if (BENCH_ONLY !== '' && BENCH_ONLY !== 'lighthouse')
  throw new Error(`BENCH_ONLY=${BENCH_ONLY}: the only part that runs alone is lighthouse`);
const LIGHTHOUSE_ONLY = BENCH_ONLY === 'lighthouse';
/** Issue #9's desktop targets were set on these three. */
const LIGHTHOUSE_PATHS = ['/nfl', '/player-data', '/stadiums'];
/** Forty (it was twenty): single switches range over 2× with the frame they land in; the median steadies. */
const WEEK_SWITCHES = 40;
const SCREENS = ['/nfl', '/player-props', '/player-data', '/team-data', '/stadiums'];
const PRESETS = (process.env.LIGHTHOUSE_PRESETS || 'mobile,desktop').split(',').map((preset): LighthousePreset => {
  if (preset.trim() === 'mobile' || preset.trim() === 'desktop') return preset.trim() as LighthousePreset;
  throw new Error(`LIGHTHOUSE_PRESETS: no preset ${preset} (mobile, desktop)`);
});
const PHONE_CPU = 4;

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ROUNDS = `${LIGHTHOUSE_RUNS} round${LIGHTHOUSE_RUNS === 1 ? '' : 's'}`;

// From the week picker's change to the paint after the new week's cards are in the page, in the
// page's clock. A string, because tsx's name helpers would not exist in the page.
const SWITCH_WEEK = `(target) => new Promise((resolve, reject) => {
  const select = [...document.querySelectorAll('#main label')].find((label) => label.textContent === 'Choose week')?.control;
  if (!select) return reject(new Error('no week picker'));
  const shown = () => document.querySelector('ul[aria-label="Week ' + target + ' games"] li') !== null;
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - started);
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  select.value = String(target);
  select.dispatchEvent(new Event('change', { bubbles: true }));
})`;

async function weekSwitchTimes(page: Page, weeks: [number, number]): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WEEK_SWITCHES; i++) {
    times.push(await page.evaluate<number>(`(${SWITCH_WEEK})(${weeks[i % 2]})`));
  }
  return times;
}

async function weekSwitchBench(serverUrl: string, browser: Browser): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const weeks: [number, number] = [5, 6];
    await page.goto(`${serverUrl}/nfl?week=${weeks[0]}`);
    await page.locator(`ul[aria-label="Week ${weeks[0]} games"] li`).first().waitFor();
    // Both weeks cached: visit the next week once, then come back.
    await page.getByLabel('Choose week').selectOption(String(weeks[1]));
    await page.locator(`ul[aria-label="Week ${weeks[1]} games"] li`).first().waitFor();
    await page.getByLabel('Choose week').selectOption(String(weeks[0]));
    await page.locator(`ul[aria-label="Week ${weeks[0]} games"] li`).first().waitFor();
    return await weekSwitchTimes(page, [weeks[1], weeks[0]]);
  } finally {
    await context.close();
  }
}

/** JS heap in use (after a full garbage collection) once every screen and every season has been shown. */
async function heapAfterTour(serverUrl: string, browser: Browser): Promise<{ usedMb: number; seasons: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    for (const screen of SCREENS) {
      await page.goto(`${serverUrl}${screen}`);
      await page.locator('#main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('link', { name: 'Player Data', exact: true }).first().click();
    const season = page.getByLabel('Season');
    await season.waitFor();
    const options = await season
      .locator('option')
      .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
    for (const value of options) {
      await season.selectOption(value);
      await page.getByLabel('Search players by name').fill('a');
      await page.locator('table[aria-rowcount] tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    for (const screen of SCREENS) {
      await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${screen}"]`).click();
      await page.locator('#main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { usedMb: usedSize / (1024 * 1024), seasons: options.length };
  } finally {
    await context.close();
  }
}

/** The floor page and every screen, `LIGHTHOUSE_RUNS` interleaved rounds of each preset (bench/lighthouse.ts). */
async function lighthouseFigures(
  serverUrl: string,
): Promise<Record<LighthousePreset, Record<string, LighthouseFigures>>> {
  const lighthouse: Record<LighthousePreset, Record<string, LighthouseFigures>> = { mobile: {}, desktop: {} };
  // LIGHTHOUSE_RUNS=0 skips Lighthouse (a quick look at the other figures); its targets then FAIL.
  if (LIGHTHOUSE_RUNS <= 0) return lighthouse;
  const floor = await serveFloor();
  try {
    const targets = [
      { name: 'floor', url: `${floor.url}/` },
      ...SCREENS.map((route) => ({ name: route, url: `${serverUrl}${route}` })),
    ];
    for (const preset of PRESETS) {
      console.log(
        `Lighthouse, ${preset} preset: ${ROUNDS} of the floor page then each screen, each run in a fresh Chromium:`,
      );
      lighthouse[preset] = await lighthouseRounds(targets, LIGHTHOUSE_RUNS, preset);
    }
  } finally {
    await floor.close();
  }
  return lighthouse;
}

/** Issue #9's desktop targets, and the phone and desktop targets of issues #22 and #40, for the presets that ran. */
function lighthouseRows(lighthouse: Record<LighthousePreset, Record<string, LighthouseFigures>>): Row[] {
  const rows: Row[] = [];
  if (PRESETS.includes('desktop')) {
    for (const route of LIGHTHOUSE_PATHS) {
      const figures = lighthouse.desktop[route];
      if (!figures) {
        rows.push({ target: `Lighthouse ${route}`, measured: 'skipped', pass: false });
        continue;
      }
      const scores = `${fixed(figures.performance, 2)} / ${fixed(figures.accessibility, 2)} / ${fixed(figures.bestPractices, 2)}`;
      rows.push(
        {
          target: `Lighthouse ${route}: perf / a11y / best practices = 1.0`,
          measured: scores,
          pass: figures.performance >= 1 && figures.accessibility >= 1 && figures.bestPractices >= 1,
        },
        {
          target: `Lighthouse ${route}: LCP < 700 ms`,
          measured: `${fixed(figures.lcpMs, 0)} ms`,
          pass: figures.lcpMs < 700,
        },
        {
          target: `Lighthouse ${route}: TBT < 50 ms`,
          measured: `${fixed(figures.tbtMs, 0)} ms (CLS ${fixed(figures.cls, 3)})`,
          pass: figures.tbtMs < 50,
        },
      );
    }
  }
  for (const preset of PRESETS) {
    for (const route of SCREENS)
      rows.push(...phoneRows(route, preset, lighthouse[preset][route], lighthouse[preset].floor));
  }
  return rows;
}

/** The Lighthouse summary: each preset's benchmark index, then every screen's medians beside the floor page's. */
function printLighthouse(
  lighthouse: Record<LighthousePreset, Record<string, LighthouseFigures>>,
  chromium: string | undefined,
): void {
  console.log(
    `\nLighthouse, medians of ${ROUNDS} (each a fresh Chromium a run: the floor page, then every screen), each figure beside the floor page's ` +
      "(React + Redux Toolkit + the router + styled-components, one heading) and its ratio to it (the median of the rounds' ratios):",
  );
  for (const preset of PRESETS) {
    const runs = Object.values(lighthouse[preset]).flatMap((figures) => figures.runs);
    if (!runs.length) continue;
    const indexes = runs.map((run) => run.benchmarkIndex);
    console.log(
      `  ${preset} benchmark index: median ${fixed(median(indexes), 0)}, ${fixed(Math.min(...indexes), 0)}–${fixed(Math.max(...indexes), 0)} over its ${runs.length} runs` +
        `${preset === 'mobile' ? " (the lower, the longer the simulated phone's tasks)" : ''}; Chromium ${chromium ?? 'not started'}`,
    );
  }
  for (const preset of PRESETS) {
    const floor = lighthouse[preset].floor;
    console.log(`  ${preset.padEnd(7)} floor         ${floor ? againstFloor(floor, undefined) : 'skipped'}`);
    for (const route of SCREENS) {
      const figures = lighthouse[preset][route];
      console.log(`  ${preset.padEnd(7)} ${route.padEnd(13)} ${figures ? againstFloor(figures, floor) : 'skipped'}`);
    }
  }
}

/** The figures measured in a browser other than Lighthouse's: the player table, research views, week switch, heap. */
async function browserFigures(serverUrl: string, browser: Browser) {
  const table = await playerTableBench(serverUrl, browser);
  const phoneTable = await playerTableBench(serverUrl, browser, PHONE_CPU);
  const rows: Row[] = [
    {
      target: 'Player Data: search keystroke, input to next paint ≤ 50 ms (median)',
      measured: `${fixed(table.typing.median)} ms (p95 ${fixed(table.typing.p95)})`,
      pass: table.typing.median <= 50,
    },
    {
      target: 'Player Data: sort click, input to next paint ≤ 50 ms (median)',
      measured: `${fixed(table.sorting.median)} ms (p95 ${fixed(table.sorting.p95)})`,
      pass: table.sorting.median <= 50,
    },
    {
      target: `Player Data, CPU ${PHONE_CPU}× slower: search keystroke ≤ 100 ms (median)`,
      measured: `${fixed(phoneTable.typing.median)} ms (p95 ${fixed(phoneTable.typing.p95)})`,
      pass: phoneTable.typing.median <= 100,
    },
    {
      target: `Player Data, CPU ${PHONE_CPU}× slower: sort click ≤ 100 ms (median)`,
      measured: `${fixed(phoneTable.sorting.median)} ms (p95 ${fixed(phoneTable.sorting.p95)})`,
      pass: phoneTable.sorting.median <= 100,
    },
  ];

  // Issues #21 and #22: the research views, at full speed and on a phone's CPU.
  const research = await researchViewsBench(serverUrl, browser);
  const phoneResearch = await researchViewsBench(serverUrl, browser, PHONE_CPU);
  const medianRow = (target: string, times: number[], budget: number): Row => ({
    target,
    measured: `${fixed(median(times))} ms median of ${times.length} (worst ${fixed(Math.max(...times))})`,
    pass: median(times) <= budget,
  });
  rows.push(
    medianRow('Player game log: data arrived to rows painted ≤ 100 ms', research.gameLogMs, 100),
    medianRow(
      `Player game log, CPU ${PHONE_CPU}× slower: data arrived to rows painted ≤ 150 ms`,
      phoneResearch.gameLogMs,
      150,
    ),
    medianRow(
      `Line history, CPU ${PHONE_CPU}× slower: data arrived to chart painted ≤ 150 ms`,
      phoneResearch.lineHistoryMs,
      150,
    ),
    medianRow(
      `Player Props, ${research.propRows} rows: sort by last-10 hit rate to the sorted rows painted ≤ 50 ms`,
      research.propSortMs,
      50,
    ),
    medianRow(
      `Player Props, ${phoneResearch.propRows} rows, CPU ${PHONE_CPU}× slower: sort by hit rate ≤ 100 ms`,
      phoneResearch.propSortMs,
      100,
    ),
  );

  const switches = await weekSwitchBench(serverUrl, browser);
  rows.push({
    target: '/nfl: switch to a cached week ≤ 50 ms to the new cards',
    measured: `${fixed(median(switches))} ms median of ${switches.length} (worst ${fixed(Math.max(...switches))})`,
    pass: median(switches) <= 50,
  });

  const heap = await heapAfterTour(serverUrl, browser);
  rows.push({
    target: 'JS heap ≤ 60 MB after every screen and all seasons',
    measured: `${fixed(heap.usedMb)} MB (${heap.seasons} seasons)`,
    pass: heap.usedMb <= 60,
  });
  return {
    rows,
    results: {
      playerTable: table,
      phonePlayerTable: phoneTable,
      research,
      phoneResearch,
      weekSwitchMs: switches,
      heap,
    },
  };
}

async function main() {
  ensureBuild();
  const rows: Row[] = [];
  const results: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    ...(LIGHTHOUSE_ONLY ? { only: 'lighthouse' } : {}),
  };
  let calibration: CalibrationReport | undefined;
  let bets: BetsBench | undefined;

  if (!LIGHTHOUSE_ONLY) {
    const bundle = measureBundle(path.join(root, 'dist'));
    rows.push(
      {
        target: `First visit: JS before first paint ≤ ${BUNDLE_BUDGET_KB.firstLoad} KB gz`,
        measured: `${fixed(kb(bundle.firstLoadBytes))} KB (${bundle.chunks
          .filter((c) => c.initial)
          .map((c) => `${c.name} ${fixed(kb(c.gzipBytes))}`)
          .join(' + ')})`,
        pass: kb(bundle.firstLoadBytes) <= BUNDLE_BUDGET_KB.firstLoad,
      },
      {
        target: `All JS ≤ ${BUNDLE_BUDGET_KB.total} KB gz`,
        measured: `${fixed(kb(bundle.totalBytes))} KB in ${bundle.chunks.length} files`,
        pass: kb(bundle.totalBytes) <= BUNDLE_BUDGET_KB.total,
      },
    );

    // CONTRACT §9: reading three seasons of nflverse's current weekly layout, in a process of its own.
    rows.push(...nflverseReadRows());
    // The demo season's five figures beside the real league's, in this process (no server needed).
    calibration = calibrationReport();
    rows.push(...calibrationRows(calibration));
    // Issue #42: a week's outcomes graded against the other books (EV), every method, at full speed.
    const fairValue = fairValueBench();
    rows.push({
      target: `A week's EV (every book's outcomes, slowest method) ≤ ${EV_AIM_MS} ms p95`,
      measured: `${fixed(fairValue.worstP95Ms, 2)} ms p95 over ${fairValue.games} games, ${fairValue.outcomes} outcomes`,
      pass: fairValue.worstP95Ms <= EV_AIM_MS,
    });
    // CONTRACT §11: one user's 5,000 bets listed, and a 5,000-row import, on PGlite and on a Postgres server.
    bets = await betsBench();
    rows.push(...betsRows(bets));
    Object.assign(results, { bundle, calibration, fairValue, bets });
  }

  const emulatorUrl = authEmulatorUrl();
  const server = await startAppServer();
  let emulator: RunningEmulator | undefined;
  let browser: Browser | undefined;
  let chromium: string | undefined;
  let lighthouse: Record<LighthousePreset, Record<string, LighthouseFigures>>;
  try {
    emulator = emulatorUrl ? await startAuthEmulator(emulatorUrl) : undefined;
    lighthouse = await lighthouseFigures(server.url);
    rows.push(...lighthouseRows(lighthouse));
    browser = await launchChromium();
    chromium = browser.version();
    if (!LIGHTHOUSE_ONLY) {
      const measured = await browserFigures(server.url, browser);
      rows.push(...measured.rows);
      Object.assign(results, measured.results);
      // Issue #61: /my-bets with 5,000 bets at a phone's CPU, signed in through the emulator started above.
      if (emulator) {
        const on = browser;
        const myBetsScreen = await withMyBetsServer((url, auth) => myBetsScreenBench(url, auth, on, PHONE_CPU), {
          emulatorRunning: true,
        });
        rows.push(...myBetsScreenRows(myBetsScreen, PHONE_CPU));
        Object.assign(results, { myBetsScreen });
      }
    }
    writeFileSync(
      path.join(root, 'bench/results.json'),
      `${JSON.stringify({ ...results, chromium, lighthouse, rows }, null, 2)}\n`,
    );
  } finally {
    await browser?.close();
    emulator?.stop();
    stopProcessGroup(server.pid);
  }

  if (LIGHTHOUSE_RUNS > 0) printLighthouse(lighthouse, chromium);

  if (calibration) {
    console.log('');
    for (const line of calibrationTable(calibration)) console.log(line);
  }
  if (bets) {
    console.log('');
    for (const line of betsTable(bets)) console.log(line);
  }

  const width = Math.max(...rows.map((row) => row.target.length));
  console.log(`\n${'Target'.padEnd(width)}  Result  Measured`);
  for (const row of rows)
    console.log(`${row.target.padEnd(width)}  ${row.pass ? 'PASS  ' : 'FAIL  '}  ${row.measured}`);
  console.log(`\nWritten to bench/results.json${LIGHTHOUSE_ONLY ? ' (the Lighthouse figures only)' : ''}`);
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
