import type { Browser, Locator, Page } from 'playwright-core';
import { bestLines, holdsBestLine } from '../../src/features/odds/lineMath';
import { MARKET_LABELS, teamNickname } from '../../src/features/odds/oddsRules';
import type { Bookmaker, Market } from '../../src/features/odds/types';
import { axeViolations } from './support/axe';
import { launchChromium, openPage } from './support/chromium';
import { setPageClock, startServerAt } from './support/fixedClock';
import { pageOverflow } from './support/layout';
import { screenshotPath } from './support/screenshots';

/**
 * Thursday of week 3, 2025, 21:20Z: five minutes after the snapshot three hours before Thursday
 * night's kickoff, so the first card's books updated minutes ago (a server on the real clock shows
 * the season's closing lines, days old). The server and the page both read this clock.
 */
const CLOCK = '2025-09-18T21:20:00Z';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerAt>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServerAt(CLOCK)]);
});
afterAll(async () => {
  server?.stop();
  await browser?.close();
});

/** One outcome row of the shown book, as the page shows it. */
interface Row {
  market: string;
  name: string;
  point?: number;
  price: number;
  best: boolean;
  probabilities: string;
}

/** The shown book: its title, freshness and outcome rows, read off the page. */
interface ShownBook {
  title: string;
  freshness: { text: string; dateTime: string } | null;
  rows: Row[];
}

const marketKey = (label: string): string =>
  Object.keys(MARKET_LABELS).find((key) => MARKET_LABELS[key] === label) ?? label;

async function readShownBook(card: Locator): Promise<ShownBook> {
  const raw = await card.evaluate((article) => {
    const box = article.querySelector('dl')?.parentElement;
    const title = box?.querySelector('[aria-live="polite"]')?.textContent ?? '';
    const time = box?.querySelector('time');
    const rows: Array<{ market: string; name: string; price: string; best: boolean; probabilities: string }> = [];
    let market = '';
    for (const item of Array.from(box?.querySelectorAll('dl > dt, dl > dd') ?? [])) {
      if (item.tagName === 'DT') market = item.textContent ?? '';
      else if (item.children.length >= 2) {
        rows.push({
          market,
          name: item.children[0]?.textContent ?? '',
          price: item.children[1]?.lastElementChild?.textContent ?? '',
          best: Array.from(item.querySelectorAll('.visually-hidden')).some((el) =>
            el.textContent?.startsWith('Best line among'),
          ),
          probabilities: item.children[2]?.textContent ?? '',
        });
      }
    }
    return { title, freshness: time ? { text: time.textContent ?? '', dateTime: time.dateTime } : null, rows };
  });
  return {
    ...raw,
    rows: raw.rows.map(({ market, name, price, best, probabilities }) => {
      const match = /^(.*?)(?: \(([+-]?[\d.]+)\))?$/.exec(name);
      const point = match?.[2] === undefined ? undefined : Number(match[2]);
      return {
        market: marketKey(market),
        name: match?.[1] ?? name,
        ...(point === undefined ? {} : { point }),
        price: Number(price),
        best,
        probabilities,
      };
    }),
  };
}

/** Every book of the card, cycling with the arrow until the first comes round again. */
async function readAllBooks(card: Locator): Promise<ShownBook[]> {
  const books = [await readShownBook(card)];
  const next = card.getByRole('button', { name: /^Next bookmaker/ });
  for (let i = 0; i < 5; i++) {
    await next.click();
    const book = await readShownBook(card);
    if (book.title === books[0]?.title) break;
    books.push(book);
  }
  return books;
}

const asBookmaker = (book: ShownBook): Bookmaker => {
  const markets: Market[] = [];
  for (const { market, name, point, price } of book.rows) {
    let entry = markets.find((m) => m.key === market);
    if (!entry) markets.push((entry = { key: market, outcomes: [] }));
    entry.outcomes.push({ name, price, ...(point === undefined ? {} : { point }) });
  }
  return { key: book.title.toLowerCase(), title: book.title, markets };
};

/**
 * American odds → implied probability, written out again here so the page is checked against arithmetic, not itself.
 */
const implied = (price: number) => (price < 0 ? -price / (-price + 100) : 100 / (price + 100));
const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

