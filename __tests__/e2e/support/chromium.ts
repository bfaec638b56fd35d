import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or CHROMIUM_PATH); never a downloaded browser. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's package (apt-get update && apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return candidate;
}

/**
 * The browser tests' Chromium. `--process-per-site` lets a test's page join the renderer its file's kept
 * page already runs (openPage below) instead of starting one of its own: the suite's pages are on the
 * app's one origin, and a renderer's start was 0.2 CPU-seconds of each load here (ten loads of the five
 * screens: 20.5 CPU-s against 22.7). Pages of different contexts never share a renderer.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...LAUNCH_ARGS, '--process-per-site'],
    headless: true,
  });
}

/**
 * One Chromium for the test file: launched before its tests, closed after them. A getter, because the
 * browser exists only once the file's `beforeAll` has run.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The file’s Chromium is launched in beforeAll: ask for it inside a test or a hook.');
    return browser;
  };
}

/** The embedded server the global setup started. */
export function appUrl(path = '/'): string {
  const base = process.env.GRIDLINE_E2E_URL;
  if (!base) throw new Error('GRIDLINE_E2E_URL is not set: run the browser suite through its jest config.');
  return `${base}${path}`;
}

/** Pages open in the current test file; the test environment screenshots them when a test fails. */
const scope = globalThis as typeof globalThis & { __gridlinePages?: Set<Page> };
const openPages = (scope.__gridlinePages ??= new Set<Page>());

/** A fresh context (as @axe-core/playwright needs) and page at a viewport width, for a test that needs all of it. */
export async function openOwnContext(
  browser: Browser,
  width = 1280,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  watchForScreenshots(page);
  return { context, page };
}

function watchForScreenshots(page: Page): void {
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
}

/**
 * What a test may do to the context of its page: route requests, add init scripts (both for its page
 * alone) and close it. The test's page has storage, cookies and an HTTP cache as empty as a new
 * context's.
 */
export interface TabContext extends Pick<Page, 'route' | 'unroute' | 'unrouteAll' | 'addInitScript'> {
  close(): Promise<void>;
}

interface SharedContext {
  context: BrowserContext;
  session: CDPSession;
  /** Origins the tabs have been to since the context's storage was last cleared. */
  origins: Set<string>;
  /** A test's page is open in it. */
  inUse: boolean;
}

/**
 * A file's browser keeps one context for its tests' pages, and in it one page on the app's origin (its
 * favicon, no script) so that the renderer process stays up between tests: a fresh context and its
 * renderer cost about 1.6 CPU-seconds on this machine before the app's own load (4.0 against 2.4 for
 * /nfl), most of the browser suite's time being CPU.
 */
const sharedContexts = new WeakMap<Browser, Promise<SharedContext>>();

function sharedContext(browser: Browser): Promise<SharedContext> {
  let shared = sharedContexts.get(browser);
  if (!shared) {
    shared = (async () => {
      const context = await browser.newContext();
      context.once('close', () => sharedContexts.delete(browser));
      const keeper = await context.newPage();
      await keeper.goto(appUrl('/favicon.svg'));
      return { context, session: await context.newCDPSession(keeper), origins: new Set<string>(), inUse: false };
    })();
    sharedContexts.set(browser, shared);
  }
  return shared;
}

/** Empties the cookies, storage and HTTP cache the last tests' pages left in the shared context. */
async function clearShared(shared: SharedContext): Promise<void> {
  await shared.context.clearCookies();
  await shared.session.send('Network.clearBrowserCache');
  for (const origin of shared.origins) {
    await shared.session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  shared.origins.clear();
}

/**
 * A page of its own at a viewport width, as a new context would give it: in the file's shared context
 * (cleared first), or in a context of its own while another test page of the file is open, so two
 * pages of one test never share storage. Closing the page (or its TabContext) ends either.
 */
export async function openPage(
  browser: Browser,
  width = 1280,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: TabContext; page: Page }> {
  const shared = await sharedContext(browser);
  if (shared.inUse) {
    const { context, page } = await openOwnContext(browser, width, options);
    page.once('close', () => void context.close());
    return { context: tabContext(page), page };
  }
  shared.inUse = true;
  await clearShared(shared);
  const page = await shared.context.newPage();
  page.once('close', () => (shared.inUse = false));
  watchForScreenshots(page);
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) shared.origins.add(origin);
  });
  await page.setViewportSize({ width, height: 900 });
  if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme });
  return { context: tabContext(page), page };
}

function tabContext(page: Page): TabContext {
  return {
    route: page.route.bind(page),
    unroute: page.unroute.bind(page),
    unrouteAll: page.unrouteAll.bind(page),
    addInitScript: page.addInitScript.bind(page),
    close: () => page.close(),
  };
}
