import { medianLine } from '../../src/domain/againstTheNumber';
import { SHOWN_BOOKS } from './bookmakers';
import type { ClosedGame } from './calibration';
import { bookmakersAt, weekBooks } from './odds';
import { SNAPSHOT_COUNT } from './season/linePath';
import type { SeasonPlay } from './season/playSeason';
import { expectedPoints } from './season/truth';
import type { Team } from './season/scoring';
import { fullNameOf } from './teamIndex';
import type { Bookmaker } from './types';

/** A demo game against its closing line, with the expected points it was played from. */
export interface DemoClosedGame extends ClosedGame {
  expected: Record<Team, number>;
}

const SHOWN = new Set(SHOWN_BOOKS.map((book) => book.key));

function point(book: Bookmaker, market: 'spreads' | 'totals', name: string): number | undefined {
  return book.markets.find((m) => m.key === market)?.outcomes.find((outcome) => outcome.name === name)?.point;
}

/**
 * A played season's games against their consensus closing line: the median of the shown books'
 * (FanDuel, DraftKings, BetMGM) home spreads and totals at kickoff, the books /teamOdds serves for
 * the seed. A game none of them priced is left out.
 */
export function closedGames(seed: number, play: SeasonPlay): DemoClosedGame[] {
  return play.weeks.flatMap((week) =>
    weekBooks(seed, week).flatMap((setup): DemoClosedGame[] => {
      const books = bookmakersAt(setup, SNAPSHOT_COUNT - 1).filter((book) => SHOWN.has(book.key));
      const { game } = setup;
      const homeSpread = medianLine(books.flatMap((book) => point(book, 'spreads', fullNameOf(game.home)) ?? []));
      const total = medianLine(books.flatMap((book) => point(book, 'totals', 'Over') ?? []));
      if (homeSpread === undefined || total === undefined) return [];
      return [
        { home: game.score.home, away: game.score.away, homeSpread, total, expected: expectedPoints(game.market) },
      ];
    }),
  );
}
