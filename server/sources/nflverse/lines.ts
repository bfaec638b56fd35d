import type { ScoreEvent } from '../../data/researchTypes';
import type { Bookmaker, Market, OddsEvent } from '../../data/types';
import type { RealGame } from './seasons';

/*
 * A week of the current season in The Odds API v4 shapes (CONTRACT §9): its games with their closing consensus,
 * its scores.
 */

export const CONSENSUS = { key: 'consensus', title: 'Closing consensus' } as const;

const header = (game: RealGame) => ({
  id: game.game_id,
  sport_key: 'americanfootball_nfl' as const,
  sport_title: 'NFL' as const,
  commence_time: game.kickoff,
  home_team: game.home_team,
  away_team: game.away_team,
});

const present = (...values: ReadonlyArray<number | null>): boolean => values.every((value) => value !== null);

/**
 * The closing consensus games.csv keeps for a game, as one bookmaker: the moneylines, the home
 * side's spread at −spread_line (spread_line is its expected margin) and the away side's at
 * +spread_line, Over and Under at total_line, each at its price; a market with a missing value is
 * left out. `last_update` is the kickoff: the line is the close.
 */
export function consensusBook(game: RealGame): Bookmaker {
  const { home_team: home, away_team: away, spread_line: spread, total_line: total } = game;
  const markets: Market[] = [];
  if (present(game.home_moneyline, game.away_moneyline)) {
    markets.push({
      key: 'h2h',
      outcomes: [
        { name: home, price: game.home_moneyline as number },
        { name: away, price: game.away_moneyline as number },
      ],
    });
  }
  if (present(spread, game.home_spread_odds, game.away_spread_odds)) {
    const point = spread as number;
    markets.push({
      key: 'spreads',
      outcomes: [
        { name: home, price: game.home_spread_odds as number, point: point === 0 ? 0 : -point },
        { name: away, price: game.away_spread_odds as number, point },
      ],
    });
  }
  if (present(total, game.over_odds, game.under_odds)) {
    markets.push({
      key: 'totals',
      outcomes: [
        { name: 'Over', price: game.over_odds as number, point: total as number },
        { name: 'Under', price: game.under_odds as number, point: total as number },
      ],
    });
  }
  return { ...CONSENSUS, last_update: game.kickoff, markets };
}

/** A week's games: each with its closing consensus once it has kicked off (a closing line is not known before). */
export function weekOdds(games: readonly RealGame[], now: number): OddsEvent[] {
  return games.map((game) => ({ ...header(game), bookmakers: game.kickoffMs <= now ? [consensusBook(game)] : [] }));
}

/** A week's games with no bookmakers: nothing was recorded as an opening line (CONTRACT §9). */
export function weekOpenings(games: readonly RealGame[]): OddsEvent[] {
  return games.map((game) => ({ ...header(game), bookmakers: [] }));
}

/**
 * A week's scores as of `now`: a game is final, with its score, once final (4 h after kickoff and
 * scored in the file); before that no score is shown, though the file may know it.
 */
export function weekScoresOf(games: readonly RealGame[], now: number): ScoreEvent[] {
  return games.map((game) => {
    const completed = game.finalAt <= now;
    return {
      ...header(game),
      completed,
      scores: completed
        ? [
            { name: game.home_team, score: String(game.score.home) },
            { name: game.away_team, score: String(game.score.away) },
          ]
        : null,
      last_update: completed ? new Date(game.finalAt).toISOString().replace('.000Z', 'Z') : null,
    };
  });
}

/** What a week's odds and scores depend on at `now`: how many of its games have kicked off and are final. */
export function weekVersion(games: readonly RealGame[], now: number): string {
  return `${games.filter((game) => game.kickoffMs <= now).length}:${games.filter((game) => game.finalAt <= now).length}`;
}