async function openWeek3(page: Page): Promise<Locator> {
  await setPageClock(page, CLOCK);
  await page.goto(`${server.url}/nfl?week=3&cards=detailed`);
  const card = page.getByRole('article').first();
  await card.locator('[aria-live="polite"]').waitFor();
  return card;
}

describe('Matchups & Odds extras in the browser', () => {
  it('badges the best line of the three books and lists the same lines without cycling', async () => {
    const { context, page } = await openPage(browser, 1280);
    const card = await openWeek3(page);
    const books = await readAllBooks(card);
    expect(books.map((book) => book.title).sort()).toEqual(['BetMGM', 'DraftKings', 'FanDuel']);

    const lines = bestLines(books.map(asBookmaker));
    const badges = books.flatMap((book) =>
      book.rows.filter((row) => row.best).map((row) => `${book.title} ${row.market} ${row.name}`),
    );
    const expected = books.flatMap((book) =>
      book.rows
        .filter((row) => holdsBestLine(lines, book.title, row.market, row.name))
        .map((row) => `${book.title} ${row.market} ${row.name}`),
    );
    expect(badges).toEqual(expected);
    expect(badges.length).toBeGreaterThan(0);
    // Independently of lineMath: a badged moneyline price is at least every other book's price for that side.
    for (const book of books) {
      for (const row of book.rows.filter((r) => r.best && r.market === 'h2h')) {
        const others = books.flatMap((b) =>
          b.rows.filter((r) => r.market === 'h2h' && r.name === row.name).map((r) => r.price),
        );
        expect(row.price).toBe(Math.max(...others));
      }
    }

    const section = card.getByRole('group', { name: 'Best lines' });
    const items = (await section.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/^[A-Za-z]+: /, ''),
    );
    expect(items).toEqual(
      lines.map((line) => {
        const point =
          line.point === undefined ? '' : ` (${line.market === 'spreads' && line.point > 0 ? '+' : ''}${line.point})`;
        const price = line.price > 0 ? `+${line.price}` : String(line.price);
        const where = line.unanimous && line.books.length > 1 ? 'every book' : line.books.join(', ');
        return `${teamNickname(line.outcome)}${point} ${price}at ${where}`;
      }),
    );
    await context.close();
  });

  it('shows when each book last updated, as "updated N min ago"', async () => {
    const { context, page } = await openPage(browser, 1280);
    const card = await openWeek3(page);
    const books = await readAllBooks(card);
    const now = await page.evaluate(() => Date.now());
    for (const { freshness } of books) {
      expect(freshness?.text).toMatch(/^updated (\d+ min|1 hr) ago$/);
      const age = now - Date.parse(freshness?.dateTime ?? '');
      expect(age).toBeGreaterThan(60_000);
      expect(age).toBeLessThan(2 * 3_600_000);
    }
    expect(books.some(({ freshness }) => /^updated \d+ min ago$/.test(freshness?.text ?? ''))).toBe(true);
    await context.close();
  });

  it('shows implied and fair probabilities that match the arithmetic, passes axe and has no sideways scroll', async () => {
    for (const width of [1280, 400]) {
      const { context, page } = await openPage(browser, width);
      const card = await openWeek3(page);
      const toggle = page.getByRole('checkbox', { name: 'Show implied probability' });
      expect(await toggle.isChecked()).toBe(false);
      expect((await readShownBook(card)).rows.every((row) => row.probabilities === '')).toBe(true);
      await toggle.check();

      const { rows } = await readShownBook(card);
      for (const market of ['h2h', 'spreads', 'totals']) {
        const sides = rows.filter((row) => row.market === market);
        expect(sides).toHaveLength(2);
        const total = sides.reduce((sum, row) => sum + implied(row.price), 0);
        for (const row of sides) {
          expect(row.probabilities).toBe(
            `Implied ${percent(implied(row.price))} · Fair ${percent(implied(row.price) / total)}`,
          );
        }
      }
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      // The whole first card on a phone; the first row of cards and the toolbar on a desktop.
      await (width === 400 ? card : page).screenshot({ path: screenshotPath(`odds-extras-${width}`) });
      await toggle.uncheck();
      expect((await readShownBook(card)).rows.every((row) => row.probabilities === '')).toBe(true);
      if (width === 1280) await page.screenshot({ path: screenshotPath('odds-extras-1280-off') });
      await context.close();
    }
  });
});
