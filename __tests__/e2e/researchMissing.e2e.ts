import type { Page } from 'playwright-core';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { allCards } from './support/matchupCards';
import { watchPage } from './support/pageWatch';
import { tour } from './support/tour';

/**
 * Issue #19 item 4 (CONTRACT §8): the research endpoints are additions. With every one of them
 * missing (404) or failing (500), each spec screen works exactly as the spec describes: its data,
 * its modal, no error text, no alert, no uncaught error.
 */
const browser = browserForFile();

const RESEARCH =
  /\/api\/(scores|teamOdds\/(opening|history)|playerGameLogs|teamData\/defense-vs-position|weather\/forecast)(\?|$)/;

async function matchupsAsTheSpecSays(page: Page): Promise<void> {
  await page.goto(appUrl('/nfl?week=3'));
  await page.getByRole('heading', { level: 2, name: 'Week 3' }).waitFor();
  await allCards(page);
  const cards = page.locator('ul[aria-label="Week 3 games"] li');
  expect(await cards.count()).toBeGreaterThan(10);
  const first = cards.first();
  expect(await first.textContent()).toMatch(/ vs /);
  expect(await first.textContent()).toMatch(/FanDuel|DraftKings|BetMGM|No bookmakers available/);
  await first.getByRole('article').click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('columnheader', { name: 'Special Teams' }).waitFor();
  expect(await modal.getByRole('cell').first().textContent()).toMatch(/^(\d+(st|nd|rd|th)|N\/A)/);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
}

describe.each([
  ['missing (404)', 404],
  ['failing (500)', 500],
])('with the research endpoints %s', (_name, status) => {
  it('shows every spec screen as before', async () => {
    const { context, page } = await openPage(browser(), 1280);
    await context.route(RESEARCH, (route) =>
      route.fulfill({ status, json: { error: status === 404 ? 'Not found' : 'Server error' } }),
    );
    const seen = watchPage(page);
    await matchupsAsTheSpecSays(page);
    await tour(page);
    expect(seen.uncaught).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(/unavailable|failed/i).count()).toBe(0);
    await context.close();
  });
});
