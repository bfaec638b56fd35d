import type { Browser } from 'playwright-core';
import { createDataset } from '../../server/data/dataset';
import { startAppServer, stopProcessGroup, type RunningServer } from '../../scripts/serverProcess';
import { completedGames } from '../../src/features/odds/closingLines';
import { againstTheNumber } from '../../src/features/odds/gameResult';
import { findMarket, homeSpread } from '../../src/features/odds/homeLines';
import { matchupTitle, shownBookmakers } from '../../src/features/odds/oddsRules';
import { parseOdds } from '../../src/features/odds/parseOdds';
import { parseScores } from '../../src/features/odds/parseScores';
import type { Game } from '../../src/features/odds/types';
import { teamRecords } from '../../src/features/teams/atsRecords';
import { recordTexts } from '../../src/features/teams/recordRates';
import { launchChromium, openOwnContext } from './support/chromium';
import { setPageClock } from './support/fixedClock';
import { api, cardOf, shownBook } from './support/matchupCards';
import { watchPage } from './support/pageWatch';
import { screenshotPath } from './support/screenshots';

/**
 * Issue #37 item 1, the story in a browser: a tab opened on a game's morning caches the week's odds;
 * the server's clock and the page's move past the final; a reload must grade the game by its closing
 * line on the card, in the line history and in the team's records, never by the morning's line.
 */
const HOUR = 3_600_000;

/**
 * A 2025 game whose morning line (6 h before kickoff) grades it otherwise than its closing line, at every shown book.
 */
function storyGame(): { week: number; id: string; kickoff: number } {
  const dataset = createDataset();
  for (let week = 1; week <= 18; week++) {
    for (const event of dataset.oddsForWeek(week)) {
      const kickoff = Date.parse(event.commence_time);
      const morning = parseOdds(dataset.oddsForWeek(week, kickoff - 6 * HOUR)).find((game) => game.id === event.id);
      const closing = parseOdds(dataset.oddsForWeek(week, kickoff + 4.5 * HOUR)).find((game) => game.id === event.id);
      const score = parseScores(dataset.scoresForWeek(week, kickoff + 4.5 * HOUR)).find(
        (entry) => entry.id === event.id,
      );
      if (!morning || !closing || !score?.completed) continue;
      const books = shownBookmakers(closing);
      const spreadText = (game: Game, title: string) => {
        const book = shownBookmakers(game).find((candidate) => candidate.title === title);
        return book && againstTheNumber(score, book)?.split(' · ')[0];
      };
      if (
        books.length === 3 &&
        books.every((book) => spreadText(morning, book.title) !== spreadText(closing, book.title))
      ) {
        return { week, id: event.id, kickoff };
      }
    }
  }
  throw new Error('No game in the demo season whose morning line grades it otherwise than its closing line');
}

const story = storyGame();
const morning = new Date(story.kickoff - 6 * HOUR).toISOString();
const afterFinal = new Date(story.kickoff + 4.5 * HOUR).toISOString();

let browser: Browser | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchChromium(),
    startAppServer({ GRIDLINE_NOW: morning, GRIDLINE_CLOCK_CONTROL: '1' }),
  ]);
});
afterAll(async () => {
  if (server) stopProcessGroup(server.pid);
  await browser?.close();
});

async function moveServerClock(base: string, iso: string): Promise<void> {
  const response = await fetch(`${base}/api/__clock`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: iso,
  });
  if (!response.ok) throw new Error(`Could not move the server's clock: ${response.status}`);
}

