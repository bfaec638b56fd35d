import type { Browser, Locator, Page } from 'playwright-core';
import { startAppServer, stopProcessGroup } from '../../scripts/serverProcess';
import { againstTheNumber, scoreLine } from '../../src/features/odds/gameResult';
import { matchupTitle } from '../../src/features/odds/oddsRules';
import { parseScores } from '../../src/features/odds/parseScores';
import type { Bookmaker, Game, Market } from '../../src/features/odds/types';
import { axeViolations } from './support/axe';
import { launchChromium, openPage } from './support/chromium';
import { setPageClock, startServerAt } from './support/fixedClock';
import { pageOverflow } from './support/layout';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #20 items 2 and 4: a card's line history dialog, and a final game's result against the
 * number, against the embedded API at Saturday of week 3, 2025 (weeks 1–2 and Thursday's game final).
 */
const CLOCK = '2025-09-20T12:00:00Z';
const BOOKS = ['FanDuel', 'DraftKings', 'BetMGM'];

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerAt>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServerAt(CLOCK)]);
});
afterAll(async () => {
  server?.stop();
  await browser?.close();
});

const api = async <T,>(base: string, path: string): Promise<T> => (await fetch(`${base}/api${path}`)).json() as Promise<T>;

interface History {
  commence_time: string;
  home_team: string;
  snapshots: Array<{ timestamp: string; bookmakers: Bookmaker[] }>;
}

const cardOf = (page: Page, game: Game): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('button', { name: `${matchupTitle(game)}: show unit rankings`, exact: true }) });

async function openWeek(page: Page, week: number, base = server.url): Promise<void> {
  await setPageClock(page.context(), CLOCK);
  await page.goto(`${base}/nfl?week=${week}`);
  await page.getByRole('article').first().locator('[aria-live="polite"]').waitFor();
}

/** The book the card shows, as /teamOdds sent it. */
async function shownBook(card: Locator, game: Game): Promise<Bookmaker> {
  const title = (await card.locator('[aria-live="polite"]').textContent()) ?? '';
  const book = game.bookmakers.find((b) => b.title.trim() === title);
  if (!book) throw new Error(`No ${title} in the API's game`);
  return book;
}

/** The week's games and scores from the API, the final ones first. */
async function weekFromApi(week: number) {
  const games = await api<Game[]>(server.url, `/teamOdds?week=${week}`);
  const scores = parseScores(await api<unknown>(server.url, `/scores?week=${week}`));
  return { games, scores: new Map(scores.map((score) => [score.id, score])) };
}

/* Written out again here, so the page is checked against arithmetic, not against itself. */
const price = (p: number) => (p > 0 ? `+${p}` : String(p));
const implied = (p: number) => (p < 0 ? -p / (-p + 100) : 100 / (p + 100));
const named = (market: Market | undefined, name: string) => market?.outcomes.find((o) => o.name.trim().toLowerCase() === name.toLowerCase());

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

