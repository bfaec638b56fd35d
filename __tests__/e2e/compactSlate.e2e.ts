import type { Page } from 'playwright-core';
import { matchupTitle } from '../../src/features/odds/oddsRules';
import type { Game } from '../../src/features/odds/types';
import { axeViolations } from './support/axe';
import { openPage } from './support/chromium';
import { browserAndServerAt, setPageClock } from './support/fixedClock';
import { allCards, api, cardOf, SHOWN_BOOKS, WEEK3_SATURDAY } from './support/matchupCards';
import { screenshotPath } from './support/screenshots';
import { SCHEMES } from './support/theme';

/**
 * Issue #60 items 1, 2 and 5: the compact card by default (heights and rows measured at 1280 and 400 px, light and
 * dark), at most 1,000 elements on /nfl at week 3, and a page per game with every figure its detailed card shows.
 * Saturday of week 3: Thursday night's game is final, the rest to come.
 */
const { browser, server } = browserAndServerAt(WEEK3_SATURDAY);

jest.setTimeout(120_000);

const LIMITS = { 1280: 460, 400: 560 } as const;

async function open(path: string, width: number, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { context, page } = await openPage(browser(), width, { colorScheme: scheme });
  await setPageClock(context, WEEK3_SATURDAY);
  await page.goto(`${server().url}${path}`);
  return page;
}

/** Each card's box, once every card is in and laid out. */
async function cardBoxes(page: Page): Promise<Array<{ top: number; height: number; bottom: number }>> {
  const cards = await allCards(page);
  await cards.first().locator('[aria-live="polite"]').waitFor();
  // A card below the fold keeps a placeholder height (36rem) until it is laid out, one a frame: measured after.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('ul[aria-label$=" games"] > li')].every((li) => li.hasAttribute('data-laid-out')),
  );
  return cards.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top + window.scrollY), height: box.height, bottom: Math.round(box.bottom) };
    }),
  );
}

describe('the compact slate', () => {
  for (const scheme of SCHEMES) {
    for (const width of [1280, 400] as const) {
      it(`keeps every card at ${width} px (${scheme}) within ${LIMITS[width]} px, the cards of a row lined up`, async () => {
        const page = await open('/nfl?week=3', width, scheme);
        const boxes = await cardBoxes(page);
        expect(boxes.length).toBeGreaterThan(10);
        const tallest = Math.max(...boxes.map((box) => box.height));
        expect(tallest).toBeLessThanOrEqual(LIMITS[width]);
        // A row is the cards at one top: they have one height, so no blank space under a shorter one.
        const rows = new Map<number, number[]>();
        for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
        expect(rows.size).toBe(width === 1280 ? Math.ceil(boxes.length / 4) : boxes.length);
        for (const heights of rows.values()) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
        if (width === 1280 && scheme === 'light') {
          const count = await page.evaluate(() => document.querySelectorAll('*').length);
          // Issue #60 item 5: the compact slate renders less (1,964 elements with every figure on each card).
          expect(count).toBeLessThanOrEqual(1_000);
          expect(await axeViolations(page)).toEqual([]);
        }
        await page.screenshot({ path: screenshotPath(`compact-slate-${width}-${scheme}`) });
        await page.close();
      });
    }
  }
});

describe('a page per game', () => {
  it('opens from its card’s link, has a title, reloads, goes Back, and shows each figure of the detailed card', async () => {
    const games = await api<Game[]>(server().url, '/teamOdds?week=3');
    const game = games.find((each) => Date.parse(each.commence_time) > Date.parse(WEEK3_SATURDAY));
    if (!game) throw new Error('no game to come in week 3');
    const title = matchupTitle(game);

    // The figures the detailed card shows, read off it.
    const detailed = await open('/nfl?week=3&cards=detailed', 1280);
    await allCards(detailed);
    const detailedCard = cardOf(detailed, game);
    await detailedCard.getByText('Best prices across the books').waitFor();
    const sections = await detailedCard.locator('[role="group"]').allInnerTexts();
    expect(sections.length).toBeGreaterThanOrEqual(2);
    const boxNotes = await detailedCard.locator('dl').innerText();
    await detailed.close();

    const page = await open('/nfl?week=3', 1280);
    await allCards(page);
    await cardOf(page, game)
      .getByRole('link', { name: `${title}: game page` })
      .click();
    await page.waitForURL(`**/nfl/games/${encodeURIComponent(game.id)}?week=3`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} · Week 3 · Gridline`);

    const checkFigures = async () => {
      const lines = page.getByRole('region', { name: 'Lines' });
      await lines.getByText('Best prices across the books').waitFor();
      const onPage = await lines.locator('[role="group"]').allInnerTexts();
      expect(onPage).toEqual(sections);
      expect(await lines.locator('dl').innerText()).toBe(boxNotes);
      // Every book's lines side by side, and the line history's charts.
      const books = page.getByRole('region', { name: 'Every book' });
      for (const book of SHOWN_BOOKS) await books.getByRole('columnheader', { name: book }).waitFor();
      await page.getByRole('region', { name: 'Line history' }).locator('svg').first().waitFor();
    };
    await checkFigures();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('game-page-1280'), fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await checkFigures();

    await page.goBack();
    await page.waitForURL('**/nfl?week=3');
    await cardOf(page, game).waitFor();
    await page.close();
  });

  it('says so for an address that names no game of the week, with a way back', async () => {
    const page = await open('/nfl/games/no-such-game?week=3', 400);
    await page.getByRole('heading', { level: 1, name: 'Game not found' }).waitFor();
    await page.getByRole('link', { name: '← Week 3 matchups' }).click();
    await page.waitForURL('**/nfl?week=3');
    await page.close();
  });
});
