import type { Locator, Page } from 'playwright-core';
import { matchupTitle } from '../../../src/features/odds/oddsRules';
import { parseScores } from '../../../src/features/odds/parseScores';
import type { Bookmaker, Game } from '../../../src/features/odds/types';
import { setPageClock } from './fixedClock';

/* The /nfl cards read against the embedded API's own answers, for browser tests at a fixed clock. */

/** Saturday of week 3, 2025: weeks 1–2 and Thursday night's game of week 3 are final, the rest upcoming. */
export const WEEK3_SATURDAY = '2025-09-20T12:00:00Z';
export const SHOWN_BOOKS = ['FanDuel', 'DraftKings', 'BetMGM'];

export const api = async <T>(base: string, path: string): Promise<T> =>
  (await fetch(`${base}/api${path}`)).json() as Promise<T>;

/**
 * The week's cards once all of them are in: /nfl draws the first ones at once and the rest just
 * after, and its list says it is busy (aria-busy) until then.
 */
export async function allCards(page: Page): Promise<Locator> {
  await page.locator('ul[aria-label$=" games"][aria-busy="false"]').waitFor();
  return page.getByRole('article');
}

/** A game's card, found by its title button. */
export const cardOf = (page: Page, game: Game): Locator =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `${matchupTitle(game)}: show unit rankings`, exact: true }) });

/** Opens /nfl?week=N with the page's clock at `clock`, and waits for the first card's book. */
export async function openWeek(page: Page, base: string, week: number, clock = WEEK3_SATURDAY): Promise<void> {
  await setPageClock(page, clock);
  await page.goto(`${base}/nfl?week=${week}&cards=detailed`);
  await page.getByRole('article').first().locator('[aria-live="polite"]').waitFor();
}

/** The book the card shows, as /teamOdds sent it. */
export async function shownBook(card: Locator, game: Game): Promise<Bookmaker> {
  const title = (await card.locator('[aria-live="polite"]').textContent()) ?? '';
  const book = game.bookmakers.find((b) => b.title.trim() === title);
  if (!book) throw new Error(`No ${title} in the API's game`);
  return book;
}

/** The week's games (/teamOdds) and scores (/scores, by game id) from the API. */
export async function weekFromApi(base: string, week: number) {
  const games = await api<Game[]>(base, `/teamOdds?week=${week}`);
  const scores = parseScores(await api<unknown>(base, `/scores?week=${week}`));
  return { games, scores: new Map(scores.map((score) => [score.id, score])) };
}

/** The week's first final game (Thursday night's, in week 3 on Saturday). */
export async function finalGame(base: string, week: number): Promise<Game> {
  const { games, scores } = await weekFromApi(base, week);
  const game = games.find((g) => scores.get(g.id)?.completed);
  if (!game) throw new Error(`No final game in week ${week}`);
  return game;
}
