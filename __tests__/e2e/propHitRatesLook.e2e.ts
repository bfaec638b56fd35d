import { axeViolations } from './support/axe';
import { appUrl, openPage } from './support/chromium';
import { browserAndServerAt, setPageClock } from './support/fixedClock';
import { pageOverflow } from './support/layout';
import { propsTable } from './support/propsResearch';
import { screenshotPath } from './support/screenshots';
import { SCHEMES, showIn } from './support/theme';

/**
 * Issue #21 items 3 and 4 as a person sees them, at 2025-09-20 (week 3): the props rows with their
 * hit rates and matchups, an expanded row's bars, and the team profile's ranks against the position,
 * at 1280 and 400 px, light and dark: they fit, axe finds nothing, and the screenshots are kept.
 * Each page is opened once per width and checked in both themes (the system's scheme switched under it).
 */
const CLOCK = '2025-09-20T12:00:00Z';

// A page, four screenshots and axe twice over some 150 rows: longer than the suite's minute on this shared machine.
jest.setTimeout(180_000);

const started = browserAndServerAt(CLOCK);

async function open(width: number, path: string, realClock = false) {
  const opened = await openPage(started.browser(), width, { colorScheme: 'light' });
  if (!realClock) await setPageClock(opened.context, CLOCK);
  await opened.page.goto(realClock ? appUrl(path) : `${started.server().url}${path}`);
  return opened;
}

describe.each([1280, 400])('at %i px, light and dark', (width) => {
  it('shows a receiver’s ten games against his line on the real clock (overs filled, unders hollow)', async () => {
    const { context, page } = await open(width, '/player-props', true);
    await page.getByRole('combobox', { name: 'Sort players' }).waitFor();
    const receiver = propsTable(page)
      .locator('tbody tr', { hasText: /Receiving Yards [\d.]+: last 5/ })
      .first();
    const name = (await receiver.evaluate((row) => row.previousElementSibling?.querySelector('th')?.textContent)) ?? '';
    await page.getByRole('button', { name: `Show odds for ${name}`, exact: true }).click();
    const chart = page.getByRole('img', { name: /^Receiving Yards in the last 10 games against the line/ });
    await chart.waitFor();
    expect(await chart.locator('rect.over').count()).toBeGreaterThan(0);
    expect(await chart.locator('rect.under').count()).toBeGreaterThan(0);
    const top = await chart.evaluate((svg) => svg.closest('figure')!.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - (width < 600 ? 420 : 520));
    for (const scheme of SCHEMES) {
      await showIn(page, scheme);
      await page.screenshot({ path: screenshotPath(`props-bars-real-clock-${width}-${scheme}`) });
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('shows the props rows with hit rates and an expanded row with bars, fitting the screen, with no axe violations', async () => {
    const { context, page } = await open(width, '/player-props');
    await page.getByRole('combobox', { name: 'Sort players' }).waitFor();
    await propsTable(page)
      .getByText(/last 10 \d+\/\d+/)
      .first()
      .waitFor();
    for (const scheme of SCHEMES) {
      await showIn(page, scheme);
      await page.screenshot({ path: screenshotPath(`props-hitrates-${width}-${scheme}`) });
    }

    // The first passer's row: his passing yards drawn against the line.
    const passer = propsTable(page).locator('tbody tr', { hasText: 'Passing Yards' }).first();
    const name = (await passer.evaluate((row) => row.previousElementSibling?.querySelector('th')?.textContent)) ?? '';
    await page.getByRole('button', { name: `Show odds for ${name}`, exact: true }).click();
    const chart = page.getByRole('img', { name: /^Passing Yards in the last \d+ games? against the line/ });
    await chart.waitFor();
    // The page scrolled to the charts (the window only: the table's frame keeps its own scroll).
    const top = await chart.evaluate((svg) => svg.closest('figure')!.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - (width < 600 ? 420 : 520));
    for (const scheme of SCHEMES) {
      await showIn(page, scheme);
      await page.screenshot({ path: screenshotPath(`props-bars-${width}-${scheme}`) });
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it("shows the team profile's ranks against the position, fitting the screen, with no axe violations", async () => {
    const { context, page } = await open(width, '/team-data');
    await page.getByRole('region', { name: 'AFC West' }).getByRole('button', { name: 'Kansas City Chiefs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kansas City Chiefs' });
    const ranks = dialog.getByRole('table', { name: /PPR fantasy points allowed per game/ });
    await ranks.waitFor();
    expect(await ranks.locator('tbody th').allTextContents()).toEqual(['QB', 'RB', 'WR', 'TE']);
    expect(await ranks.textContent()).toMatch(/provisional/); // week 3: every defence has played 2 or 3 games
    for (const scheme of SCHEMES) {
      await showIn(page, scheme);
      await page.screenshot({ path: screenshotPath(`team-defense-${width}-${scheme}`) });
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
