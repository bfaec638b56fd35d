import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { playerNames, playerTable, selectedLabel } from './support/playerData';

const browser = browserForFile();

const table = playerTable;
const scroller = (page: Page) => page.getByRole('region', { name: 'Player statistics, scrollable' });
const headers = (page: Page) => table(page).getByRole('columnheader').allInnerTexts();
const names = playerNames;

async function openScreen(width: number) {
  const opened = await openPage(browser(), width);
  await opened.page.goto(appUrl('/player-data'));
  await opened.page.getByText('Type a player name or position to search.').waitFor();
  return opened;
}

/** The numbers of one column of the shown rows, by its header; missing values are null. */
async function columnNumbers(page: Page, header: string): Promise<(number | null)[]> {
  const index = (await headers(page)).findIndex((text) => text.replace(/[▲▼]/g, '').trim() === header);
  return table(page)
    .locator('tbody tr:not(.spacer)')
    .evaluateAll(
      (rows, column) =>
        rows.map((row) => {
          const text = row.children[column]?.textContent ?? '';
          return text === 'N/A' ? null : Number(text.replace(/,/g, ''));
        }),
      index,
    );
}

describe('the Player Data screen in Chromium', () => {
  it('searches, switches groups and seasons, sorts, and compares up to four players', async () => {
    const { context, page } = await openScreen(1280);
    expect(await selectedLabel(page.getByLabel('Season'))).toBe('2025');
    expect(await selectedLabel(page.getByLabel('Position group'))).toBe('Offense');

    await page.getByLabel('Search players by name').fill('an');
    await table(page).waitFor();
    const found = await names(page);
    expect(found.length).toBeGreaterThan(5);
    for (const name of found) expect(name.toLowerCase()).toContain('an');

    await page.getByLabel('Position group').selectOption({ label: 'Defense' });
    await table(page).getByRole('columnheader', { name: 'Tackles', exact: true }).waitFor();
    expect(await headers(page)).not.toContain('Passing Yards');

    await page.getByLabel('Position group').selectOption({ label: 'Quarterback (QB)' });
    await table(page).getByRole('columnheader', { name: 'Passing Yards', exact: true }).waitFor();
    expect(await headers(page)).not.toContain('Tackles');

    const passingYards = table(page).getByRole('columnheader', { name: 'Passing Yards', exact: true });
    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    expect(await passingYards.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await columnNumbers(page, 'Passing Yards');
    expect(ascending).toEqual([...ascending].sort((a, b) => (a ?? -Infinity) - (b ?? -Infinity)));
    await page.getByRole('button', { name: 'Passing Yards', exact: true }).click();
    expect(await passingYards.getAttribute('aria-sort')).toBe('descending');
    const descending = await columnNumbers(page, 'Passing Yards');
    expect(descending).toEqual([...descending].sort((a, b) => (b ?? -Infinity) - (a ?? -Infinity)));

    await page.getByLabel('Season').selectOption({ label: '2024' });
    await page.waitForFunction(() => document.querySelector('table[aria-rowcount]') !== null);
    expect(await selectedLabel(page.getByLabel('Season'))).toBe('2024');
    expect(await passingYards.getAttribute('aria-sort')).toBe('descending');

    await page.getByLabel('Position group').selectOption({ label: 'Offense' });
    await page.getByLabel('Search players by name').fill('a');
    const select = table(page).getByRole('button', { name: /^Select / });
    for (let i = 0; i < 4; i++) await select.first().click();
    expect(await table(page).getByRole('button', { pressed: true }).count()).toBe(4);
    await select.first().click();
    expect(await table(page).getByRole('button', { pressed: true }).count()).toBe(4);
    await page.getByRole('status').filter({ hasText: 'At most 4 players can be compared.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Compare (4)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Player Comparison' });
    await dialog.waitFor();
    expect(await dialog.getByRole('columnheader').count()).toBe(5);
    expect(await dialog.getByRole('rowheader').allInnerTexts()).toContain('Passing Yards');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Clear selection' }).click();
    expect(await page.getByRole('button', { name: /^Compare/ }).count()).toBe(0);
    expect(await table(page).getByRole('button', { pressed: true }).count()).toBe(0);
    await context.close();
  });

  it.each([1280, 400])(
    'scrolls the wide table inside its box at %i px, the Player column and the header staying put',
    async (width) => {
      const { context, page } = await openScreen(width);
      await page.getByLabel('Search players by name').fill('a');
      await table(page).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await scroller(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      const box = await scroller(page).evaluate((el) => {
        el.scrollLeft = 400;
        el.scrollTop = 900;
        return el.getBoundingClientRect();
      });
      await page.waitForTimeout(100);
      const firstName = await table(page).getByRole('rowheader').nth(2).boundingBox();
      const playerHeader = await table(page).getByRole('columnheader', { name: 'Player', exact: true }).boundingBox();
      expect(Math.abs((firstName?.x ?? 0) - box.left - 1)).toBeLessThanOrEqual(1);
      expect(Math.abs((playerHeader?.y ?? 0) - box.top - 1)).toBeLessThanOrEqual(1);
      // The whole header row stays, not only the Player heading.
      const lastHeader = await table(page).getByRole('columnheader').last().boundingBox();
      expect(Math.abs((lastHeader?.y ?? 0) - box.top - 1)).toBeLessThanOrEqual(1);

      const numberCell = table(page).locator('tbody td.num').first();
      expect(
        await numberCell.evaluate((el) => [getComputedStyle(el).textAlign, getComputedStyle(el).fontVariantNumeric]),
      ).toEqual(['right', 'tabular-nums']);
      await context.close();
    },
  );

  it('reaches the last row of a long result by scrolling, renders only a window of rows, and starts a new sort at the top', async () => {
    const { context, page } = await openScreen(1280);
    await page.getByLabel('Position group').selectOption({ label: 'Defense' });
    await page.getByLabel('Search players by name').fill('e');
    await table(page).waitFor();
    const total = Number(await table(page).getAttribute('aria-rowcount'));
    expect(total).toBeGreaterThan(300);
    expect(await table(page).locator('tbody tr:not(.spacer)').count()).toBeLessThan(40);
    const rowHeight = await table(page)
      .locator('tbody tr:not(.spacer)')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    expect(rowHeight).toBe(44);

    await scroller(page).evaluate((el) => (el.scrollTop = el.scrollHeight));
    await table(page).locator(`tr[aria-rowindex="${total}"]`).waitFor();

    await page.getByRole('button', { name: 'Tackles', exact: true }).click();
    await table(page).locator('tr[aria-rowindex="2"]').waitFor();
    expect(await scroller(page).evaluate((el) => el.scrollTop)).toBe(0);
    await context.close();
  });

  it.each([1280, 400])(
    'renders every row the box shows at %i px and no more than one beyond each edge',
    async (width) => {
      const { context, page } = await openScreen(width);
      await page.getByLabel('Search players by name').fill('e');
      await table(page).waitFor();
      const total = Number(await table(page).getAttribute('aria-rowcount')) - 1;
      expect(total).toBeGreaterThan(100);

      // Rows (0-based) whose 44 px band meets the box's scrollport, whose top the sticky header covers.
      const view = () =>
        scroller(page).evaluate((el) => {
          const head = el.querySelector('thead')?.getBoundingClientRect().height ?? 0;
          const rows = [...el.querySelectorAll('tbody tr[aria-rowindex]')].map(
            (row) => Number(row.getAttribute('aria-rowindex')) - 2,
          );
          return { top: el.scrollTop, height: el.clientHeight, head, rows };
        });
      const maxScroll = await scroller(page).evaluate((el) => el.scrollHeight - el.clientHeight);
      for (const scrollTop of [0, 1000, Math.round(maxScroll / 2) + 17, maxScroll]) {
        await scroller(page).evaluate((el, top) => (el.scrollTop = top), scrollTop);
        // The rows follow the scroll a frame or more later: on a busy machine (two browser files at once) more than
        // the 100 ms this waited once. Read the box until its rows meet the band, for up to 5 s, then check it.
        const expected = async () => {
          const seen = await view();
          const first = Math.max(0, Math.floor((seen.top - seen.head) / 44));
          const last = Math.min(total - 1, Math.ceil((seen.top + seen.height - seen.head) / 44) - 1);
          return { ...seen, shown: Array.from({ length: last - first + 1 }, (_, index) => first + index) };
        };
        let seen = await expected();
        for (let waited = 0; waited < 5_000 && !seen.shown.every((row) => seen.rows.includes(row)); waited += 100) {
          await page.waitForTimeout(100);
          seen = await expected();
        }
        const { top, rows, shown } = seen;
        expect(rows).toEqual(expect.arrayContaining(shown));
        expect(rows.length).toBeLessThanOrEqual(shown.length + (top === 0 ? 1 : 2));
      }
      await context.close();
    },
  );
});
