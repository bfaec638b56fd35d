import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { login, signedInPage } from './support/auth';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';
import { SCHEMES, showIn } from './support/theme';

/** Issue #11 item 8: dark mode that follows the system, a remembered toggle, and AA contrast in both themes. */
jest.setTimeout(180_000);

const browser = browserForFile();

const screenshot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: screenshotPath(name), fullPage });

const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const storedChoice = (page: Page) => page.evaluate(() => window.localStorage.getItem('gridline:theme'));
const toggle = (page: Page, to: 'light' | 'dark') =>
  page.getByRole('button', { name: `Switch to ${to} theme`, exact: true });

const DARK_PAGE = 'rgb(13, 17, 23)';
const LIGHT_PAGE = 'rgb(243, 245, 248)';

/** A page whose system prefers `scheme`. */
async function openIn(scheme: 'light' | 'dark', width = 1280) {
  const opened = await openPage(browser(), width, { colorScheme: scheme });
  return { ...opened, seen: watchPage(opened.page) };
}

describe('the theme follows the system and the toggle', () => {
  it('is dark without a click when the system prefers dark, and follows the system as it changes', async () => {
    const { context, page, seen } = await openIn('dark');
    await page.goto(appUrl('/nfl'));
    await page.getByRole('heading', { level: 1, name: 'Matchups & Odds' }).waitFor();
    expect(await shownTheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await toggle(page, 'light').waitFor();

    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);
    expect(await storedChoice(page)).toBeNull();
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });

  it('keeps the blank page dark before the app loads on a dark system (no white flash)', async () => {
    const { context, page } = await openIn('dark');
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(appUrl('/nfl'));
    expect(await page.locator('meta[name="color-scheme"]').getAttribute('content')).toBe('light dark');
    const shot = jpeg.decode(await page.screenshot({ type: 'jpeg', clip: { x: 600, y: 400, width: 8, height: 8 } }));
    expect(Math.max(...shot.data.slice(0, 3))).toBeLessThan(48);
    await screenshot(page, 'dark-before-app');
    await context.close();
  });

  it('switches with the toggle; the choice survives a reload and overrides the system', async () => {
    const { context, page, seen } = await openIn('dark');
    await page.goto(appUrl('/stadiums'));
    await page.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' }).waitFor();
    await toggle(page, 'light').click();
    expect(await shownTheme(page)).toBe('light');
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);
    expect(await storedChoice(page)).toBe('light');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' }).waitFor();
    expect(await shownTheme(page)).toBe('light');
    await toggle(page, 'dark').click();
    expect(await storedChoice(page)).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' }).waitFor();
    expect(await shownTheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });

  it('is in the header at 1280 px, reached from the keyboard with a visible focus ring', async () => {
    const { context, page } = await openIn('light');
    await page.goto(appUrl('/player-props'));
    await page.getByRole('heading', { level: 1, name: 'Player Props' }).waitFor();
    const button = toggle(page, 'dark');
    expect(await button.isVisible()).toBe(true);
    const focused = () => button.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 12 && !(await focused()); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await shownTheme(page)).toBe('dark');
    await toggle(page, 'light').waitFor();
    await screenshot(page, 'dark-desktop-toggle-focused');
    await context.close();
  });

  it.each([400, 800])('is in the dropdown menu at %i px, where the header has no room for it', async (width) => {
    const { context, page } = await openIn('light', width);
    await page.goto(appUrl('/player-props'));
    await page.getByRole('heading', { level: 1, name: 'Player Props' }).waitFor();
    expect(await toggle(page, 'dark').count()).toBe(0);
    const menu = page.getByRole('button', { name: /menu/i });
    await menu.focus();
    await page.keyboard.press('Enter');
    const entry = toggle(page, 'dark');
    const focused = () => entry.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 8 && !(await focused()); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await shownTheme(page)).toBe('dark');
    expect(await storedChoice(page)).toBe('dark');
    await toggle(page, 'light').waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `dark-menu-${width}`);
    await context.close();
  });

  it('fits a signed-in admin on a 375 px phone in dark: the account menu (email, Sign out), the toggle and the green banner', async () => {
    const { context, page } = await signedInPage(browser(), 375);
    await page.emulateMedia({ colorScheme: 'dark' });
    await login(page, 'admin@gridline.test', 'gridline-admin');
    await page.waitForURL(appUrl('/nfl'));
    await page.getByTestId('banner').filter({ hasText: 'Admin User' }).waitFor({ timeout: 20_000 });
    expect(await shownTheme(page)).toBe('dark');
    // Below md the email and Sign out are in the account button's menu (issue #60).
    const account = page.getByRole('button', { name: 'Account', exact: true });
    const menu = page.getByRole('button', { name: /menu/i });
    await account.waitFor();
    const [menuBox, accountBox] = [await menu.boundingBox(), await account.boundingBox()];
    expect((accountBox?.x ?? 0) + (accountBox?.width ?? 0)).toBeLessThanOrEqual(375);
    expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0)).toBeLessThan(accountBox?.x ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await account.click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out', exact: true });
    await page.getByText('admin@gridline.test', { exact: true }).filter({ visible: true }).waitFor();
    const signOutBox = await signOut.boundingBox();
    expect((signOutBox?.x ?? 0) + (signOutBox?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dark-phone-account-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('article').first().waitFor();
    await menu.click();
    await toggle(page, 'light').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dark-phone-admin');
    await context.close();
  });

  it('works with a storage that throws: it follows the system and switches for the visit', async () => {
    const { context, page, seen } = await openIn('dark');
    await context.addInitScript(`Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });`);
    await page.goto(appUrl('/team-data'));
    await page.getByRole('heading', { level: 1, name: 'Team Profiles' }).waitFor();
    expect(await shownTheme(page)).toBe('dark');
    await toggle(page, 'light').click();
    expect(await shownTheme(page)).toBe('light');
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });
});

