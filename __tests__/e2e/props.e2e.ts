import type { Page } from 'playwright-core';
import { LAID_OUT } from '../../src/lib/useLayOutInFrames';
import { LAID_OUT_LATER } from '../../src/features/props/propsCells';
import { namedInTree } from './support/accessibilityTree';
import { axeViolations } from './support/axe';
import { appUrl, browserForFile, openPage } from './support/chromium';
import { propsTable, settledPropsTable } from './support/propsResearch';

const browser = browserForFile();

const playerNames = (page: Page) => propsTable(page).getByRole('rowheader').allTextContents();
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openProps(width: number) {
  const opened = await openPage(browser(), width);
  await opened.page.goto(appUrl('/player-props'));
  await opened.page.getByRole('heading', { level: 1, name: 'Player Props' }).waitFor();
  await propsTable(opened.page).waitFor();
  return opened;
}

describe('Player Props against the embedded API', () => {
  it('lists one row per player with the columns of the spec and opponents from the shared week', async () => {
    const { context, page } = await openProps(1280);
    expect(await propsTable(page).locator('thead th').allTextContents()).toEqual([
      'Odds',
      'Player Name',
      'Team',
      'Opponent',
    ]);
    const names = await playerNames(page);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);

    const week = page.getByRole('combobox', { name: 'Opponents for' });
    expect(await week.locator('option:checked').textContent()).toMatch(/^Week \d+$/);
    // Most players' teams play that week (a few are on a bye): their opponents are full team names.
    await page.waitForFunction(() => {
      const opponents = [...document.querySelectorAll('tbody > tr > td:nth-child(4)')].map(
        (td) => td.textContent ?? '',
      );
      return opponents.filter((name) => name !== 'N/A' && name.includes(' ')).length > opponents.length / 2;
    });
    await context.close();
  });

  it.each([412, 1280])(
    "puts every player's research in the accessibility tree at %i px, as a screen reader reads it",
    async (width) => {
      const { context, page } = await openProps(width);
      const rates = /^last 5 \d+\/\d+ · last 10 \d+\/\d+/;
      const shown = await (
        await settledPropsTable(page)
      )
        .locator('.research-line li')
        // The rates are a text of their own in each item (its game of the week, when final, a block after them).
        .evaluateAll(
          (items, pattern) =>
            items.filter((item) =>
              [...item.childNodes].some((node) => new RegExp(pattern).test(node.textContent ?? '')),
            ).length,
          rates.source,
        );
      expect(shown).toBeGreaterThan(100);
      // The lines off screen skip rendering until they are laid out one a frame, once every row is in.
      expect(await namedInTree(page, 'StaticText', rates, shown, `${LAID_OUT_LATER}:not([${LAID_OUT}])`)).toBe(shown);
      await context.close();
    },
  );

  it('expands and collapses each row on its own', async () => {
    const { context, page } = await openProps(1280);
    const [first = '', second = ''] = await playerNames(page);
    const firstToggle = page.getByRole('button', { name: `Show odds for ${first}`, exact: true });
    const secondToggle = page.getByRole('button', { name: `Show odds for ${second}`, exact: true });
    await firstToggle.click();
    expect(await firstToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await secondToggle.getAttribute('aria-expanded')).toBe('false');
    const lines = page.getByRole('table', { name: `Odds for ${first}` });
    expect(await lines.locator('thead th').allTextContents()).toEqual(['Market', 'Line', 'Price']);
    const lineCells = await lines.locator('tbody td:nth-child(2)').allTextContents();
    expect(lineCells.length).toBeGreaterThan(0);
    expect(lineCells).not.toContain('N/A');

    await secondToggle.click();
    expect(await page.getByRole('table', { name: /^Odds for / }).count()).toBe(2);
    await firstToggle.click();
    expect(await firstToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await lines.count()).toBe(0);
    expect(await page.getByRole('table', { name: `Odds for ${second}` }).count()).toBe(1);
    await context.close();
  });

  it('searches player names ignoring case, and says when nobody matches', async () => {
    const { context, page } = await openProps(1280);
    const [first = ''] = await playerNames(page);
    const part = first.split(' ').pop()?.slice(0, 4) ?? first;
    await page.getByRole('searchbox', { name: 'Search player name' }).fill(part.toUpperCase());
    await page.waitForFunction(
      (needle) =>
        [...document.querySelectorAll('tbody th[scope="row"]')].every((th) =>
          th.textContent?.toLowerCase().includes(needle),
        ),
      part.toLowerCase(),
    );
    expect(await playerNames(page)).toContain(first);
    await page.getByRole('searchbox', { name: 'Search player name' }).fill('qqqzzz');
    await page.getByText('No players match “qqqzzz”.').waitFor();
    expect(await propsTable(page).count()).toBe(0);
    await context.close();
  });

  it('fits a 400 px screen with a row expanded, and axe-core finds no violations', async () => {
    const { context, page } = await openProps(400);
    const [first = ''] = await playerNames(page);
    await page.getByRole('button', { name: `Show odds for ${first}`, exact: true }).click();
    await page.getByRole('table', { name: `Odds for ${first}` }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no axe-core violations at 1280 px with a row expanded and a search typed', async () => {
    const { context, page } = await openProps(1280);
    const [first = ''] = await playerNames(page);
    await page.getByRole('button', { name: `Show odds for ${first}`, exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search player name' }).fill(first.slice(0, 3));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
