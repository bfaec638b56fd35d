import type { Page } from 'playwright-core';
import { bestLines, formatPercent } from '../../../src/features/odds/lineMath';
import { largestMove, lineMove, openingBook, type LargestMove } from '../../../src/features/odds/lineMovement';
import { bestPriceHolds, hold, middles } from '../../../src/features/odds/marketHold';
import {
  arbitrageText,
  bestPriceMarketText,
  holdText,
  middleText,
  moveText,
} from '../../../src/features/odds/marketNotes';
import { matchupTitle, shownBookmakers, teamNickname } from '../../../src/features/odds/oddsRules';
import { parseOdds } from '../../../src/features/odds/parseOdds';
import type { Game } from '../../../src/features/odds/types';
import { allCards } from './matchupCards';

/* Issue #20's cards read off the page, and what the pure rules say they should show, from the API's answers. */

export interface Week {
  games: Game[];
  opening: Map<string, Game>;
}

export async function fetchWeek(base: string): Promise<Week> {
  const get = async (path: string) => parseOdds(await (await fetch(`${base}/api${path}`)).json());
  const [games, opening] = await Promise.all([get('/teamOdds?week=3'), get('/teamOdds/opening?week=3')]);
  return { games, opening: new Map(opening.map((game) => [game.id, game])) };
}

export const gameByTitle = (week: Week, title: string): Game => {
  const game = week.games.find((candidate) => matchupTitle(candidate) === title);
  if (!game) throw new Error(`No game for the card ${title}`);
  return game;
};

/** What a card shows of this work, read off the page. */
export interface CardView {
  title: string;
  book: string;
  notes: string[];
  across: string[];
  largest: string | null;
}

export const readCards = async (page: Page): Promise<CardView[]> =>
  (await allCards(page)).evaluateAll((articles) =>
    articles.map((article) => {
      const box = article.querySelector('dl');
      const across = Array.from(article.querySelectorAll('[role="group"]')).find((group) =>
        group.textContent?.startsWith('Best prices across the books'),
      );
      return {
        title: article.querySelector('h3')?.textContent ?? '',
        book: box?.parentElement?.querySelector('[aria-live="polite"]')?.textContent ?? '',
        notes: Array.from(box?.querySelectorAll(':scope > dd') ?? [])
          .filter((dd) => dd.children.length <= 1 && /(^|· )hold\s|· opened\s/.test(dd.textContent ?? ''))
          .map((dd) => (dd.textContent ?? '').replaceAll('\u00a0', ' ')),
        across: Array.from(across?.querySelectorAll('li') ?? []).map((li) => li.textContent ?? ''),
        largest:
          Array.from(article.querySelectorAll('p')).find((p) =>
            /^(Biggest move:|No move since opening)/.test(p.textContent ?? ''),
          )?.textContent ?? null,
      };
    }),
  );

/** The shown book's notes, by the pure rules: open vs now, Moved when notable, the hold. */
export function expectedNotes(week: Week, game: Game, bookTitle: string): string[] {
  const book = shownBookmakers(game).find((candidate) => candidate.title === bookTitle);
  if (!book) throw new Error(`${bookTitle} is not a shown book of ${matchupTitle(game)}`);
  const opening = openingBook(book, week.opening.get(game.id)?.bookmakers ?? []);
  const home = teamNickname(game.home_team);
  return book.markets.flatMap((market) => {
    const move = lineMove(
      market,
      opening?.markets.find((m) => m.key === market.key),
      game.home_team,
    );
    const held = hold(market.outcomes.map((outcome) => outcome.price));
    if (!move && held === undefined) return [];
    const holdPart = held === undefined ? '' : `${move ? ' · ' : ''}${holdText(held)}`;
    return [`${move ? moveText(move, home) : ''}${move?.notable ? 'Moved' : ''}${holdPart}`];
  });
}

/**
 * American odds → implied probability, written out again so the holds are checked against arithmetic, not themselves.
 */
export const implied = (price: number) => (price < 0 ? -price / (-price + 100) : 100 / (price + 100));

export function expectedAcross(game: Game): string[] {
  const books = shownBookmakers(game);
  const found = middles(bestLines(books));
  return bestPriceHolds(books, game.home_team).map((held) => {
    const middle = found.find((m) => m.market === held.market);
    const badge = held.arbitrage ? 'Arbitrage' : '';
    return `${bestPriceMarketText(held, teamNickname(game.home_team))}${badge}${formatPercent(held.hold)}${arbitrageText(held)}${middle ? middleText(middle) : ''}`;
  });
}

export const largestOf = (week: Week, game: Game): LargestMove | undefined =>
  largestMove(shownBookmakers(game), week.opening.get(game.id)?.bookmakers ?? [], game.home_team);
