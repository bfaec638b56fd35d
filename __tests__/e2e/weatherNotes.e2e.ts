import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage, type TabContext } from './support/chromium';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #11 item 7 on /stadiums: the roof notes and the wind flag. The embedded weather follows the
 * clock, so no outdoor stadium is windy on cue: the windy (and the calm) readings are the real
 * answers with their wind speed replaced.
 */
const browser = browserForFile();

const WIND_FLAG = 'Wind may affect passing and kicking';
const DOME = 'Fixed dome: weather does not affect play';
const RETRACTABLE = 'Retractable roof: the roof may be closed';

const weatherBox = (page: Page) => page.getByRole('region', { name: 'Current weather' });

/** Every weather answer from the embedded service, its wind speed set to `mph`. */
function windAt(context: TabContext, mph: number) {
  return context.route('**/api/weather?**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { wind: { speed: number } };
    json.wind.speed = mph;
    await route.fulfill({ response, json });
  });
}

async function weatherFor(page: Page, team: string) {
  await page.getByRole('region', { name: 'Teams' }).getByRole('button', { name: team, exact: true }).click();
  await page.getByRole('button', { name: 'Show Weather', exact: true }).click();
  await weatherBox(page).getByText('Wind Direction').waitFor();
  return weatherBox(page);
}

async function openStadiums(scheme: 'light' | 'dark' = 'light') {
  const opened = await openPage(browser(), 1280, { colorScheme: scheme });
  await opened.page.goto(appUrl('/stadiums'));
  await opened.page.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' }).waitFor();
  return opened;
}

describe('what the weather means for play', () => {
  it('notes a fixed dome and a retractable roof, whatever the wind', async () => {
    const { context, page } = await openStadiums();
    await windAt(context, 31);
    const lions = await weatherFor(page, 'Detroit Lions');
    await lions.getByText(DOME, { exact: true }).waitFor();
    expect(await lions.getByText(WIND_FLAG).count()).toBe(0);

    const texans = await weatherFor(page, 'Houston Texans');
    await texans.getByText(RETRACTABLE, { exact: true }).waitFor();
    expect(await texans.getByText(WIND_FLAG).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('flags a windy outdoor stadium and not a calm one (%s theme)', async (scheme) => {
    const { context, page } = await openStadiums(scheme);
    await windAt(context, 22.4);
    const bears = await weatherFor(page, 'Chicago Bears');
    expect(await bears.getByText('Wind', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe(
      '22 mph',
    );
    const flag = bears.getByText(WIND_FLAG, { exact: true });
    await flag.waitFor();
    expect(await flag.locator('svg[aria-hidden="true"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('article').screenshot({ path: screenshotPath(`${scheme}-stadium-wind-flag`) });

    await context.unrouteAll();
    await windAt(context, 14.4);
    const packers = await weatherFor(page, 'Green Bay Packers');
    expect(await packers.getByText('Wind', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe(
      '14 mph',
    );
    expect(await packers.getByText(WIND_FLAG).count()).toBe(0);
    await context.close();
  });

  it('keeps the dome note when the weather fails', async () => {
    const { context, page } = await openStadiums('dark');
    await context.route('**/api/weather?**', (route) =>
      route.fulfill({ status: 503, json: { cod: 503, message: 'down' } }),
    );
    await page
      .getByRole('region', { name: 'Teams' })
      .getByRole('button', { name: 'Minnesota Vikings', exact: true })
      .click();
    await page.getByRole('button', { name: 'Show Weather', exact: true }).click();
    await weatherBox(page).getByRole('alert').filter({ hasText: 'Weather is unavailable right now.' }).waitFor();
    await weatherBox(page).getByText(DOME, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('article').screenshot({ path: screenshotPath('dark-stadium-dome-failed') });
    await context.close();
  });
});
