import { clamp, type Rng } from '../random';

export type Team = 'home' | 'away';

/** A score: when (game minute, 60+ in overtime), who, how many points, and whether the offence scored a touchdown. */
export interface ScoringPlay {
  minute: number;
  team: Team;
  points: number;
  offensiveTouchdown: boolean;
}

export interface GameScore {
  plays: ScoringPlay[];
  home: number;
  away: number;
  /** Offensive touchdowns per team: the box scores credit each one to a passer and catcher, or a runner. */
  touchdowns: Record<Team, number>;
}

const RETURN_TD = 0.13;
const SAFETY = 0.03;

function extraPoint(rng: Rng): number {
  const roll = rng.next();
  return roll < 0.94 ? 1 : roll < 0.97 ? 2 : 0;
}

/**
 * One team's drives: each ends in a touchdown, a field goal or nothing, at rates that make the
 * expected points `expected` (about three quarters from touchdowns); plus the odd return touchdown
 * or safety. Drive outcomes give a team score a standard deviation near 10 and a margin near 13.5.
 */
function drives(rng: Rng, team: Team, expected: number, count: number, plays: ScoringPlay[]): void {
  const touchdown = clamp((0.74 * expected - 7 * RETURN_TD) / (7 * count), 0.01, 0.6);
  const fieldGoal = clamp((0.26 * expected - 2 * SAFETY) / (3 * count), 0.01, 0.35);
  for (let drive = 0; drive < count; drive++) {
    const roll = rng.next();
    const minute = ((drive + rng.next()) / count) * 60;
    if (roll < touchdown) plays.push({ minute, team, points: 6 + extraPoint(rng), offensiveTouchdown: true });
    else if (roll < touchdown + fieldGoal) plays.push({ minute, team, points: 3, offensiveTouchdown: false });
  }
  if (rng.chance(RETURN_TD)) plays.push({ minute: rng.float(0, 60), team, points: 6 + extraPoint(rng), offensiveTouchdown: false });
  if (rng.chance(SAFETY)) plays.push({ minute: rng.float(0, 60), team, points: 2, offensiveTouchdown: false });
}

/**
 * Plays a game to a final score from the teams' expected points. A tie after regulation goes to
 * overtime, which one side usually wins with a field goal or a touchdown; about one game a season
 * stays tied.
 */
export function playScore(rng: Rng, expected: Record<Team, number>): GameScore {
  const plays: ScoringPlay[] = [];
  const count = rng.int(10, 12);
  drives(rng, 'home', Math.max(3, expected.home), count, plays);
  drives(rng, 'away', Math.max(3, expected.away), count + rng.int(-1, 1), plays);
  const points = (team: Team) => plays.reduce((sum, play) => sum + (play.team === team ? play.points : 0), 0);
  if (points('home') === points('away') && !rng.chance(0.05)) {
    const homeEdge = clamp(0.5 + (expected.home - expected.away) / 28, 0.1, 0.9);
    const team: Team = rng.chance(homeEdge) ? 'home' : 'away';
    const touchdown = rng.chance(0.4);
    plays.push({ minute: 60 + rng.float(2, 10), team, points: touchdown ? 6 : 3, offensiveTouchdown: touchdown });
  }
  plays.sort((a, b) => a.minute - b.minute);
  const touchdowns = (team: Team) => plays.filter((play) => play.team === team && play.offensiveTouchdown).length;
  return { plays, home: points('home'), away: points('away'), touchdowns: { home: touchdowns('home'), away: touchdowns('away') } };
}

/** Wall-clock time of a game minute: about 3 h 5 min of play with a 13-minute half time; overtime after. */
export function playTime(kickoff: number, minute: number): number {
  const elapsed = (Math.min(minute, 60) / 60) * 185 + (minute > 30 ? 13 : 0) + Math.max(0, minute - 60) * 3;
  return kickoff + Math.max(1, Math.round(elapsed)) * 60_000;
}
