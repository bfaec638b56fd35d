import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';

const browser = browserForFile();

const ENTRIES = [
  ['Home', '/nfl', 'Matchups & Odds'],
  ['Player Props', '/player-props', 'Player Props'],
  ['Player Data', '/player-data', 'Player Data'],
  ['Team Data', '/team-data', 'Team Profiles'],
  ['Stadiums', '/stadiums', 'NFL Stadiums & Weather'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const currentEntries = (page: Page) => mainNav(page).locator('[aria-current="page"]');

describe('the shared layout on a wide screen', () => {
  it('navigates with every header entry and highlights only that entry', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/stadiums'));
    for (const [label, path, title] of ENTRIES) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(appUrl(path));
      await expectHeading(page, title);
      expect(await currentEntries(page).allTextContents()).toEqual([label]);
    }
    await context.close();
  });

  it('highlights Home only on exactly /nfl', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/nfl/extra'));
    await expectHeading(page, 'Page not found');
    expect(await currentEntries(page).count()).toBe(0);
    await context.close();
  });

  it('goes to /nfl from the title', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/team-data'));
    await page.getByRole('link', { name: 'Gridline', exact: true }).click();
    await page.waitForURL(appUrl('/nfl'));
    await expectHeading(page, 'Matchups & Odds');
    await context.close();
  });

  it('shows the footer with the current year', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/nfl'));
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    // The prerendered footer leaves the year blank (the build cannot know the reader's clock): the app fills it in.
    await page.waitForFunction(
      (year) => document.querySelector('footer')?.textContent?.includes(`© ${year} `),
      new Date().getFullYear(),
    );
    expect(await footer.textContent()).toContain(
      `© ${new Date().getFullYear()} Gridline Analytics LLC. Gridline is owned and operated by Gridline Analytics LLC. All rights reserved.`,
    );
    await context.close();
  });

  it('shows the not-found page with a way back for an unknown address', async () => {
    const { context, page } = await openPage(browser(), 1280);
    const response = await page.goto(appUrl('/no/such/page'));
    expect(response?.status()).toBe(200);
    await expectHeading(page, 'Page not found');
    await page.getByRole('link', { name: /this week/i }).click();
    await page.waitForURL(appUrl('/nfl'));
    await context.close();
  });
});

describe('the shared layout on a narrow screen', () => {
  it('replaces the tabs with a dropdown menu at 400 px', async () => {
    const { context, page } = await openPage(browser(), 400);
    await page.goto(appUrl('/nfl'));
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Player Data' }).isVisible()).toBe(false);
    await menuButton.click();
    await page.getByRole('link', { name: 'Player Data' }).click();
    await page.waitForURL(appUrl('/player-data'));
    await expectHeading(page, 'Player Data');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each(['/', '/login', '/nfl', '/player-props', '/player-data', '/team-data', '/stadiums', '/nowhere'])(
    'axe-core finds no violations on %s',
    async (path) => {
      const { context, page } = await openPage(browser(), 1280);
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

async function expectHeading(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 10_000 });
}
