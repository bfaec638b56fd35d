import type { Page } from 'playwright-core';
import { builtInKeyNumbers } from '../../scripts/builtInKeyNumbers';
import { spreadChances } from '../../src/domain/bettorMath/keyNumbers';
import type { Bookmaker, Game } from '../../src/features/odds/types';
import { axeViolations } from './support/axe';
import { openPage } from './support/chromium';
import { browserAndServerAt, setPageClock } from './support/fixedClock';
import { pageOverflow } from './support/layout';
import { screenshotPath } from './support/screenshots';
import { showIn } from './support/theme';

/**
 * Issue #42 in Chromium: a card's EV figures and a two-leg teaser's, recomputed here from the API's lines by the
 * rules of docs/research.md; the slip kept across a reload; the slip and the best bets laid out and axe-clean at
 * 1280 and 400 px, light and dark. Thursday of week 3, 2025: the week's games are still to come.
 */
const CLOCK = '2025-09-18T21:20:00Z';
const WEEK = 3;
const SHOWN = ['FanDuel', 'DraftKings', 'BetMGM'];
const { browser, server } = browserAndServerAt(CLOCK);

const implied = (price: number) => (price < 0 ? -price / (-price + 100) : 100 / (price + 100));
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const american = (p: number) => Math.round(p >= 0.5 ? (-100 * p) / (1 - p) : (100 * (1 - p)) / p);
const priceText = (price: number) => (price > 0 ? `+${price}` : String(price));
const signed = (ev: number) => {
  const text = (ev * 100).toFixed(1);
  return Number(text) === 0 ? '0.0%' : `${ev > 0 ? '+' : ''}${text}%`;
};
const and = (titles: string[]) =>
  titles.length <= 1 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;

