import { holdsClosingLine } from './gameResult';
import { findMarket, homeSpread, totalPoints } from './homeLines';
import { consensusOf, shownBookmakers } from './oddsRules';
import type { Bookmaker, Game, GameScore } from './types';

/** One book's closing spread (for the home side) and total; either is absent when the book did not price it. */
export interface ClosingLine {
  book: string;
  homeSpread?: number;
  total?: number;
}

/**
 * A final game with its points and the closing lines of the shown books (FanDuel, DraftKings, BetMGM) that priced it.
 */
export interface CompletedGame {
  id: string;
  week: number;
  commence_time: string;
  home_team: string;
  away_team: string;
  homeScore: number;
  awayScore: number;
  lines: ClosingLine[];
  /** None of the shown books had a closing line: `lines` is the game's closing consensus (CONTRACT §9). */
  byConsensus?: true;
}

/**
 * A book's line for the home side and the total: the home outcome's point (or minus the away
 * outcome's), and the Over's point (or the Under's). Names compare as team names do.
 */
export function closingLine(book: Bookmaker, home: string, away: string): ClosingLine {
  const spreads = findMarket(book, 'spreads');
  const totals = findMarket(book, 'totals');
  const homeSpreadPoint = spreads && homeSpread(spreads, home, away)?.value;
  const total = totals && totalPoints(totals)?.value;
  return {
    book: book.title,
    ...(homeSpreadPoint === undefined ? {} : { homeSpread: homeSpreadPoint }),
    ...(total === undefined ? {} : { total }),
  };
}

/** The week's odds as the results read them: its games by id, and when they were asked for (ms). */
export interface WeekLines {
  game: (id: string) => Game | undefined;
  answeredAt: number;
}

/**
 * The week's final games (completed, with both scores), each with the closing lines of the shown
 * books that priced a spread or a total, by the cards' rule (holdsClosingLine): a line asked for
 * before kickoff, or updated after it (in play), is not a closing line. A final game missing from
 * the odds has no lines (it still has a result).
 */
export function completedGames(week: number, scores: readonly GameScore[], odds: WeekLines): CompletedGame[] {
  return scores.flatMap((score) => {
    if (!score.completed || score.homeScore === undefined || score.awayScore === undefined) return [];
    const game = odds.game(score.id);
    const closingOf = (books: readonly Bookmaker[]) =>
      books
        .filter((book) => holdsClosingLine(game?.commence_time ?? '', book.last_update, odds.answeredAt))
        .map((book) => closingLine(book, score.home_team, score.away_team))
        .filter((line) => line.homeSpread !== undefined || line.total !== undefined);
    const shown = game ? closingOf(shownBookmakers(game)) : [];
    // Where no book's closing line exists, the closing consensus grades the game (CONTRACT §9).
    const consensus = game && shown.length === 0 ? consensusOf(game) : undefined;
    const lines = consensus ? closingOf([consensus]) : shown;
    return [
      {
        id: score.id,
        week,
        commence_time: score.commence_time,
        home_team: score.home_team,
        away_team: score.away_team,
        homeScore: score.homeScore,
        awayScore: score.awayScore,
        lines,
        ...(consensus && lines.length > 0 ? { byConsensus: true as const } : {}),
      },
    ];
  });
}

/**
 * Whether a final game of the scores is newer than the week's odds: kicked off after they were asked for (its closing
 * line is still to come).
 */
export function awaitsClosingLines(scores: readonly GameScore[], odds: WeekLines): boolean {
  return scores.some((score) => {
    const game = score.completed ? odds.game(score.id) : undefined;
    return game !== undefined && Date.parse(game.commence_time) > odds.answeredAt;
  });
}
