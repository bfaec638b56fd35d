import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { playerNames, playerTable, selectedLabel } from './support/playerData';
import { screenshotPath } from './support/screenshots';

const browser = browserForFile();

const table = playerTable;
const names = playerNames;
const passingYards = (page: Page) => table(page).getByRole('columnheader', { name: 'Passing Yards', exact: true });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** Waits for the address to hold exactly these query values. */
async function addressIs(page: Page, expected: Record<string, string>): Promise<void> {
  const wanted = JSON.stringify(expected);
  await page
    .waitForURL((url) => JSON.stringify(Object.fromEntries(url.searchParams)) === wanted, { timeout: 15_000 })
    .catch((error: unknown) => {
      throw new Error(`The address stayed ${page.url()}, not ${wanted}: ${String(error)}`);
    });
}

describe('shareable addresses', () => {
  it('writes the Player Data filters to the address, restores them from a shared link, and steps through them with Back and Forward', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/player-data'));
    await page.getByText('Type a player name or position to search.').waitFor();
    expect(page.url()).toBe(appUrl('/player-data')); // defaults stay out of the address

    // The address follows each change in a render of its own, after the screen's.
    await page.getByLabel('Season').selectOption({ label: '2024' });
    await page.waitForURL((url) => url.searchParams.has('season'));
    const season = query(page).season as string;
    expect(season).toMatch(/^[0-9a-f]{12}$/);
    await page.getByLabel('Position group').selectOption({ label: 'Quarterback (QB)' });
    await addressIs(page, { season, group: 'QB' });
    const beforeTyping = await historyLength(page);
    await page.getByLabel('Search players by name').pressSequentially('a', { delay: 20 });
    await table(page).waitFor();
    await addressIs(page, { season, q: 'a', group: 'QB' });
    expect(await historyLength(page)).toBe(beforeTyping); // typing replaces the entry

    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    await addressIs(page, { season, q: 'a', group: 'QB', sort: 'pass_yards', dir: 'asc' });
    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    await addressIs(page, { season, q: 'a', group: 'QB', sort: 'pass_yards', dir: 'desc' });
    const sortedNames = await names(page);
    expect(sortedNames.length).toBeGreaterThan(3);

    // A shared link opens the same screen in a fresh browser (no session cache, no store).
    const shared = await openPage(browser(), 1280);
    await shared.page.goto(page.url());
    await table(shared.page).waitFor();
    expect(await selectedLabel(shared.page.getByLabel('Season'))).toBe('2024');
    expect(await selectedLabel(shared.page.getByLabel('Position group'))).toBe('Quarterback (QB)');
    expect(await shared.page.getByLabel('Search players by name').inputValue()).toBe('a');
    expect(await passingYards(shared.page).getAttribute('aria-sort')).toBe('descending');
    expect(await names(shared.page)).toEqual(sortedNames);
    expect(shared.page.url()).toBe(page.url());
    expect(await axeViolations(shared.page)).toEqual([]);
    await shared.page.screenshot({ path: screenshotPath('shared-player-data-1280') });
    await shared.context.close();

    await page.goBack();
    await addressIs(page, { season, q: 'a', group: 'QB', sort: 'pass_yards', dir: 'asc' });
    await page.waitForFunction(() =>
      document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Passing Yards'),
    );
    await page.goBack();
    await addressIs(page, { season, q: 'a', group: 'QB' });
    expect(await passingYards(page).getAttribute('aria-sort')).toBeNull();
    await page.goBack();
    await addressIs(page, { season });
    expect(await selectedLabel(page.getByLabel('Position group'))).toBe('Offense');
    expect(await page.getByLabel('Search players by name').inputValue()).toBe('');
    await page.goForward();
    await page.goForward();
    await addressIs(page, { season, q: 'a', group: 'QB', sort: 'pass_yards', dir: 'asc' });
    expect(await selectedLabel(page.getByLabel('Position group'))).toBe('Quarterback (QB)');
    expect(await passingYards(page).getAttribute('aria-sort')).toBe('ascending');

    // Leaving and coming back by the tab keeps the filters (the tab's address stays bare).
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Matchups & Odds' }).waitFor();
    await page.getByRole('link', { name: 'Player Data' }).first().click();
    await table(page).waitFor();
    expect(await selectedLabel(page.getByLabel('Position group'))).toBe('Quarterback (QB)');
    expect(await passingYards(page).getAttribute('aria-sort')).toBe('ascending');
    await page.getByLabel('Position group').selectOption({ label: 'Running Back (RB)' });
    await addressIs(page, { season, q: 'a', group: 'RB', sort: 'pass_yards', dir: 'asc' });
    await page.goBack();
    await addressIs(page, { season, q: 'a', group: 'QB', sort: 'pass_yards', dir: 'asc' });
    expect(await selectedLabel(page.getByLabel('Position group'))).toBe('Quarterback (QB)');
    await context.close();
  });

  it('keeps the week in /nfl?week=, restores it on load and moves with Back and Forward', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await page.goto(appUrl('/nfl'));
    await page.getByRole('article').first().waitFor();
    const heading = await page.getByRole('heading', { level: 2, name: /^Week \d+$/ }).textContent();
    const current = String(heading?.replace('Week ', ''));
    expect(page.url()).toBe(appUrl('/nfl')); // a bare address stays bare until the week changes

    await page.goto(appUrl('/nfl?week=5'));
    await page.getByRole('heading', { level: 2, name: 'Week 5' }).waitFor();
    await page.getByLabel('Choose week').selectOption({ label: 'Week 8' });
    await addressIs(page, { week: '8' });
    await page.getByRole('heading', { level: 2, name: 'Week 8' }).waitFor();
    await page.getByLabel('Choose week').selectOption({ label: 'Week 11' });
    await addressIs(page, { week: '11' });

    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Week 8' }).waitFor();
    expect(await page.getByLabel('Choose week').inputValue()).toBe('8');
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Week 5' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 2, name: 'Week 8' }).waitFor();
    await page.getByRole('article').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Week 8' }).waitFor();
    await page.goto(appUrl('/nfl?week=99'));
    await page.getByRole('heading', { level: 2, name: `Week ${current}` }).waitFor();
    await addressIs(page, { week: current });
    await context.close();
  });

  // Back in the same task as the push of the Week 11 entry: before the router renders that entry.
  it.each([
    ['the page’s first entry', '/nfl?week=8', false],
    ['an entry the app added', '/nfl?week=5', true],
  ])(
    'goes back to the older week on %s when Back is pressed the moment the address changes',
    async (_entry, path, pickWeek8) => {
      const { context, page } = await openPage(browser(), 1280);
      await page.goto(appUrl(path));
      await page.getByRole('article').first().waitFor();
      if (pickWeek8) {
        await page.getByLabel('Choose week').selectOption({ label: 'Week 8' });
        await addressIs(page, { week: '8' });
      }
      await page.getByRole('heading', { level: 2, name: 'Week 8' }).waitFor();
      await page.evaluate(() => {
        const push = window.history.pushState.bind(window.history);
        window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
          push(data, unused, url);
          if (String(url).includes('week=11')) {
            window.history.pushState = push;
            window.history.back();
          }
        };
      });
      await page.getByLabel('Choose week').selectOption({ label: 'Week 11' });
      await addressIs(page, { week: '8' });
      // Settled: the screen shows the address's week, and nothing writes the newer one back.
      await page.waitForTimeout(1_000);
      expect(query(page)).toEqual({ week: '8' });
      expect(await page.getByLabel('Choose week').inputValue()).toBe('8');
      expect(await page.getByRole('heading', { level: 2, name: /^Week \d+$/ }).textContent()).toBe('Week 8');
      await context.close();
    },
  );
});
