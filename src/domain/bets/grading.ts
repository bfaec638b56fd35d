/*
 * Grading a bet (CONTRACT §11, "Grading"): each leg on its game's final score at its own number by the cards' rule
 * (againstTheNumber.ts), a teaser leg at its teased number; then the bet from its legs. Pure: the clock is a parameter.
 */

import { spreadResult, totalResult, type SpreadResult } from '../againstTheNumber';
import { decimalOdds } from '../americanOdds';
import { teasedPoint } from '../bettorMath/teaser';
import type { TeaserPoints } from '../bettorMath/teaserPoints';
import { seasonInProgress } from '../calendar';
import { sameTeam } from '../teams';
import type { Bet, BetLeg, BetStatus, GameFinal, LegStatus } from './types';

/** The server's clock, and the opener SEASON_OPENER pins (if any), which decide when a season is over. */
export interface GradeClock {
  now: number;
  fixedOpener?: Date;
}

export type GameLookup = (gameId: string) => GameFinal | undefined;

/** A settled leg's result. */
export type LegResult = Extract<LegStatus, 'won' | 'lost' | 'push'>;

/** The decimal odds of a price the edge has validated (|price| ≥ 100); any other price is a bug past the edge. */
export function betDecimal(price: number): number {
  const decimal = decimalOdds(price);
  if (decimal === undefined) throw new RangeError(`${price} is not American odds`);
  return decimal;
}

/**
 * Whether the regular season the game belongs to is over at the clock (calendar.ts: the day after week 18's Monday).
 * A game kicking off after that day (the postseason) is given until the next season opens.
 */
export function seasonOverFor(kickoff: string, clock: GradeClock): boolean {
  const at = Date.parse(kickoff);
  if (Number.isNaN(at)) return false;
  const game = seasonInProgress(at, clock.fixedOpener);
  const current = seasonInProgress(clock.now, clock.fixedOpener);
  return current.season > game.season || (current.season === game.season && current.over && !game.over);
}

/** The number a leg is graded at: its own, or for a teaser leg the teased number (teaser.ts). */
export function gradedPoint(leg: BetLeg, teaser?: TeaserPoints): number | undefined {
  if (leg.point === undefined || teaser === undefined || leg.market === 'h2h') return leg.point;
  return teasedPoint(leg.market, leg.side, leg.point, teaser);
}

const BY_SPREAD: Readonly<Record<SpreadResult, LegResult>> = { cover: 'won', miss: 'lost', push: 'push' };

/**
 * A leg against a final score: a moneyline is the side's margin against 0 (a tie pushes), a spread the side's margin
 * plus its point, a total both teams' points against the number. Undefined when the leg cannot be settled on this
 * game: a side that is not one of its teams (or not Over/Under), a spread or total without a number.
 */
export function legResult(
  leg: BetLeg,
  homeScore: number,
  awayScore: number,
  game: Pick<GameFinal, 'home_team' | 'away_team'>,
  teaser?: TeaserPoints,
): LegResult | undefined {
  const point = leg.market === 'h2h' ? 0 : gradedPoint(leg, teaser);
  if (point === undefined) return undefined;
  if (leg.market === 'totals') {
    const side = leg.side.trim().toLowerCase();
    if (side !== 'over' && side !== 'under') return undefined;
    const result = totalResult(homeScore + awayScore, point);
    return result === 'push' ? 'push' : result === side ? 'won' : 'lost';
  }
  const home = sameTeam(leg.side, game.home_team);
  if (!home && !sameTeam(leg.side, game.away_team)) return undefined;
  const [pointsFor, pointsAgainst] = home ? [homeScore, awayScore] : [awayScore, homeScore];
  return BY_SPREAD[spreadResult(pointsFor, pointsAgainst, point)];
}

/**
 * A leg's status at the clock: graded once its game is final; void when its game is not final by the end of its
 * season, or cannot settle the leg (legResult); open otherwise, and while the game is unknown.
 */
export function gradeLeg(
  leg: BetLeg,
  game: GameFinal | undefined,
  clock: GradeClock,
  teaser?: TeaserPoints,
): LegStatus {
  if (!game) return 'open';
  const { homeScore, awayScore } = game;
  if (game.completed && homeScore !== undefined && awayScore !== undefined) {
    return legResult(leg, homeScore, awayScore, game, teaser) ?? 'void';
  }
  return seasonOverFor(game.commence_time, clock) ? 'void' : 'open';
}

/** Units won at a decimal price: stake × (decimal − 1) won, −stake lost, 0 on a push or void, null while open. */
export function profitOf(status: BetStatus, stake: number, decimal: number): number | null {
  switch (status) {
    case 'won':
      return stake * (decimal - 1);
    case 'lost':
      return -stake;
    case 'open':
      return null;
    default:
      return 0;
  }
}

export interface BetGrade {
  status: BetStatus;
  profit: number | null;
}

const settled = (status: BetStatus, stake: number, decimal = 1): BetGrade => ({
  status,
  profit: profitOf(status, stake, decimal),
});

/**
 * A bet from its legs' statuses (one per leg, in order). A single is its leg at the bet's price. A parlay is lost if
 * any leg lost, open while any is open, else paid at the product of its won legs' decimals, pushed and void legs
 * dropping out (none won: void if every leg is void, else a push). A teaser is lost if any leg lost, open while any
 * is open, void if every leg is void (as a parlay), a push if any leg pushed or is void, else won at the bet's price.
 */
export function settleBet(bet: Pick<Bet, 'kind' | 'stake' | 'price' | 'legs'>, legs: readonly LegStatus[]): BetGrade {
  if (bet.kind === 'single') {
    const status = legs[0] ?? 'open';
    return settled(status, bet.stake, betDecimal(bet.price));
  }
  if (legs.includes('lost')) return settled('lost', bet.stake);
  if (legs.includes('open') || legs.length === 0) return settled('open', bet.stake);
  if (legs.every((status) => status === 'void')) return settled('void', bet.stake);
  if (bet.kind === 'teaser') {
    return legs.every((status) => status === 'won')
      ? settled('won', bet.stake, betDecimal(bet.price))
      : settled('push', bet.stake);
  }
  const won = bet.legs.filter((_, index) => legs[index] === 'won');
  if (won.length === 0) return settled('push', bet.stake);
  return settled(
    'won',
    bet.stake,
    won.reduce((product, leg) => product * betDecimal(leg.price), 1),
  );
}

/** Each leg's status at the clock, then the bet's (settleBet). */
export function gradeBet(bet: Bet, games: GameLookup, clock: GradeClock): BetGrade & { legs: LegStatus[] } {
  const teaser = bet.kind === 'teaser' ? bet.teaser_points : undefined;
  const legs = bet.legs.map((leg) => gradeLeg(leg, games(leg.game_id), clock, teaser));
  return { ...settleBet(bet, legs), legs };
}

/** The §8 /scores event as grading reads it: each team's score by name, where the answer names both teams. */
export function finalFromScoreEvent(event: {
  home_team: string;
  away_team: string;
  commence_time: string;
  completed: boolean;
  scores: ReadonlyArray<{ name: string; score: string }> | null;
}): GameFinal {
  const scoreOf = (team: string) => {
    const entry = event.scores?.find((score) => sameTeam(score.name, team));
    const points = entry === undefined || entry.score.trim() === '' ? NaN : Number(entry.score);
    return Number.isFinite(points) ? points : undefined;
  };
  const { home_team, away_team, commence_time, completed } = event;
  return {
    home_team,
    away_team,
    commence_time,
    completed,
    homeScore: scoreOf(home_team),
    awayScore: scoreOf(away_team),
  };
}