/** The EV note of each outcome of `book` by the rules: fair from the other books at its number, multiplicative. */
function expectedEvNotes(book: Bookmaker, books: Bookmaker[]): string[] {
  return book.markets.flatMap((market) =>
    market.outcomes.flatMap((outcome) => {
      const fairs = books.flatMap((other) => {
        if (other === book) return [];
        const theirs = other.markets.find((each) => each.key === market.key)?.outcomes ?? [];
        const same = theirs.find((each) => each.name === outcome.name && each.point === outcome.point);
        const opposite = theirs.find(
          (each) =>
            each !== same &&
            (market.key === 'h2h' ||
              (market.key === 'spreads' ? each.point === -(outcome.point ?? NaN) : each.point === outcome.point)),
        );
        if (!same || !opposite) return [];
        return [{ title: other.title, fair: implied(same.price) / (implied(same.price) + implied(opposite.price)) }];
      });
      if (fairs.length === 0) return [];
      const fair = fairs.reduce((sum, each) => sum + each.fair, 0) / fairs.length;
      const decimal = 1 / implied(outcome.price);
      const from = and(fairs.map((each) => each.title));
      return [
        `EV ${signed(fair * decimal - 1)} · fair ${pct(fair)} (${priceText(american(fair))}) from ${from}, multiplicative method · demo lines`,
      ];
    }),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function week(): Promise<Array<Game & { books: Bookmaker[] }>> {
  const games = (await (await fetch(`${server().url}/api/teamOdds?week=${WEEK}`)).json()) as Game[];
  // As the cards are: by kickoff (a stable sort, so games at one kickoff keep the API's order).
  const byKickoff = [...games].sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
  return byKickoff.map((game) => ({
    ...game,
    books: game.bookmakers.filter((book) => SHOWN.includes(book.title.trim())),
  }));
}

async function open(path: string, width: number): Promise<Page> {
  const { context, page } = await openPage(browser(), width);
  await setPageClock(context, CLOCK);
  await page.goto(`${server().url}${path}`);
  await page.locator('article').first().waitFor();
  return page;
}

it('shows each outcome’s EV as the other books’ no-vig lines give it, and marks those at +1% or better', async () => {
  const [first] = await week();
  const page = await open(`/nfl?week=${WEEK}&cards=detailed`, 1280);
  await page.getByRole('checkbox', { name: 'Show implied probability' }).check();
  const card = page.locator('article').first();
  const shown = first!.books[0]!;
  const notes = await card.locator('dd span').filter({ hasText: /^EV / }).allTextContents();
  expect(notes).toEqual(expectedEvNotes(shown, first!.books));
  const marked = notes.filter((note) => /^EV \+(\d+\.\d)%/.test(note) && Number(/\+(\d+\.\d)/.exec(note)![1]) >= 1);
  expect(await card.getByText(/^\+EV \d+\.\d%$/).count()).toBe(marked.length);
  await page.close();
});

it('teases two spread legs by the key numbers, keeps the slip across a reload, and lays it out axe-clean', async () => {
  const [first, second] = await week();
  const page = await open(`/nfl?week=${WEEK}`, 1280);
  const add = (index: number) =>
    page
      .locator('article')
      .nth(index)
      .getByRole('button', { name: /: bet slip$/ });
  await add(0).nth(2).click(); // the first card's shown book: the home side's spread
  await add(1).nth(3).click(); // the second card's: the away side's spread
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await slip.getByRole('combobox', { name: 'Bet' }).selectOption('teaser-6');
  await page.waitForURL(/[?&]teaser=6(&|$)/);

  const table = builtInKeyNumbers();
  const legOf = (game: Game & { books: Bookmaker[] }, index: 0 | 1) => {
    const spread = game.books[0]!.markets.find((market) => market.key === 'spreads')!;
    const point = spread.outcomes[index]!.point!;
    const homePoints = game.books.flatMap(
      (book) => book.markets.find((m) => m.key === 'spreads')?.outcomes.filter((o) => o.name === game.home_team) ?? [],
    );
    const mu = -median(homePoints.map((o) => o.point!));
    const chances = spreadChances(table, mu, index === 0 ? 'home' : 'away', point + 6);
    const teased = point + 6;
    const crosses = point < 0 ? point <= -7.5 && point >= -8.5 : point >= 1.5 && point <= 2.5;
    return { teased, chances, crosses };
  };
  const legs = [legOf(first!, 0), legOf(second!, 1)];
  const items = slip.getByRole('listitem');
  for (const [i, leg] of legs.entries()) {
    const number = leg.teased === 0 ? 'PK' : leg.teased > 0 ? `+${leg.teased}` : `\u2212${-leg.teased}`;
    await items
      .nth(i)
      .filter({ hasText: `teased to ${number}: wins ${pct(leg.chances.win)}` })
      .waitFor();
    expect(await items.nth(i).getByText('Crosses 3 and 7').count()).toBe(leg.crosses ? 1 : 0);
  }
  // Two legs at −110: √(110/210) = 72.4% a leg.
  const summary = await slip.textContent();
  expect(summary).toContain('Two-leg 6-point teaser at -110: each leg must win 72.4% of the time to break even');
  expect(summary).toContain(`All legs win ${pct(legs[0]!.chances.win * legs[1]!.chances.win)} of the time`);

  await page.reload();
  await page.locator('article').first().waitFor();
  await page
    .getByRole('region', { name: /^Bet slip/ })
    .getByText(/^teased to /)
    .nth(1)
    .waitFor();
  expect(
    await page
      .getByRole('region', { name: /^Bet slip/ })
      .getByRole('listitem')
      .count(),
  ).toBe(2);
  expect(await page.getByRole('combobox', { name: 'Bet' }).inputValue()).toBe('teaser-6');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('bet-slip-1280-light') });

  await page.getByRole('combobox', { name: 'View' }).selectOption('bets');
  await page.getByRole('table').waitFor();
  await showIn(page, 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('best-bets-1280-dark') });
  await page.close();
});

it('lays the slip and the best bets out on a phone, light and dark, axe-clean and without overflow', async () => {
  const page = await open(`/nfl?week=${WEEK}`, 400);
  await page
    .locator('article')
    .first()
    .getByRole('button', { name: /: bet slip$/ })
    .nth(2)
    .click();
  await page
    .locator('article')
    .nth(1)
    .getByRole('button', { name: /: bet slip$/ })
    .nth(4)
    .click();
  for (const scheme of ['light', 'dark'] as const) {
    await showIn(page, scheme);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`bet-slip-400-${scheme}`) });
  }
  await page.getByRole('combobox', { name: 'View' }).selectOption('bets');
  await page.getByRole('table').waitFor();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('best-bets-400-dark') });
  await page.close();
});