describe('a stale line is never called the closing line', () => {
  it('grades a game by its closing line after a reload past the final, on the card, in the line history and in the records', async () => {
    const base = server!.url;
    const { context, page } = await openOwnContext(browser!, 1280);
    const seen = watchPage(page);
    await setPageClock(context, morning);
    await page.goto(`${base}/nfl?week=${story.week}&cards=detailed`);
    const morningGame = (await api<Game[]>(base, `/teamOdds?week=${story.week}`)).find((game) => game.id === story.id)!;
    const card = cardOf(page, morningGame);
    await card.locator('time', { hasText: /^updated / }).waitFor();
    await page.waitForFunction((week) => sessionStorage.getItem(`gridline:odds:week:${week}`) !== null, story.week);

    // Ten and a half hours on: the game is final, the morning's answer is still within its 12 h (the
    // browser's own HTTP cache, 5 min at most, has long let go of the morning's answers).
    await moveServerClock(base, afterFinal);
    await setPageClock(context, afterFinal);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.reload();

    const closing = parseOdds(await api<unknown>(base, `/teamOdds?week=${story.week}`)).find(
      (game) => game.id === story.id,
    )!;
    const score = parseScores(await api<unknown>(base, `/scores?week=${story.week}`)).find(
      (entry) => entry.id === story.id,
    )!;
    const book = await shownBook(card, closing);
    const stale = shownBookmakers(morningGame).find((candidate) => candidate.title === book.title.trim())!;
    const expected = againstTheNumber(score, book)!;
    expect(expected).not.toBe(againstTheNumber(score, stale));
    // The result's text follows words for screen readers naming the book.
    const result = (text: string | undefined) =>
      card.getByText(`Against ${book.title.trim()}'s closing line: ${text}`, { exact: true });
    await result(expected).waitFor();
    await card.locator('time', { hasText: 'Closing line' }).waitFor();
    expect(await result(againstTheNumber(score, stale)).count()).toBe(0);
    await card.screenshot({ path: screenshotPath('stale-closing-line-card') });

    // The line history's closing row for the shown book is the card's spread.
    const spread = homeSpread(findMarket(book, 'spreads')!, closing.home_team, closing.away_team)!;
    await card.getByRole('button', { name: `Line history for ${matchupTitle(closing)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Line history: ${matchupTitle(closing)}` });
    await dialog.getByRole('checkbox', { name: 'Show as table' }).check();
    const table = dialog.getByRole('table', { name: /^Spread: / });
    const column = await table
      .locator('thead th')
      .evaluateAll(
        (cells, title) => cells.findIndex((cell) => cell.textContent?.includes(title as string)),
        book.title.trim(),
      );
    const lastRow = table.locator('tbody tr').last();
    expect(await lastRow.getByRole('rowheader').textContent()).toMatch(/Closing$/);
    const cell = await lastRow.locator('th, td').nth(column).textContent();
    expect(cell?.startsWith(`${spread.value > 0 ? '+' : ''}${spread.value} (`)).toBe(true);
    await page.keyboard.press('Escape');

    // The home team's records count the game against the median closing line, as recomputed from the API.
    const weeks = Array.from({ length: story.week }, (_, i) => i + 1);
    const finals = (
      await Promise.all(
        weeks.map(async (week) => {
          const games = new Map(
            parseOdds(await api<unknown>(base, `/teamOdds?week=${week}`)).map((game) => [game.id, game]),
          );
          return completedGames(week, parseScores(await api<unknown>(base, `/scores?week=${week}`)), {
            game: (id) => games.get(id),
            answeredAt: Date.parse(afterFinal),
          });
        }),
      )
    ).flat();
    const all = teamRecords(finals, closing.home_team).splits[0]!.record;
    await page.getByRole('link', { name: 'Team Data' }).first().click();
    await page.getByRole('button', { name: closing.home_team, exact: true }).click();
    const profile = page.getByRole('dialog', { name: closing.home_team });
    await profile.getByRole('button', { name: 'Records against the number' }).click();
    const records = profile.getByRole('table', { name: `${closing.home_team}: records against the number` });
    const allGames = records.locator('tbody tr').first();
    await allGames.waitFor();
    const cells = await allGames.locator('td').allTextContents();
    expect(cells.slice(0, 2)).toEqual([recordTexts(all).straightUp, recordTexts(all).ats]);
    await profile.screenshot({ path: screenshotPath('stale-closing-line-records') });
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });
});
