import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS, headless: true });
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

/** A fresh context (as @axe-core/playwright needs) and page at a viewport width. */
export async function openPage(
  browser: Browser,
  width = 1280,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return { context, page };
}
