import {
  medianLine,
  spreadResult,
  totalResult,
  type SpreadResult,
  type TotalResult,
} from '../../domain/againstTheNumber';
import { sameTeam } from '../../domain/teams';
import type { CompletedGame } from '../odds/resultsSelectors';

/** A final game from one team's side, against the median closing line of the books that priced it. */
export interface TeamGame {
  home: boolean;
  result: 'win' | 'loss' | 'tie';
  /** The team's median closing spread (−3.5 as a favourite); absent when no book priced a spread. */
  spread?: number;
  ats?: SpreadResult;
  /** Against the median closing total; absent when no book priced a total. */
  ou?: TotalResult;
}

const defined = (value: number | undefined): value is number => value !== undefined;

/** The game from the team's side (names compared as team names are); undefined when the team did not play in it. */
export function teamGame(game: CompletedGame, team: string): TeamGame | undefined {
  const home = sameTeam(game.home_team, team);
  if (!home && !sameTeam(game.away_team, team)) return undefined;
  const [pointsFor, pointsAgainst] = home ? [game.homeScore, game.awayScore] : [game.awayScore, game.homeScore];
  const homeSpread = medianLine(game.lines.map((line) => line.homeSpread).filter(defined));
  const total = medianLine(game.lines.map((line) => line.total).filter(defined));
  // 0 - x, not -x: a pick'em stays 0 (never -0) from either side.
  const spread = homeSpread === undefined ? undefined : home ? homeSpread : 0 - homeSpread;
  return {
    home,
    result: pointsFor > pointsAgainst ? 'win' : pointsFor < pointsAgainst ? 'loss' : 'tie',
    ...(spread === undefined ? {} : { spread, ats: spreadResult(pointsFor, pointsAgainst, spread) }),
    ...(total === undefined ? {} : { ou: totalResult(pointsFor + pointsAgainst, total) }),
  };
}

/** A split's straight-up, against-the-spread and over/under records. */
export interface SplitRecord {
  games: number;
  straightUp: { wins: number; losses: number; ties: number };
  ats: { covers: number; misses: number; pushes: number };
  ou: { overs: number; unders: number; pushes: number };
}

const count = <T>(items: readonly T[], keep: (item: T) => boolean): number => items.filter(keep).length;

export function splitRecord(games: readonly TeamGame[]): SplitRecord {
  return {
    games: games.length,
    straightUp: {
      wins: count(games, (g) => g.result === 'win'),
      losses: count(games, (g) => g.result === 'loss'),
      ties: count(games, (g) => g.result === 'tie'),
    },
    ats: {
      covers: count(games, (g) => g.ats === 'cover'),
      misses: count(games, (g) => g.ats === 'miss'),
      pushes: count(games, (g) => g.ats === 'push'),
    },
    ou: {
      overs: count(games, (g) => g.ou === 'over'),
      unders: count(games, (g) => g.ou === 'under'),
      pushes: count(games, (g) => g.ou === 'push'),
    },
  };
}

export type SplitKey = 'all' | 'home' | 'away' | 'favourite' | 'underdog';

/**
 * The splits, in the table's order. Favourite and underdog by the team's median closing spread: a
 * pick'em (0) or a game without a spread is in neither.
 */
export const SPLITS: ReadonlyArray<{ key: SplitKey; label: string; includes: (game: TeamGame) => boolean }> = [
  { key: 'all', label: 'All games', includes: () => true },
  { key: 'home', label: 'Home', includes: (game) => game.home },
  { key: 'away', label: 'Away', includes: (game) => !game.home },
  { key: 'favourite', label: 'Favourite', includes: (game) => game.spread !== undefined && game.spread < 0 },
  { key: 'underdog', label: 'Underdog', includes: (game) => game.spread !== undefined && game.spread > 0 },
];

export interface TeamRecords {
  splits: Array<{ key: SplitKey; label: string; record: SplitRecord }>;
  /** Final games none of the books priced: in the straight-up record, not against the spread or the total. */
  unpriced: number;
  /** Final games graded by their closing consensus, none of the books having a closing line. */
  byConsensus: number;
}

/** A team's records against the number from the final games given (any weeks, any teams). */
export function teamRecords(games: readonly CompletedGame[], team: string): TeamRecords {
  const mine = games.filter((game) => teamGame(game, team) !== undefined);
  const own = mine.map((game) => teamGame(game, team) as TeamGame);
  return {
    splits: SPLITS.map(({ key, label, includes }) => ({ key, label, record: splitRecord(own.filter(includes)) })),
    unpriced: count(own, (game) => game.ats === undefined && game.ou === undefined),
    byConsensus: count(mine, (game) => game.byConsensus === true),
  };
}
