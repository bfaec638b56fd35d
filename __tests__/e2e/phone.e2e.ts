import { devices, type BrowserContext, type Page } from 'playwright-core';
import { bridgeGooglePopup, forwardFirestore, login } from './support/auth';
import { appUrl, browserForFile, openOwnContext } from './support/chromium';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #22: a phone paints each screen from the HTML and asks nothing of another origin until the
 * user does something that needs it. Pixel 7 is the profile: Firebase Auth behaves differently on a
 * phone's user agent (it used to load Google's api.js at start-up there, and only there).
 */
const browser = browserForFile();

const SCREENS: [path: string, title: string, subtitle: RegExp][] = [
  ['/nfl', 'Matchups &amp; Odds', /Stay up to date with the latest matchups and betting lines\./],
  ['/player-props', 'Player Props', /<p[^>]*>[^<]+<\/p>/],
  ['/player-data', 'Player Data', /<p[^>]*>[^<]+<\/p>/],
  ['/team-data', 'Team Profiles', /<p[^>]*>[^<]+<\/p>/],
  ['/stadiums', 'NFL Stadiums &amp; Weather', /<p[^>]*>[^<]+<\/p>/],
];

const phone = () => ({ ...devices['Pixel 7'] });

/** Requests the page makes to any origin but the app's, and the console errors it logs. */
function watchOrigins(context: BrowserContext, page: Page): { foreign: string[]; errors: string[] } {
  const origin = new URL(appUrl('/')).origin;
  const seen = { foreign: [] as string[], errors: [] as string[] };
  context.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) seen.foreign.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

describe('paint from HTML', () => {
  it.each(SCREENS)(
    'sends %s with its header, banner, title, subtitle and footer in the HTML',
    async (path, title, subtitle) => {
      // As sent, without React's text separators.
      const html = (await (await fetch(appUrl(path), { headers: { accept: 'text/html' } })).text()).replace(
        /<!-- -->/g,
        '',
      );
      // The app's own markup, which the app adopts in place (hydration).
      expect(html).toMatch(/<div id="root"><!--\$--><div class="/);
      expect(html).not.toContain('inert');
      expect(html).toContain('<nav aria-label="Main"');
      expect(html).toContain('Free Trial through Week 7');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toMatch(subtitle);
      expect(html).toContain(
        'Gridline Analytics LLC. Gridline is owned and operated by Gridline Analytics LLC. All rights reserved.',
      );
      expect(html).toMatch(/<link rel="preload" as="script" href="\/assets\//);
    },
  );

  it('paints the screen before any script runs, as a phone shows it', async () => {
    const { context, page } = await openOwnContext(browser(), 412, { ...phone(), javaScriptEnabled: false });
    for (const [path] of SCREENS) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
      await page.screenshot({ path: screenshotPath(`phone-html${path.replace('/', '-')}`) });
    }
    await context.close();
  });
});

describe('nothing third-party on load', () => {
  it('asks no other origin, and logs no error, on any screen while signed out', async () => {
    const { context, page } = await openOwnContext(browser(), 412, phone());
    const seen = watchOrigins(context, page);
    await page.goto(appUrl('/nfl'));
    await page.locator('ul[aria-label$=" games"] li').first().waitFor();
    for (const [path] of SCREENS.slice(1)) {
      await navigateToOnPhone(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(seen.foreign).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("asks only the identity service and the admins document when signed in, never Google's script, and logs no error", async () => {
    const { context, page } = await openOwnContext(browser(), 412, phone());
    await forwardFirestore(context);
    const seen = watchOrigins(context, page);
    await login(page, 'fan@gridline.test', 'gridline-fan');
    await page.waitForURL(appUrl('/nfl'));
    for (const [path] of SCREENS) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Signed in: on a phone the email is in the account button's menu (issue #60).
      const account = page.locator('header').getByRole('button', { name: 'Account', exact: true });
      await account.click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).waitFor();
      await page.locator('header').getByText('fan@gridline.test', { exact: true }).filter({ visible: true }).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.waitForLoadState('networkidle');
    const hosts = new Set(seen.foreign.map((url) => new URL(url).host));
    expect([...hosts].filter((host) => host !== '127.0.0.1:9099' && host !== '127.0.0.1:8080')).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("loads Google's api.js when a Google button is pressed, not before", async () => {
    const { context, page } = await openOwnContext(browser(), 412, phone());
    await bridgeGooglePopup(context);
    const seen = watchOrigins(context, page);
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.foreign.filter((url) => url.includes('apis.google.com'))).toEqual([]);
    const loaded = page.waitForRequest((request) => request.url().startsWith('https://apis.google.com/js/api.js'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await loaded;
    await context.close();
  });
});

/** The header's menu on a phone: open it and follow the screen's link. */
async function navigateToOnPhone(page: Page, path: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.locator(`a[href="${path}"]:visible`);
  if ((await link.count()) === 0) await nav.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}
