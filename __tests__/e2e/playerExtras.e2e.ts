import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { parseCsv } from '../utils/parseCsv';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { pageOverflow } from './support/layout';
import { playerTable } from './support/playerData';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';

const browser = browserForFile();

const table = playerTable;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Player Comparison' });

async function openScreen(width: number) {
  const opened = await openPage(browser(), width);
  const watch = watchPage(opened.page);
  await opened.page.goto(appUrl('/player-data'));
  await opened.page.getByText('Type a player name or position to search.').waitFor();
  return { ...opened, watch };
}

/** Clicks an Export CSV button and reads the file the browser saves: its name and records (BOM checked). */
async function exportCsv(page: Page, scope: Page | ReturnType<typeof dialog>) {
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    scope.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return { filename: download.suggestedFilename(), records: parseCsv(text.slice(1)) };
}

/** Selects the first `count` QBs whose names hold 'a' and opens the comparison. */
async function compareQuarterbacks(page: Page, count: number) {
  await page.getByLabel('Position group').selectOption({ label: 'Quarterback (QB)' });
  await page.getByLabel('Search players by name').fill('a');
  await table(page).waitFor();
  const names = (await table(page).getByRole('rowheader').allInnerTexts()).slice(0, count);
  for (const name of names)
    await table(page)
      .getByRole('button', { name: `Select ${name}`, exact: true })
      .click();
  await page.getByRole('button', { name: `Compare (${count})` }).click();
  await dialog(page).waitFor();
  return names;
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name) });
}

async function screenshotDialog(page: Page, name: string) {
  await screenshot(page, name);
  // The rest of the dialog, scrolled to its end.
  await page.locator('[role="dialog"]').evaluate((panel) => (panel.scrollTop = panel.scrollHeight));
  await page.screenshot({ path: screenshotPath(`${name}-end`) });
  // As a greyscale print or a colour-blind reader would see the bars.
  await page.evaluate(() => (document.documentElement.style.filter = 'grayscale(1)'));
  await page.screenshot({ path: screenshotPath(`${name}-end-grey`) });
  await page.evaluate(() => (document.documentElement.style.filter = ''));
  await page.locator('[role="dialog"]').evaluate((panel) => (panel.scrollTop = 0));
}

describe('Player Data extras in Chromium', () => {
  it('exports the searched, sorted rows as a CSV with the count, columns and order of the table', async () => {
    const { context, page, watch } = await openScreen(1280);
    await page.getByLabel('Search players by name').fill('an');
    await table(page).waitFor();
    await page.getByRole('button', { name: 'Rushing Yards', exact: true }).click();
    await page.getByRole('button', { name: 'Rushing Yards', exact: true }).click();
    const count = Number((await page.getByText(/^[\d,]+ players?$/).innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(40);

    await screenshot(page, 'player-export-1280');
    const { filename, records } = await exportCsv(page, page);
    expect(filename).toBe('gridline-players-2025-offense.csv');
    expect(records).toHaveLength(count + 1);
    const header = records[0] ?? [];
    expect(header.slice(0, 4)).toEqual(['Player', 'Team', 'Position', 'Games Played']);
    expect(header).toContain('Completions');
    expect(header).not.toContain('Select for Comparison');

    const shownNames = await table(page).getByRole('rowheader').allInnerTexts();
    expect(records.slice(1, 1 + shownNames.length).map((record) => record[0])).toEqual(shownNames);
    const shownTeams = await table(page).locator('tbody tr:not(.spacer) td:first-of-type').allInnerTexts();
    expect(records.slice(1, 1 + shownTeams.length).map((record) => record[1])).toEqual(shownTeams);
    const yards = header.indexOf('Rushing Yards');
    const column = records.slice(1).map((record) => (record[yards] === '' ? -Infinity : Number(record[yards])));
    expect(column).toEqual([...column].sort((a, b) => b - a));
    for (const record of records.slice(1)) expect(record[0]?.toLowerCase()).toContain('an');
    expect(watch.uncaught).toEqual([]);
    await context.close();
  });

  it('charts and exports a comparison of two players beside its table; axe finds nothing with the dialog open', async () => {
    const { context, page, watch } = await openScreen(1280);
    const names = await compareQuarterbacks(page, 2);

    const charts = dialog(page).getByRole('img');
    const labels = await charts.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThanOrEqual(8);
    for (const label of labels) for (const name of names) expect(label).toContain(name);
    const passing = labels.find((label) => label.startsWith('Passing Yards: ')) ?? '';
    const tableYards = await dialog(page)
      .getByRole('row', { name: /^Passing Yards/ })
      .getByRole('cell')
      .allInnerTexts();
    expect(passing).toBe(`Passing Yards: ${names.map((name, i) => `${name} ${tableYards[i]}`).join('; ')}`);
    expect(
      await dialog(page)
        .locator('figcaption')
        .filter({ hasText: /^Passing Yards$/ })
        .isVisible(),
    ).toBe(true);

    // Side by side at 1280 px when both fit: the charts start beside the table, not below it.
    const tableBox = await dialog(page).getByRole('region', { name: 'Comparison, scrollable' }).boundingBox();
    const chartBox = await charts.first().boundingBox();
    expect(chartBox && tableBox && chartBox.x > tableBox.x + tableBox.width).toBe(true);

    const { filename, records } = await exportCsv(page, dialog(page));
    expect(filename).toBe('gridline-comparison-2025.csv');
    expect(records[0]).toEqual(['Stat', ...names]);
    expect(records.find((record) => record[0] === 'Passing Yards')?.slice(1)).toEqual(
      tableYards.map((text) => text.replace(/,/g, '')),
    );

    expect(await axeViolations(page)).toEqual([]);
    await screenshotDialog(page, 'comparison-chart-1280');
    expect(watch.uncaught).toEqual([]);
    await context.close();
  });

  it('keeps a comparison of three players within a 400 px screen: charts below the table, the table scrolling in its box', async () => {
    const { context, page } = await openScreen(400);
    const names = await compareQuarterbacks(page, 3);
    await page.keyboard.press('Escape');
    await screenshot(page, 'player-export-400');
    await page.getByRole('button', { name: 'Compare (3)' }).click();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const panel = page.locator('[role="dialog"]');
    expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    const scroller = dialog(page).getByRole('region', { name: 'Comparison, scrollable' });
    const tableBox = await scroller.boundingBox();
    const chartBox = await dialog(page).getByRole('img').first().boundingBox();
    expect(tableBox && chartBox && chartBox.y >= tableBox.y + tableBox.height).toBe(true);
    expect(tableBox?.width).toBeGreaterThan(250);
    const panelBox = await panel.boundingBox();
    expect(chartBox && panelBox && chartBox.x + chartBox.width <= panelBox.x + panelBox.width).toBe(true);
    for (const name of names) await dialog(page).getByRole('columnheader', { name }).waitFor();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const labels = await dialog(page)
      .getByRole('img')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? ''));
    for (const label of labels) for (const name of names) expect(label).toContain(name);

    expect(await axeViolations(page)).toEqual([]);
    await screenshotDialog(page, 'comparison-chart-400');
    await context.close();
  });
});