/** The card's result line: what it shows, after the words for screen readers naming the book. */
const resultLine = (card: Locator, book: Bookmaker, result: string) =>
  card.getByText(new RegExp(`^Against ${book.title.trim()}'s closing line: ${result.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

const rowsOf = (bookmakers: Bookmaker[], key: string, home: string, away: string) =>
  BOOKS.map((title) => expectedCell(key, bookmakers.find((b) => b.title.trim() === title), home, away));

describe('results against the number', () => {
  it('shows the Thursday game’s final score, cover and total against the shown book’s closing line, and "Closing line"', async () => {
    const { context, page } = await openPage(browser, 1280);
    await openWeek(page, 3);
    const { games, scores } = await weekFromApi(3);
    const thursday = games.find((game) => scores.get(game.id)?.completed);
    if (!thursday) throw new Error('No final game in week 3');
    const card = cardOf(page, thursday);
    const score = scores.get(thursday.id);
    const book = await shownBook(card, thursday);
    const expected = againstTheNumber(score, book);
    expect(expected).toMatch(/(covered|Spread push).* · (Over|Under|Total push)/);
    await card.getByText(scoreLine(score) ?? 'no score').waitFor();
    expect(scoreLine(score)).toMatch(/^Final: \w+ \d+, \w+ \d+$/);
    expect(await resultLine(card, book, expected ?? '').count()).toBe(1);
    expect(await card.locator('time', { hasText: 'Closing line' }).getAttribute('datetime')).toBe(thursday.commence_time);

    // The result follows the book shown.
    await card.getByRole('button', { name: /^Next bookmaker/ }).click();
    const nextBook = await shownBook(card, thursday);
    expect(await resultLine(card, nextBook, againstTheNumber(score, nextBook) ?? '').count()).toBe(1);
    await card.getByRole('button', { name: /^Previous bookmaker/ }).click();

    // An upcoming game: no score, no result, and its line's freshness.
    const upcoming = games.find((game) => !scores.get(game.id)?.completed && game.bookmakers.some((b) => BOOKS.includes(b.title.trim())));
    const later = cardOf(page, upcoming!);
    expect(await later.getByText(/^(Final|Live):|covered|push/).count()).toBe(0);
    expect(await later.locator('time', { hasText: /^updated \d+ (min|hr) ago$/ }).count()).toBe(1);

    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshotPath('line-history-result-card-1280') });
    await page.screenshot({ path: screenshotPath('line-history-result-week3-1280') });
    await context.close();
  });

  it('shows every week 2 game final, with its result against its closing line', async () => {
    const { context, page } = await openPage(browser, 400);
    await openWeek(page, 2);
    const { games, scores } = await weekFromApi(2);
    const shown = games.filter((game) => game.bookmakers.some((b) => BOOKS.includes(b.title.trim())));
    expect(shown.length).toBeGreaterThan(10);
    for (const game of shown) {
      const card = cardOf(page, game);
      const score = scores.get(game.id);
      expect(score?.completed).toBe(true);
      await card.getByText(scoreLine(score) ?? 'no score', { exact: true }).waitFor();
      const book = await shownBook(card, game);
      const result = againstTheNumber(score, book);
      if (result) expect(await resultLine(card, book, result).count()).toBe(1);
      expect(await card.locator('time', { hasText: 'Closing line' }).count()).toBe(1);
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await cardOf(page, shown[0]!).screenshot({ path: screenshotPath('line-history-result-card-400') });
    await context.close();
  });
});

describe('line history', () => {
  it('opens from the keyboard, asks for the history only then, and tables the API’s snapshots for the three books', async () => {
    const { context, page } = await openPage(browser, 1280);
    const seen = watchPage(page);
    const historyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/teamOdds/history')) historyRequests.push(request.url());
    });
    await openWeek(page, 3);
    const { games, scores } = await weekFromApi(3);
    const game = games.find((g) => scores.get(g.id)?.completed)!;
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

    const history = await api<History>(server.url, `/teamOdds/history?event_id=${game.id}`);
    const [opening] = (await api<Game[]>(server.url, '/teamOdds/opening?week=3')).filter((g) => g.id === game.id);
    const checkbox = dialog.getByRole('checkbox', { name: 'Show as table' });
    await checkbox.focus();
    await page.keyboard.press('Space');
    for (const [key, label] of [['h2h', 'Moneyline'], ['spreads', 'Spread'], ['totals', 'Total']] as const) {
      const table = dialog.getByRole('table', { name: new RegExp(`^${label}: `) });
      const rows = await table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
      const expected = history.snapshots.map((snapshot) => rowsOf(snapshot.bookmakers, key, game.home_team, game.away_team));
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

  it.each([
    ['light', 400],
    ['dark', 400],
    ['dark', 1280],
  ] as const)('is legible in the %s theme at %i px, without sideways scrolling', async (scheme, width) => {
    const { context, page } = await openPage(browser, width, { colorScheme: scheme });
    await openWeek(page, 3);
    const { games, scores } = await weekFromApi(3);
    const game = games.find((g) => scores.get(g.id)?.completed)!;
    const card = cardOf(page, game);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshotPath(`line-history-card-${scheme}-${width}`) });
    await card.getByRole('button', { name: /^Line history for / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img').first().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // Each chart is drawn at least 280 px wide, near the 320 px it is laid out for.
    const widths = await dialog.locator('svg[role="img"]').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
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
    failing = await startAppServer({ GRIDLINE_NOW: CLOCK, GRIDLINE_FAULTS: 'history=500' });
  });
  afterAll(() => stopProcessGroup(failing.pid));

  it('says "Line history is unavailable" and leaves the card as it was', async () => {
    const { context, page } = await openPage(browser, 1280);
    const seen = watchPage(page);
    await openWeek(page, 3, failing.url);
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
