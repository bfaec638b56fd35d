import type { Browser, BrowserContext, Page } from 'playwright-core';
import { rowNames, timePropSorts, widenedPropsFeed, type ApiProp } from '../__tests__/e2e/support/propsResearch';
import { median } from './stats';

/**
 * The research views of issues #20 and #21 in Chromium, against the built app and the embedded API
 * (on the real clock: every game final): how soon a line history and a player's game log are painted
 * after their data arrives, and how long sorting Player Props by last-10 hit rate takes, each at
 * full speed or with the CPU slowed (a phone).
 */
/**
 * Openings of each view per run. Fifteen, not seven: with the CPU slowed, single openings on this
 * machine range over 2× (frame alignment, the other process's work), and a median of seven moved by
 * a fifth between runs of the same build.
 */
const OPENINGS = 15;
const SORT_ROUNDS = 4;
/** The props table is sorted over at least this many rows: the feed's, and receivers given a line. */
const PROP_ROWS = 250;

export interface ResearchViewFigures {
  lineHistoryMs: number[];
  gameLogMs: number[];
  /** Sort change to the paint of the first rows in the new order. */
  propSortMs: number[];
  /** Sort change to the paint with every row in (not a budget: the rows below the screen). */
  propSortAllRowsMs: number[];
  propRows: number;
}

// Marks when the first element matching a selector is painted: a task queued by the next animation
// frame runs once that frame is on screen. A string, since tsx's name helpers are not in the page.
const PAINT_MARK = `(() => {
  window.__paintedAt = {};
  window.__watchPaint = (name, selector) => {
    delete window.__paintedAt[name];
    const seen = () => {
      if (window.__paintedAt[name] !== undefined || !document.querySelector(selector)) return false;
      window.__paintedAt[name] = -1;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { window.__paintedAt[name] = performance.now(); };
        channel.port2.postMessage(null);
      });
      return true;
    };
    const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  };
})();`;

interface PaintWindow {
  __paintedAt: Record<string, number>;
  __watchPaint: (name: string, selector: string) => void;
}

/** From the end of the named resource's response to the watched element's paint, in the page's clock. */
async function sinceResponse(page: Page, name: string, resource: string): Promise<number> {
  await page.waitForFunction((key) => ((window as unknown as PaintWindow).__paintedAt[key] ?? -1) > 0, name);
  return page.evaluate(
    ([key, path]) => {
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(path)) as PerformanceResourceTiming[];
      const last = entries[entries.length - 1];
      return last ? (window as unknown as PaintWindow).__paintedAt[key]! - last.responseEnd : Number.NaN;
    },
    [name, resource] as const,
  );
}

async function slowedPage(context: BrowserContext, cpuSlowdown: number): Promise<Page> {
  await context.addInitScript(PAINT_MARK);
  const page = await context.newPage();
  if (cpuSlowdown > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/** Opens a different game's line history each time (the history is asked for on the press). */
async function lineHistoryTimes(serverUrl: string, page: Page): Promise<number[]> {
  await page.goto(`${serverUrl}/nfl?week=5`);
  const buttons = page.getByRole('button', { name: /^Line history for / });
  await buttons.first().waitFor();
  const times: number[] = [];
  for (let i = 0; i < OPENINGS; i++) {
    await page.evaluate(() =>
      (window as unknown as PaintWindow).__watchPaint('history', '[role="dialog"] svg, [role="dialog"] table'),
    );
    await buttons.nth(i).click();
    times.push(await sinceResponse(page, 'history', '/api/teamOdds/history'));
    await page.evaluate(() => performance.clearResourceTimings());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return times;
}

/** Opens players' game logs at their addresses, each in a fresh load of the view. */
async function gameLogTimes(
  serverUrl: string,
  page: Page,
  playerIds: readonly string[],
  seasonId: string,
): Promise<number[]> {
  // Watched from the page's start: the rows may arrive before a script run after the load could watch them.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      (window as unknown as PaintWindow).__watchPaint('log', 'table[aria-label^="Game log of"] tbody tr'),
    ),
  );
  const times: number[] = [];
  for (const id of playerIds.slice(0, OPENINGS)) {
    await page.goto(`${serverUrl}/player-data/${id}?season=${seasonId}`);
    times.push(await sinceResponse(page, 'log', '/api/playerGameLogs'));
  }
  return times;
}

interface SeasonRow {
  player_id: string;
  position: string;
  games_played: number;
}

const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

/**
 * Sorts high to low, low to high and back to the listed order; each change's time to the paint of
 * the first rows in the new order (and, as a note, to the paint with every row in).
 */
async function propSortTimes(
  serverUrl: string,
  context: BrowserContext,
  page: Page,
  feed: ApiProp[],
): Promise<{ times: number[]; allRowsMs: number[]; rows: number }> {
  await context.route('**/api/playerProps', (route) => route.fulfill({ json: feed }));
  await page.goto(`${serverUrl}/player-props`);
  const sort = page.getByRole('combobox', { name: 'Sort players' });
  await sort.waitFor();
  await page.waitForLoadState('networkidle');
  const rows = (await rowNames(page)).length;
  const { firstRows, allRows } = await timePropSorts(page, SORT_ROUNDS);
  return { times: firstRows.slice(3), allRowsMs: allRows.slice(3), rows }; // the first round warms up
}

export async function researchViewsBench(
  serverUrl: string,
  browser: Browser,
  cpuSlowdown = 1,
  log = console.log,
): Promise<ResearchViewFigures> {
  const [season] = await getJson<Array<{ id: string }>>(`${serverUrl}/api/seasons`);
  const seasonId = season?.id ?? '';
  const quarterbacks = (await getJson<SeasonRow[]>(`${serverUrl}/api/playerData?season_id=${seasonId}`))
    .filter((row) => row.position === 'QB' && row.games_played > 8)
    .map((row) => row.player_id);
  const feed = await widenedPropsFeed(
    serverUrl,
    seasonId,
    await getJson<ApiProp[]>(`${serverUrl}/api/playerProps`),
    PROP_ROWS,
  );
  const run = async <T>(measure: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      return await measure(context, await slowedPage(context, cpuSlowdown));
    } finally {
      await context.close();
    }
  };
  const lineHistoryMs = await run((_context, page) => lineHistoryTimes(serverUrl, page));
  const gameLogMs = await run((_context, page) => gameLogTimes(serverUrl, page, quarterbacks, seasonId));
  const props = await run((context, page) => propSortTimes(serverUrl, context, page, feed));
  const cpu = cpuSlowdown > 1 ? `, CPU ${cpuSlowdown}× slower` : '';
  const show = (times: number[]) =>
    `median ${median(times).toFixed(1)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')})`;
  log(`Research views, Chromium 1280×900${cpu}:`);
  log(`  line history, response to chart painted: ${show(lineHistoryMs)}`);
  log(`  game log, response to rows painted:      ${show(gameLogMs)}`);
  log(
    `  props sort by last-10 hit rate over ${props.rows} rows, change to the sorted rows painted: ${show(props.times)}; to every row in: ${show(props.allRowsMs)}`,
  );
  return {
    lineHistoryMs,
    gameLogMs,
    propSortMs: props.times,
    propSortAllRowsMs: props.allRowsMs,
    propRows: props.rows,
  };
}
