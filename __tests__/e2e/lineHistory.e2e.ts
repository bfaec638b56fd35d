import { startAppServer, stopProcessGroup } from '../../scripts/serverProcess';
import { matchupTitle } from '../../src/features/odds/oddsRules';
import type { Bookmaker, Game, Market } from '../../src/features/odds/types';
import { axeViolations } from './support/axe';
import { openPage } from './support/chromium';
import { pageOverflow } from './support/layout';
import { browserAndServerAt } from './support/fixedClock';
import { SHOWN_BOOKS, WEEK3_SATURDAY, api, cardOf, finalGame, openWeek } from './support/matchupCards';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #20 item 2: a card's line history dialog, against the embedded API on Saturday of week 3,
 * 2025 (Thursday night's game final, its history closed at kickoff).
 */
const running = browserAndServerAt(WEEK3_SATURDAY);

interface History {
  snapshots: Array<{ timestamp: string; bookmakers: Bookmaker[] }>;
}

/* Written out again here, so the page is checked against arithmetic, not against itself. */
const price = (p: number) => (p > 0 ? `+${p}` : String(p));
const implied = (p: number) => (p < 0 ? -p / (-p + 100) : 100 / (p + 100));
const named = (market: Market | undefined, name: string) =>
  market?.outcomes.find((o) => o.name.trim().toLowerCase() === name.toLowerCase());

/** What a table cell says for one book at one snapshot. */
function expectedCell(key: string, book: Bookmaker | undefined, home: string, away: string): string {
  const market = book?.markets.find((m) => m.key === key);
  if (key === 'h2h') {
    const [h, a] = [named(market, home), named(market, away)];
    if (!h || !a) return '—No line';
    return `${((implied(h.price) / (implied(h.price) + implied(a.price))) * 100).toFixed(1)}% (${price(h.price)})`;
  }
  const side = key === 'spreads' ? named(market, home) : named(market, 'Over');
  if (side?.point === undefined) return '—No line';
  return `${key === 'spreads' && side.point > 0 ? '+' : ''}${side.point} (${price(side.price)})`;
}

const rowsOf = (bookmakers: Bookmaker[], key: string, home: string, away: string) =>
  SHOWN_BOOKS.map((title) =>
    expectedCell(
      key,
      bookmakers.find((b) => b.title.trim() === title),
      home,
      away,
    ),
  );

describe('line history', () => {
  it('opens from the keyboard, asks for the history only then, and tables the API’s snapshots for the three books', async () => {
    const { context, page } = await openPage(running.browser(), 1280);
    const seen = watchPage(page);
    const historyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/teamOdds/history')) historyRequests.push(request.url());
    });
    await openWeek(page, running.server().url, 3);
    const game = await finalGame(running.server().url, 3);
    const card = cardOf(page, game);
    const button = card.getByRole('button', { name: `Line history for ${matchupTitle(game)}` });
    await page.waitForTimeout(300);
    expect(historyRequests).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Line history: ${matchupTitle(game)}` });
    await dialog.getByRole('img').first().waitFor();
    expect(historyRequests).toHaveLength(1);
    expect(historyRequests[0]).toContain(`event_id=${game.id}`);
    expect(await dialog.getByRole('img').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('line-history-dialog-1280') });

    const history = await api<History>(running.server().url, `/teamOdds/history?event_id=${game.id}`);
    const [opening] = (await api<Game[]>(running.server().url, '/teamOdds/opening?week=3')).filter(
      (g) => g.id === game.id,
    );
    const checkbox = dialog.getByRole('checkbox', { name: 'Show as table' });
    await checkbox.focus();
    await page.keyboard.press('Space');
    for (const [key, label] of [
      ['h2h', 'Moneyline'],
      ['spreads', 'Spread'],
      ['totals', 'Total'],
    ] as const) {
      const table = dialog.getByRole('table', { name: new RegExp(`^${label}: `) });
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
      const expected = history.snapshots.map((snapshot) =>
        rowsOf(snapshot.bookmakers, key, game.home_team, game.away_team),
      );
      expect(rows).toEqual(expected);
      // The first row is the opening line, the last the line the card shows (its closing line).
      expect(rows[0]).toEqual(rowsOf(opening!.bookmakers, key, game.home_team, game.away_team));
      expect(rows[rows.length - 1]).toEqual(rowsOf(game.bookmakers, key, game.home_team, game.away_team));
      expect(await table.locator('tbody tr').first().getByRole('rowheader').textContent()).toMatch(/Opening$/);
      expect(await table.locator('tbody tr').last().getByRole('rowheader').textContent()).toMatch(/Closing$/);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });

  it('asks for its charts as the dialog opens, while the history is on its way, and says so if they cannot load', async () => {
    const { context, page } = await openPage(running.browser(), 1280);
    const seen = watchPage(page);
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/line-history\.[^/]*\.js$/.test(request.url())) events.push('charts asked for');
    });
    // The history is held back: the charts' chunk must not wait for it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/teamOdds/history?*', async (route) => {
      await held;
      events.push('history answered');
      await route.continue();
    });
    await openWeek(page, running.server().url, 3);
    const game = await finalGame(running.server().url, 3);
    const chunk = page.waitForRequest(/\/line-history\.[^/]*\.js$/);
    await cardOf(page, game)
      .getByRole('button', { name: `Line history for ${matchupTitle(game)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Line history: ${matchupTitle(game)}` });
    await dialog.getByText('Loading line history...').waitFor();
    await chunk;
    expect(events).toEqual(['charts asked for']);
    release();
    await dialog.getByRole('img').first().waitFor();
    expect(events).toEqual(['charts asked for', 'history answered']);
    expect(seen.uncaught).toEqual([]);
    await context.close();

    // A fresh page whose chunk cannot load: the dialog says the history is unavailable.
    const failing = await openPage(running.browser(), 1280);
    const failingSeen = watchPage(failing.page);
    await failing.context.route(/\/line-history\.[^/]*\.js$/, (route) => route.abort());
    await openWeek(failing.page, running.server().url, 3);
    await cardOf(failing.page, game)
      .getByRole('button', { name: `Line history for ${matchupTitle(game)}` })
      .click();
    await failing.page.getByRole('dialog').getByText('Line history is unavailable', { exact: true }).waitFor();
    expect(await failing.page.getByRole('dialog').getByRole('img').count()).toBe(0);
    expect(failingSeen.uncaught).toEqual([]);
    await failing.context.close();
  });

  it.each([
    ['light', 400],
    ['dark', 400],
    ['dark', 1280],
  ] as const)('is legible in the %s theme at %i px, without sideways scrolling', async (scheme, width) => {
    const { context, page } = await openPage(running.browser(), width, { colorScheme: scheme });
    await openWeek(page, running.server().url, 3);
    const card = cardOf(page, await finalGame(running.server().url, 3));
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshotPath(`line-history-card-${scheme}-${width}`) });
    await card.getByRole('button', { name: /^Line history for / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img').first().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // Each chart is drawn at least 280 px wide, near the 320 px it is laid out for.
    const widths = await dialog
      .locator('svg[role="img"]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(280);
    await page.screenshot({ path: screenshotPath(`line-history-dialog-${scheme}-${width}`) });
    if (width === 400) {
      await dialog.getByRole('checkbox', { name: 'Show as table' }).check();
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`line-history-table-${scheme}-${width}`) });
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('line history with the history endpoint failing', () => {
  let failing: { url: string; pid: number };
  beforeAll(async () => {
    failing = await startAppServer({ GRIDLINE_NOW: WEEK3_SATURDAY, GRIDLINE_FAULTS: 'history=500' });
  });
  afterAll(() => stopProcessGroup(failing.pid));

  it('says "Line history is unavailable" and leaves the card as it was', async () => {
    const { context, page } = await openPage(running.browser(), 1280);
    const seen = watchPage(page);
    await openWeek(page, failing.url, 3);
    const card = page.getByRole('article').first();
    await card.getByText(/^Final: /).waitFor();
    const before = await card.innerText();
    const button = card.getByRole('button', { name: /^Line history for / });
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Line history is unavailable', { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('line-history-unavailable-1280') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.innerText()).toBe(before);
    expect(seen.uncaught).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    await context.close();
  });
});
