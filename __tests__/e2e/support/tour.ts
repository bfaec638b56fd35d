import type { Page } from 'playwright-core';
import { appUrl } from './chromium';
import { navigateTo as nav } from './pageWatch';
import { propsTable } from './propsResearch';

/** Every screen with its data, reached through the header as a user would. */
export async function tour(page: Page): Promise<void> {
  await page.goto(appUrl('/nfl'));
  await page.locator('ul[aria-label$=" games"] li').first().waitFor();

  await nav(page, '/team-data');
  await page.getByRole('region', { name: 'AFC East' }).waitFor();
  await page.getByRole('region', { name: 'Power Rankings' }).getByRole('listitem').first().waitFor();

  await nav(page, '/player-data');
  await page.getByLabel('Search players by name').fill('a');
  await page.locator('table[aria-rowcount] tbody tr').first().waitFor();

  await nav(page, '/player-props');
  // Its own table's rows: while its code loads, Player Data's table (whose rows have headers too) is still shown.
  await propsTable(page).getByRole('rowheader').first().waitFor();

  await nav(page, '/stadiums');
  await page
    .getByRole('region', { name: 'Teams' })
    .getByRole('button', { name: 'Green Bay Packers', exact: true })
    .click();
  await page.getByRole('button', { name: 'Show Weather', exact: true }).click();
  await page.getByRole('region', { name: 'Current weather' }).getByText('Wind Direction').waitFor();

  // A reload goes to the network again (nothing was cached) and still shows the data.
  await page.reload();
  await page.getByRole('region', { name: 'Teams' }).waitFor();
}
