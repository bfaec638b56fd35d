import { TEAMS, fullTeamName } from '../../src/domain/teams';
import type { PlayedGame, SeasonPlay } from './season/playSeason';
import type { DefenseFigures, DefenseHistory, DefensePosition, DefenseVsPosition } from './researchTypes';

export const DEFENSE_POSITIONS: readonly DefensePosition[] = ['QB', 'RB', 'WR', 'TE'];

/** A stat of a row by name; a null or missing stat reads as 0. */
export type StatOf = (key: string) => number;

/**
 * PPR fantasy points of a game row in hundredths (integers, so sums and averages round the same
 * way everywhere): 0.04 a passing yard, 4 a passing TD, −2 an interception thrown, 0.1 a rushing or
 * receiving yard, 6 a rushing or receiving TD, 1 a reception. A null stat counts as 0.
 */
export function fantasyHundredths(n: StatOf): number {
  return (
    4 * n('pass_yards') +
    400 * n('pass_touchdowns') -
    200 * n('pass_interceptions') +
    10 * (n('rush_yards') + n('rec_yards')) +
    600 * (n('rush_touchdowns') + n('rec_touchdowns')) +
    100 * n('rec_receptions')
  );
}

const yardsOf = (n: StatOf): number => n('pass_yards') + n('rush_yards') + n('rec_yards');
const touchdownsOf = (n: StatOf): number => n('pass_touchdowns') + n('rush_touchdowns') + n('rec_touchdowns');

/** Per-game figures to two decimals. */
export const perGame = (total: number, games: number): number =>
  games > 0 ? Math.round((total * 100) / games) / 100 : 0;

/** Competition ranks by ascending value: ties share the better rank (1, 2, 2, 4). */
export function ranksAscending(values: readonly number[]): number[] {
  return values.map((value) => 1 + values.filter((other) => other < value).length);
}

interface Allowed {
  fantasy: number;
  yards: number;
  touchdowns: number;
}

/**
 * Running sums of what each defence allowed (by `{full name}|{position}`) and the games each team played (by alias).
 */
export interface Tally {
  allowed: Map<string, Allowed>;
  games: Map<string, number>;
}

export const newTally = (): Tally => ({ allowed: new Map(), games: new Map() });

/** Adds what one player of a position made in a final game to the defence (full name) he faced. */
export function addAllowed({ allowed }: Tally, defense: string, position: DefensePosition, stat: StatOf): void {
  const key = `${defense}|${position}`;
  const sum = allowed.get(key) ?? { fantasy: 0, yards: 0, touchdowns: 0 };
  sum.fantasy += fantasyHundredths(stat);
  sum.yards += yardsOf(stat);
  sum.touchdowns += touchdownsOf(stat);
  allowed.set(key, sum);
}

/** Counts a final game for both teams (by alias). */
export function addPlayed({ games }: Tally, ...aliases: string[]): void {
  for (const alias of aliases) games.set(alias, (games.get(alias) ?? 0) + 1);
}

export const isDefensePosition = (position: string): position is DefensePosition =>
  (DEFENSE_POSITIONS as readonly string[]).includes(position);

/** Adds a final game's box score to the tally: what its QBs, RBs, WRs and TEs made against the defence they faced. */
function addGame(play: SeasonPlay, game: PlayedGame, tally: Tally): void {
  for (let row = game.rows.from; row < game.rows.to; row++) {
    const who = play.identities[play.box.person(row)];
    const position = who?.spot.player.position ?? '';
    if (!who || !isDefensePosition(position)) continue;
    // What the feed shows: a stat it lacks for this player (null in his rows) counts as 0.
    const stat: StatOf = (key) => (who.nulls.has(key as never) ? 0 : play.box.value(row, key));
    addAllowed(tally, (play.box.home(row) ? game.sides.home : game.sides.away).opponent, position, stat);
  }
  addPlayed(tally, game.home, game.away);
}

