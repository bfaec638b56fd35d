import type { Browser, BrowserContext } from 'playwright-core';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../../scripts/serverProcess';
import { launchChromium } from './chromium';
import { sharedServerAt } from './sharedServers';

/**
 * The demo season of the suite's own server and of the files' servers on the real clock: 2025, by its opener, so that
 * on any later date its season is over and every line a closing line, as those files were written for (on the real
 * clock the demo would otherwise serve the season in progress).
 */
export const SUITE_DEMO_SEASON = { SEASON_OPENER: '2025-09-04' } as const;

/**
 * An embedded server with its clock fixed (GRIDLINE_NOW), and a page clock to match, for browser
 * tests whose data depends on the time: the suite's own server follows the real clock, by which the
 * demo season is long over and every line is a closing line days old. In the browser run, the files
 * at one clock share one server (support/sharedServers.ts), which `stop` leaves to the run's end.
 */
export async function startServerAt(iso: string): Promise<RunningServer & { stop: () => void }> {
  const shared = await sharedServerAt(iso);
  if (shared) return { ...shared, stop: () => undefined };
  const server = await startAppServer({ GRIDLINE_NOW: iso });
  return { ...server, stop: () => stopProcessGroup(server.pid) };
}

/**
 * Makes the context's pages (or a test's page) start their clock at `iso` (then run on). A Proxy over Date, not
 * Playwright's page.clock: that one replaces Date, and `class UTCDate extends Date` then loses its
 * methods (CONTRACT §7); a Proxy keeps subclasses, `instanceof` and Date.UTC/parse working.
 */
export async function setPageClock(context: Pick<BrowserContext, 'addInitScript'>, iso: string): Promise<void> {
  await context.addInitScript({
    content: `(() => {
      const RealDate = Date;
      const offset = ${Date.parse(iso)} - RealDate.now();
      const now = () => RealDate.now() + offset;
      globalThis.Date = new Proxy(RealDate, {
        construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
        apply: () => new RealDate(now()).toString(),
        get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
      });
    })();`,
  });
}

/**
 * A browser and a server at `iso` for the tests of a file (or a describe block): both started
 * before its tests, stopped after them; read them inside the tests.
 */
export function browserAndServerAt(iso: string): { browser: () => Browser; server: () => RunningServer } {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startServerAt>> | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startServerAt(iso)]);
  });
  afterAll(async () => {
    server?.stop();
    await browser?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Read the browser and the server inside a test');
    return value;
  };
  return { browser: () => started(browser), server: () => started(server) };
}