interface Screen {
  name: string;
  path: string;
  /** Screenshot the viewport only (a very long page). */
  viewportOnly?: boolean;
  /** Waits until the screen shows its data; each later step opens more (a dialog) and is checked too. */
  ready: (page: Page) => Promise<unknown>;
  more?: Array<{ name: string; open: (page: Page) => Promise<unknown> }>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

const SCREENS: Screen[] = [
  { name: 'landing', path: '/', ready: (page) => heading(page, 'Gridline') },
  {
    name: 'matchups',
    path: '/nfl?week=3',
    ready: (page) => page.getByRole('article').first().waitFor(),
    more: [
      {
        name: 'matchup-modal',
        open: async (page) => {
          await page
            .getByRole('article')
            .first()
            .getByRole('button', { name: /show unit rankings$/ })
            .click();
          await page.getByRole('dialog').getByRole('table').waitFor();
        },
      },
    ],
  },
  {
    name: 'player-data',
    path: '/player-data',
    ready: async (page) => {
      await page.getByLabel('Search players by name').fill('a');
      await page.locator('table[aria-rowcount] tbody tr').first().waitFor();
      const select = page.getByRole('button', { name: /^Select / });
      await select.first().click();
      await select.first().click();
      await page.getByRole('button', { name: 'Compare (2)' }).waitFor();
      // Selecting scrolls the table sideways: back to the start, where the team colours are.
      await page.locator('table[aria-rowcount]').evaluate((table) => table.parentElement?.scrollTo(0, 0));
    },
    more: [
      {
        name: 'player-comparison',
        open: async (page) => {
          await page.getByRole('button', { name: 'Compare (2)' }).click();
          await page.getByRole('dialog', { name: 'Player Comparison' }).getByRole('table').waitFor();
        },
      },
    ],
  },
  {
    name: 'player-props',
    path: '/player-props',
    viewportOnly: true,
    ready: async (page) => {
      const first = page.getByRole('button', { name: /^Show odds for / }).first();
      await first.click();
      await page.getByRole('table', { name: /^Odds for / }).waitFor();
    },
  },
  {
    name: 'team-data',
    path: '/team-data',
    ready: (page) => page.getByRole('region', { name: 'Power Rankings' }).getByRole('listitem').first().waitFor(),
    more: [
      {
        name: 'team-profile',
        open: async (page) => {
          await page.getByRole('region', { name: 'AFC West' }).getByRole('button').first().click();
          await page.getByRole('dialog').getByRole('term').first().waitFor();
        },
      },
    ],
  },
  {
    name: 'stadiums',
    path: '/stadiums',
    ready: async (page) => {
      await page
        .getByRole('region', { name: 'Teams' })
        .getByRole('button', { name: 'Kansas City Chiefs', exact: true })
        .click();
      await page.getByRole('button', { name: 'Show Weather', exact: true }).click();
      await page.getByRole('region', { name: 'Current weather' }).getByText('Wind Direction').waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    },
  },
  { name: 'login', path: '/login', ready: (page) => heading(page, 'Login') },
];

// Each screen is opened once and checked in both themes (the system's scheme switched under it):
// half the page loads of a visit per theme, the same checks in each.
describe('axe-core in the light and the dark theme', () => {
  it('reports a violation planted in a page (the check can fail)', async () => {
    const { context, page } = await openIn('light');
    await page.setContent(
      '<!doctype html><html lang="en"><title>Planted</title><main><img src="data:,"></main></html>',
    );
    expect((await axeViolations(page)).some((line) => line.startsWith('image-alt:'))).toBe(true);
    await context.close();
  });

  it.each(SCREENS.map((screen) => [screen.path, screen] as const))(
    'finds no violations on %s',
    async (_path, screen) => {
      const { context, page, seen } = await openIn('light');
      await page.goto(appUrl(screen.path));
      await screen.ready(page);
      for (const scheme of SCHEMES) {
        await showIn(page, scheme);
        expect(await shownTheme(page)).toBe(scheme);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${scheme}-${screen.name}`, !screen.viewportOnly);
      }
      for (const step of screen.more ?? []) {
        await step.open(page);
        for (const scheme of SCHEMES) {
          await showIn(page, scheme);
          expect(await axeViolations(page)).toEqual([]);
          await screenshot(page, `${scheme}-${step.name}`);
        }
      }
      expect(seen.uncaught).toEqual([]);
      await context.close();
    },
  );
});
