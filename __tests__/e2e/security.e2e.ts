import type { Page } from 'playwright-core';
import { appUrl, browserForFile, openPage } from './support/chromium';

/**
 * Issue #10 item 6 in the browser: the Content-Security-Policy holds on every screen (no violation
 * reported), API strings are only ever text, and links that leave the app do not hand it over.
 */
const browser = browserForFile();

declare global {
  interface Window {
    __cspViolations: string[];
    __injected?: number;
  }
}

const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });`;

const SCREENS: [string, (page: Page) => Promise<void>][] = [
  ['/', async (page) => void (await page.locator('h1').first().waitFor())],
  ['/login', async (page) => void (await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor())],
  [
    '/nfl',
    async (page) => {
      await page.locator('ul[aria-label$=" games"] li').first().waitFor();
      await page.locator('ul[aria-label$=" games"] li button').first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
    },
  ],
  ['/player-props', async (page) => void (await page.getByRole('rowheader').first().waitFor())],
  [
    '/player-data',
    async (page) => {
      await page.getByLabel('Search players by name').fill('a');
      await page.locator('table[aria-rowcount] tbody tr').first().waitFor();
    },
  ],
  ['/team-data', async (page) => void (await page.getByRole('region', { name: 'AFC East' }).waitFor())],
  [
    '/stadiums',
    async (page) => {
      await page
        .getByRole('region', { name: 'Teams' })
        .getByRole('button', { name: 'Chicago Bears', exact: true })
        .click();
      await page.getByRole('button', { name: 'Show Weather', exact: true }).click();
      await page.getByRole('region', { name: 'Current weather' }).getByText('Wind Direction').waitFor();
      await page
        .locator('#main img')
        .first()
        .evaluate((image: HTMLImageElement) => image.decode());
    },
  ],
  [
    '/no-such-page',
    async (page) => void (await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()),
  ],
];

describe('the Content-Security-Policy', () => {
  it.each(SCREENS)('is sent and reports no violation on %s', async (path, use) => {
    const { context, page } = await openPage(browser(), 1280);
    await context.addInitScript(RECORD_VIOLATIONS);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    const response = await page.goto(appUrl(path));
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^\s*script-src 'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline/);
    await use(page);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(refusals).toEqual([]);
    await context.close();
  });
});

const SCRIPT_LIKE = `<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>Mallory`;

describe('strings from the API', () => {
  it('shows a script-like player name as text, never as markup', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await context.route('**/api/playerData?*', async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as Record<string, unknown>[];
      if (rows[0]) rows[0] = { ...rows[0], name: SCRIPT_LIKE, position: 'QB' };
      await route.fulfill({ response, json: rows });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(appUrl('/player-data'));
    await page.getByLabel('Search players by name').fill('Mallory');
    const cell = page
      .getByRole('rowheader')
      .filter({ hasText: 'Mallory' })
      .or(page.getByRole('cell').filter({ hasText: 'Mallory' }))
      .first();
    await cell.waitFor();
    expect(await cell.textContent()).toContain(SCRIPT_LIKE);
    expect(await page.locator('#main img[src="x"], #main script').count()).toBe(0);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('links', () => {
  it('that open elsewhere carry rel="noopener noreferrer" on every screen', async () => {
    const { context, page } = await openPage(browser(), 1280);
    const unsafe: string[] = [];
    for (const [path, use] of SCREENS) {
      await page.goto(appUrl(path));
      await use(page);
      unsafe.push(
        ...(await page.$$eval('a[href]', (links) =>
          (links as HTMLAnchorElement[])
            .filter((link) => link.target === '_blank' || new URL(link.href, location.href).origin !== location.origin)
            .filter((link) => !['noopener', 'noreferrer'].every((token) => link.relList.contains(token)))
            .map((link) => `${location.pathname}: ${link.outerHTML}`),
        )),
      );
    }
    expect(unsafe).toEqual([]);
    await context.close();
  });
});
