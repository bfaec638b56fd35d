import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';

const browser = browserForFile();

const teamsPanel = (page: Page) => page.getByRole('region', { name: 'Teams' });
const teamButton = (page: Page, name: string) => teamsPanel(page).getByRole('button', { name, exact: true });
const showWeather = (page: Page) => page.getByRole('button', { name: 'Show Weather', exact: true });
const weatherBox = (page: Page) => page.getByRole('region', { name: 'Current weather' });
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The stadiums page, counting the requests that reach the weather service. */
async function openStadiums(width: number) {
  const opened = await openPage(browser(), width);
  const weatherRequests: string[] = [];
  opened.page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/weather') weatherRequests.push(request.url());
  });
  await opened.page.goto(appUrl('/stadiums'));
  await opened.page.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' }).waitFor();
  return { ...opened, weatherRequests };
}

/** How many team buttons share the first row. */
const firstRowCount = (page: Page) =>
  teamsPanel(page)
    .getByRole('button')
    .evaluateAll(
      (buttons) =>
        buttons.filter((b) => b.getBoundingClientRect().top === buttons[0]?.getBoundingClientRect().top).length,
    );

async function imageHeight(page: Page, alt: string): Promise<number> {
  const image = page.getByAltText(alt);
  await page.waitForFunction((text) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${text}"]`);
    return img?.complete && img.naturalWidth > 0;
  }, alt);
  return (await image.boundingBox())?.height ?? 0;
}

describe('NFL Stadiums & Weather against the embedded API', () => {
  it('shows 5 team buttons a row, the selected stadium and its weather, kept without a second request', async () => {
    const { context, page, weatherRequests } = await openStadiums(1280);
    expect(await teamsPanel(page).getByRole('button').count()).toBe(32);
    expect(await firstRowCount(page)).toBe(5);
    await page.getByText('Select a team to view stadium details.').waitFor();

    await teamButton(page, 'Kansas City Chiefs').click();
    expect(await teamButton(page, 'Kansas City Chiefs').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { level: 2, name: 'GEHA Field at Arrowhead Stadium' }).waitFor();
    expect(await imageHeight(page, 'GEHA Field at Arrowhead Stadium, home of the Kansas City Chiefs')).toBe(220);
    expect(await page.getByText('76,416', { exact: true }).count()).toBe(1);

    await showWeather(page).click();
    await weatherBox(page).getByText('Wind Direction').waitFor();
    const text = (await weatherBox(page).textContent()) ?? '';
    expect(text).toMatch(/Temp-?\d+°F/);
    expect(text).toMatch(/Wind\d+ mph/);
    expect(text).toMatch(/Wind Direction↑(N|NE|E|SE|S|SW|W|NW) \(\d+°\)/);
    expect(weatherRequests).toHaveLength(1);

    await showWeather(page).click();
    await teamButton(page, 'Chicago Bears').click();
    await page.getByRole('heading', { level: 2, name: 'Soldier Field' }).waitFor();
    expect(await weatherBox(page).count()).toBe(0);
    await teamButton(page, 'Kansas City Chiefs').click();
    await weatherBox(page).getByText('Wind Direction').waitFor();
    await page
      .getByRole('button', { name: /^GEHA Field at Arrowhead Stadium, home of the Kansas City Chiefs/ })
      .click();
    await page.waitForTimeout(300);
    expect(weatherRequests).toHaveLength(1);

    await teamButton(page, 'Chicago Bears').click();
    await page.getByRole('button', { name: /^Soldier Field, home of the Chicago Bears/ }).click();
    await weatherBox(page).getByText('Wind Direction').waitFor();
    expect(weatherRequests).toHaveLength(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a 400 px screen: fewer buttons a row, a 180 px image, the card brought into view', async () => {
    const { context, page } = await openStadiums(400);
    expect(await firstRowCount(page)).toBe(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await teamButton(page, 'Washington Commanders').click();
    const heading = page.getByRole('heading', { level: 2, name: 'Northwest Stadium' });
    await heading.waitFor();
    expect(await imageHeight(page, 'Northwest Stadium, home of the Washington Commanders')).toBe(180);
    await page.waitForFunction(() => {
      const card = document.querySelector('article');
      return card !== null && card.getBoundingClientRect().top < window.innerHeight / 2;
    });
    await showWeather(page).click();
    await weatherBox(page).getByText('Wind Direction').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says when the weather fails and loads it on Retry', async () => {
    const { context, page, weatherRequests } = await openStadiums(1280);
    let failures = 1;
    await context.route('**/api/weather?**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, json: { cod: 503, message: 'down' } }) : route.continue(),
    );
    await teamButton(page, 'Seattle Seahawks').click();
    await showWeather(page).click();
    await page.getByRole('alert').filter({ hasText: 'Weather is unavailable right now.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await weatherBox(page).getByText('Wind Direction').waitFor();
    expect(weatherRequests).toHaveLength(2);
    await context.close();
  });
});
