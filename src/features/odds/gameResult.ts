import { signedPoint } from '../../domain/decimalFormat';
import { spreadResult, totalResult, type SpreadResult, type TotalResult } from '../../domain/againstTheNumber';
import { findMarket, homeSpread, totalPoints } from './homeLines';
import { teamNickname } from './oddsRules';
import type { Bookmaker, Game, GameScore } from './types';

/** Who covered the spread, from the home side's point: its margin plus its point above 0 covers, 0 pushes. */
export type SpreadOutcome = 'home' | 'away' | 'push';
export type TotalOutcome = TotalResult;

const SPREAD_OUTCOMES: Readonly<Record<SpreadResult, SpreadOutcome>> = { cover: 'home', miss: 'away', push: 'push' };

export function spreadOutcome(homeScore: number, awayScore: number, homePoint: number): SpreadOutcome {
  return SPREAD_OUTCOMES[spreadResult(homeScore, awayScore, homePoint)];
}

export function totalOutcome(homeScore: number, awayScore: number, line: number): TotalOutcome {
  return totalResult(homeScore + awayScore, line);
}

/** Whether the game has kicked off by the clock; an unparseable kickoff never has. */
export function hasKickedOff(kickoff: string, nowMs: number): boolean {
  const at = Date.parse(kickoff);
  return !Number.isNaN(at) && nowMs >= at;
}

/**
 * Whether a book's line, in an answer asked for at `answeredAt`, is the game's closing line (for a
 * game that has kicked off): the answer came at or after kickoff (one from before shows the line of
 * then, however long it is kept), and the book has not updated since (a line updated after kickoff
 * is an in-play line, not the close).
 */
export function holdsClosingLine(kickoff: string, lastUpdate: string | undefined, answeredAt: number): boolean {
  const at = Date.parse(kickoff);
  if (Number.isNaN(at) || !(answeredAt >= at)) return false;
  const updated = lastUpdate === undefined ? NaN : Date.parse(lastUpdate);
  return Number.isNaN(updated) || updated <= at;
}

/**
 * Whether a book's line, as answered at `answeredAt`, is its closing line by the clock: the game has kicked off and the
 * line holds (holdsClosingLine).
 */
export function isClosingLine(
  kickoff: string,
  lastUpdate: string | undefined,
  nowMs: number,
  answeredAt: number,
): boolean {
  return hasKickedOff(kickoff, nowMs) && holdsClosingLine(kickoff, lastUpdate, answeredAt);
}

/**
 * The first kickoff after `at` among the games (ms), Infinity when none is to come: an odds answer's lines are current
 * until then.
 */
export function nextKickoffAfter(games: Iterable<Pick<Game, 'commence_time'>>, at: number): number {
  let next = Infinity;
  for (const game of games) {
    const kickoff = Date.parse(game.commence_time);
    if (kickoff > at && kickoff < next) next = kickoff;
  }
  return next;
}

export { signedPoint };

/**
 * 'Final: Chiefs 27, Bills 24' (home first, as the card's title), 'Live: …' before the game is final; none before
 * kickoff.
 */
export function scoreLine(score: GameScore | undefined): string | undefined {
  if (!score || score.homeScore === undefined || score.awayScore === undefined) return undefined;
  const teams = `${teamNickname(score.home_team)} ${score.homeScore}, ${teamNickname(score.away_team)} ${score.awayScore}`;
  return `${score.completed ? 'Final' : 'Live'}: ${teams}`;
}

/**
 * A final game against a book's line: 'Chiefs covered −2.5 · Over 47.5', 'Spread push (Chiefs −3) ·
 * Total push (47)'; each part only where the book has that market; none before the game is final.
 */
export function againstTheNumber(score: GameScore | undefined, book: Bookmaker): string | undefined {
  if (!score?.completed || score.homeScore === undefined || score.awayScore === undefined) return undefined;
  const { homeScore, awayScore, home_team: home, away_team: away } = score;
  const parts: string[] = [];
  const spreads = findMarket(book, 'spreads');
  const spread = spreads && homeSpread(spreads, home, away);
  if (spread) {
    const point = spread.value;
    const outcome = spreadOutcome(homeScore, awayScore, point);
    if (outcome === 'push') parts.push(`Spread push (${teamNickname(home)} ${signedPoint(point)})`);
    else if (outcome === 'home') parts.push(`${teamNickname(home)} covered ${signedPoint(point)}`);
    else parts.push(`${teamNickname(away)} covered ${signedPoint(point === 0 ? 0 : -point)}`);
  }
  const totals = findMarket(book, 'totals');
  const total = totals && totalPoints(totals);
  if (total) {
    const outcome = totalOutcome(homeScore, awayScore, total.value);
    parts.push(
      outcome === 'push' ? `Total push (${total.value})` : `${outcome === 'over' ? 'Over' : 'Under'} ${total.value}`,
    );
  }
  return parts.length === 0 ? undefined : parts.join(' · ');
}
