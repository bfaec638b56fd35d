import type { Locator } from 'playwright-core';
import { againstTheNumber, scoreLine } from '../../src/features/odds/gameResult';
import type { Bookmaker } from '../../src/features/odds/types';
import { openPage } from './support/chromium';
import { pageOverflow } from './support/layout';
import { browserAndServerAt } from './support/fixedClock';
import { SHOWN_BOOKS, WEEK3_SATURDAY, cardOf, openWeek, shownBook, weekFromApi } from './support/matchupCards';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #20 item 4: a final game's score and its result against the shown book's closing line, and
 * "Closing line" in the book header from kickoff on, recomputed here from /scores and /teamOdds with
 * the pure rules, against the embedded API on Saturday of week 3, 2025.
 */
const running = browserAndServerAt(WEEK3_SATURDAY);

/** The card's result line: what it shows, after the words for screen readers naming the book. */
const resultLine = (card: Locator, book: Bookmaker, result: string) =>
  card.getByText(
    new RegExp(`^Against ${book.title.trim()}'s closing line: ${result.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );

describe('results against the number', () => {
  it('shows the Thursday game’s final score, cover and total against the shown book’s closing line, and "Closing line"', async () => {
    const { context, page } = await openPage(running.browser(), 1280);
    await openWeek(page, running.server().url, 3);
    const { games, scores } = await weekFromApi(running.server().url, 3);
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
    expect(await card.locator('time', { hasText: 'Closing line' }).getAttribute('datetime')).toBe(
      thursday.commence_time,
    );

    // The result follows the book shown.
    await card.getByRole('button', { name: /^Next bookmaker/ }).click();
    const nextBook = await shownBook(card, thursday);
    expect(await resultLine(card, nextBook, againstTheNumber(score, nextBook) ?? '').count()).toBe(1);
    await card.getByRole('button', { name: /^Previous bookmaker/ }).click();

    // An upcoming game: no score, no result, and its line's freshness.
    const upcoming = games.find(
      (game) => !scores.get(game.id)?.completed && game.bookmakers.some((b) => SHOWN_BOOKS.includes(b.title.trim())),
    );
    const later = cardOf(page, upcoming!);
    expect(await later.getByText(/^(Final|Live):|covered|push/).count()).toBe(0);
    expect(await later.locator('time', { hasText: /^updated \d+ (min|hr) ago$/ }).count()).toBe(1);

    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshotPath('game-result-card-1280') });
    await page.screenshot({ path: screenshotPath('game-result-week3-1280') });
    await context.close();
  });

  it('shows every week 2 game final, with its result against its closing line', async () => {
    const { context, page } = await openPage(running.browser(), 400);
    await openWeek(page, running.server().url, 2);
    const { games, scores } = await weekFromApi(running.server().url, 2);
    const shown = games.filter((game) => game.bookmakers.some((b) => SHOWN_BOOKS.includes(b.title.trim())));
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
    await cardOf(page, shown[0]!).screenshot({ path: screenshotPath('game-result-week2-card-400') });
    await context.close();
  });
});
