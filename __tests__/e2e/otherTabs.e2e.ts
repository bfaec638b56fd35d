import type { BrowserContext, Page } from 'playwright-core';
import { login, signedInPage } from './support/auth';
import { appUrl, browserForFile, openOwnContext } from './support/chromium';
import { watchPage, type PageWatch } from './support/pageWatch';

/**
 * Issue #18 item 10: signing in or out, and the theme choice, follow in the other open tabs of the app
 * within a second. The tabs are pages of one browser context, so they share local storage, as tabs do.
 */
jest.setTimeout(90_000);

const browser = browserForFile();

const WITHIN_A_SECOND = { timeout: 1_000 };

const banner = (page: Page) => page.getByTestId('banner');

/** Another tab of the app at `path`, settled: the identity service has reported (the header is no longer busy). */
async function anotherTab(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<{ page: Page; seen: PageWatch }> {
  const page = await context.newPage();
  const seen = watchPage(page);
  await page.goto(appUrl(path));
  await ready(page);
  return { page, seen };
}

const signedOutHeader = async (page: Page) => {
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
  await page.locator('header [aria-busy="false"]').waitFor();
};

describe('other open tabs of the app', () => {
  it('follow a sign-in and a sign-out within a second: the header email, the banner and the admin flag; a tab on /login moves on to /nfl', async () => {
    const { context, page } = await signedInPage(browser());
    const onNfl = await anotherTab(context, '/nfl', signedOutHeader);
    const onLogin = await anotherTab(context, '/login', (tab) =>
      tab.getByRole('heading', { level: 1, name: 'Login' }).waitFor(),
    );
    expect(await banner(onNfl.page).textContent()).toBe('Free Trial through Week 7');

    await login(page, 'admin@gridline.test', 'gridline-admin');
    await page.waitForURL(appUrl('/nfl'));
    await page.locator('header').getByText('admin@gridline.test').waitFor();
    await onNfl.page.locator('header').getByText('admin@gridline.test').waitFor(WITHIN_A_SECOND);
    await onLogin.page.waitForURL(appUrl('/nfl'), WITHIN_A_SECOND);
    await banner(page).getByText('Admin User').waitFor({ timeout: 10_000 });
    await banner(onNfl.page).getByText('Admin User').waitFor(WITHIN_A_SECOND);
    await banner(onLogin.page).getByText('Admin User').waitFor(WITHIN_A_SECOND);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    for (const tab of [onNfl.page, onLogin.page]) {
      await tab.getByRole('link', { name: 'Sign in' }).waitFor(WITHIN_A_SECOND);
      await banner(tab).getByText('Free Trial through Week 7').waitFor(WITHIN_A_SECOND);
      expect(await tab.locator('header').getByText('admin@gridline.test').count()).toBe(0);
      expect(tab.url()).toBe(appUrl('/nfl')); // sign-out keeps the page
    }
    expect([...onNfl.seen.uncaught, ...onLogin.seen.uncaught]).toEqual([]);
    await context.close();
  });

  it('follow the theme choice within a second, and back to the system when the choice is removed', async () => {
    const { context, page } = await openOwnContext(browser(), 1280, { colorScheme: 'light' });
    await page.goto(appUrl('/nfl'));
    await page.getByRole('heading', { level: 1, name: 'Matchups & Odds' }).waitFor();
    const other = await anotherTab(context, '/stadiums', (tab) =>
      tab.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' }).waitFor(),
    );
    const shownIn = (tab: Page, theme: 'light' | 'dark') =>
      tab.waitForFunction((name) => document.documentElement.dataset.theme === name, theme, WITHIN_A_SECOND);
    expect(await other.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark theme', exact: true }).click();
    await shownIn(other.page, 'dark');
    await other.page.getByRole('button', { name: 'Switch to light theme', exact: true }).waitFor(WITHIN_A_SECOND);

    await other.page.getByRole('button', { name: 'Switch to light theme', exact: true }).click();
    await shownIn(page, 'light');

    await page.evaluate(() => window.localStorage.removeItem('gridline:theme'));
    await other.page.emulateMedia({ colorScheme: 'dark' });
    await shownIn(other.page, 'dark'); // no choice left: the tab follows its system again
    expect(other.seen.uncaught).toEqual([]);
    await context.close();
  });
});
