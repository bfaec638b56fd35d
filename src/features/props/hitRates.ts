import type { PlayerStat } from '../../domain/playerStats';
import { gameValue, type MarketMeasure } from './propMarkets';

/** A completed game as the hit rates read it (a /playerGameLogs row fits). */
export interface LoggedGame extends PlayerStat {
  week: number;
  /** The opponent's full name. */
  opponent: string;
}

/** Over: the figure above the line (a hit). Push: exactly on it — not a hit. Under: below it. */
export type Outcome = 'over' | 'under' | 'push';

export interface HitCount {
  hits: number;
  games: number;
}

/** One counted game against the line, for the bars. */
export interface GameMark {
  week: number;
  opponent: string;
  value: number;
  outcome: Outcome;
}

/** The same outcome in the latest `games` games, counted back from the latest. */
export interface Streak {
  outcome: Outcome;
  games: number;
}

export interface HitRates {
  lastFive: HitCount;
  lastTen: HitCount;
  season: HitCount;
  /** Undefined when no game counts. */
  streak?: Streak;
  /** Fewer than SMALL_SAMPLE_UNDER games count in the season. */
  smallSample: boolean;
  /** The last ten counted games, oldest first. */
  recent: GameMark[];
  /**
   * The props' own game, once final: its figure against the line, shown beside the rates and counted in none of them.
   */
  thisGame?: GameMark;
}

export const SMALL_SAMPLE_UNDER = 5;
/** An anytime touchdown is a hit when the player scored at all, whatever line the feed sends (0.5 in practice). */
const SCORED_LINE = 0.5;

export function outcomeOf(value: number, line: number): Outcome {
  if (value > line) return 'over';
  return value < line ? 'under' : 'push';
}

/** The line a market's games are held against: the prop's own, or 'scored at all' for touchdowns. */
export function effectiveLine(measure: Exclude<MarketMeasure, { kind: 'notInBoxScores' }>, line: number): number {
  return measure.kind === 'touchdown' ? SCORED_LINE : line;
}

const countHits = (marks: readonly GameMark[]): HitCount => ({
  hits: marks.filter((mark) => mark.outcome === 'over').length,
  games: marks.length,
});

function streakOf(marks: readonly GameMark[]): Streak | undefined {
  const latest = marks.at(-1);
  if (!latest) return undefined;
  let games = 0;
  for (let index = marks.length - 1; index >= 0 && marks[index]!.outcome === latest.outcome; index--) games++;
  return { outcome: latest.outcome, games };
}

/** A game's figure against the line, for the bars and 'This game'; undefined when the game has no figure for it. */
function markOf(
  game: LoggedGame,
  measure: Exclude<MarketMeasure, { kind: 'notInBoxScores' }>,
  against: number,
): GameMark | undefined {
  const value = gameValue(measure, game);
  return value === undefined
    ? undefined
    : { week: game.week, opponent: game.opponent, value, outcome: outcomeOf(value, against) };
}

/**
 * How often a player went over a line: in his last 5 and last 10 counted games and the season,
 * and his current streak. Games are taken in week order; a game without the figure is skipped (it
 * counts nowhere); a push is not a hit and breaks a streak of overs or unders. `thisGame`, the
 * props' own game once final, is held against the line on its own: a line is not graded by its game.
 */
export function hitRates(
  games: readonly LoggedGame[],
  measure: Exclude<MarketMeasure, { kind: 'notInBoxScores' }>,
  line: number,
  thisGame?: LoggedGame,
): HitRates {
  const against = effectiveLine(measure, line);
  const marks: GameMark[] = [];
  for (const game of [...games].sort((a, b) => a.week - b.week)) {
    const mark = markOf(game, measure, against);
    if (mark) marks.push(mark);
  }
  const streak = streakOf(marks);
  const own = thisGame && markOf(thisGame, measure, against);
  return {
    lastFive: countHits(marks.slice(-5)),
    lastTen: countHits(marks.slice(-10)),
    season: countHits(marks),
    ...(streak ? { streak } : {}),
    smallSample: marks.length < SMALL_SAMPLE_UNDER,
    recent: marks.slice(-10),
    ...(own ? { thisGame: own } : {}),
  };
}

/**
 * A player's games split at the props' week: those before it, which the rates count, and his game of that week once
 * final.
 */
export function splitAtWeek<Game extends { week: number }>(
  games: readonly Game[],
  week: number,
): { before: Game[]; thisGame?: Game } {
  const thisGame = games.find((game) => game.week === week);
  return { before: games.filter((game) => game.week < week), ...(thisGame ? { thisGame } : {}) };
}

/** '7/10': hits of games. */
export const hitCountText = ({ hits, games }: HitCount): string => `${hits}/${games}`;

const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = { over: 'Over', under: 'Under', push: 'Push' };

/** 'Over 3', 'Under 2', 'Push 1'. */
export const streakText = ({ outcome, games }: Streak): string => `${OUTCOME_WORDS[outcome]} ${games}`;

export const outcomeWord = (outcome: Outcome): string => OUTCOME_WORDS[outcome];