/** The table of a tally: per game each defence played, ranked per position (1 = fewest fantasy points per game). */
export function tableOf({ allowed, games }: Tally, throughWeek: number): DefenseVsPosition {
  const teams: DefenseVsPosition['teams'] = {};
  for (const team of TEAMS) {
    const played = games.get(team.team_alias) ?? 0;
    const row = {} as Record<DefensePosition, DefenseFigures>;
    for (const position of DEFENSE_POSITIONS) {
      const sum = allowed.get(`${fullTeamName(team)}|${position}`) ?? { fantasy: 0, yards: 0, touchdowns: 0 };
      row[position] = {
        games: played,
        fantasy_points_per_game: played > 0 ? Math.round(sum.fantasy / played) / 100 : 0,
        yards_per_game: perGame(sum.yards, played),
        touchdowns_per_game: perGame(sum.touchdowns, played),
        rank: 0,
      };
    }
    teams[fullTeamName(team)] = row;
  }
  for (const position of DEFENSE_POSITIONS) {
    const figures = Object.values(teams).map((row) => row[position]);
    const ranks = ranksAscending(figures.map((f) => f.fantasy_points_per_game));
    figures.forEach((f, i) => {
      f.rank = ranks[i] ?? 0;
    });
  }
  return { through_week: throughWeek, teams };
}

/**
 * The latest week whose games are all final at `now`, with every week before it (0 before any): a
 * week counts once its last game is final, not with its first.
 */
export function completeThroughWeek(games: ReadonlyArray<{ week: number; finalAt: number }>, now: number): number {
  let firstOpen = Infinity;
  let lastWeek = 0;
  for (const game of games) {
    lastWeek = Math.max(lastWeek, game.week);
    if (game.finalAt > now) firstOpen = Math.min(firstOpen, game.week);
  }
  return Math.min(lastWeek, firstOpen - 1);
}

/** A season as the defence figures read it: its games by week, and how a final game adds its box score to a tally. */
export interface DefenseSeason<Game extends { week: number; finalAt: number }> {
  games: readonly Game[];
  /** Index `week - 1`: the week's games. */
  weeks: ReadonlyArray<readonly Game[] | undefined>;
  addGame(game: Game, tally: Tally): void;
}

/**
 * What each defence allowed to quarterbacks, running backs, receivers and tight ends in the games
 * final at `now`, per game it played, from the same box scores /playerGameLogs serves.
 * through_week: completeThroughWeek.
 */
export function defenseTableOf<Game extends { week: number; finalAt: number }>(
  season: DefenseSeason<Game>,
  now: number,
): DefenseVsPosition {
  const tally = newTally();
  for (const game of season.games) if (game.finalAt <= now) season.addGame(game, tally);
  return tableOf(tally, completeThroughWeek(season.games, now));
}

/**
 * The ranks as they stood before each week, for the game log (a game is read against the defence as
 * it was, not as that game left it): for weeks 1 to the week after through_week (at most `weeks`),
 * from the games final at `now` of the weeks before; each defence that had played, with its games
 * and its rank per position.
 */
export function defenseHistoryOf<Game extends { week: number; finalAt: number }>(
  season: DefenseSeason<Game>,
  now: number,
  weeks: number,
): DefenseHistory {
  const throughWeek = completeThroughWeek(season.games, now);
  const history: DefenseHistory = { through_week: throughWeek, weeks: [] };
  const tally = newTally();
  for (let week = 1; week <= Math.min(weeks, throughWeek + 1); week++) {
    history.weeks.push(ranksBefore(tally, week));
    for (const game of season.weeks[week - 1] ?? []) if (game.finalAt <= now) season.addGame(game, tally);
  }
  return history;
}

/** The demo season as the defence figures read it. */
const demoSeason = (play: SeasonPlay): DefenseSeason<PlayedGame> => ({
  games: play.games,
  weeks: play.weeks,
  addGame: (game, tally) => addGame(play, game, tally),
});

export const defenseVsPosition = (play: SeasonPlay, now: number): DefenseVsPosition =>
  defenseTableOf(demoSeason(play), now);

export const defenseHistory = (play: SeasonPlay, now: number, weeks: number): DefenseHistory =>
  defenseHistoryOf(demoSeason(play), now, weeks);

/** The tally so far as the ranks before `week`: each defence that had played, its games and its rank per position. */
export function ranksBefore(tally: Tally, week: number): DefenseHistory['weeks'][number] {
  const teams: DefenseHistory['weeks'][number]['teams'] = {};
  for (const [team, row] of Object.entries(tableOf(tally, 0).teams)) {
    if (row.QB.games > 0)
      teams[team] = {
        games: row.QB.games,
        ranks: { QB: row.QB.rank, RB: row.RB.rank, WR: row.WR.rank, TE: row.TE.rank },
      };
  }
  return { before_week: week, teams };
}
