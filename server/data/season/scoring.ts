import { clamp, type Rng } from '../random';
import { driveOdds, LATE_MINUTE, lateDrive, RETURN_TD, SAFETY, tryAfter } from './drives';

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

const other = (team: Team): Team => (team === 'home' ? 'away' : 'home');

/** The odd return touchdown and safety of each side, at random minutes, in game order. */
function specialScores(rng: Rng): ScoringPlay[] {
  const plays: ScoringPlay[] = [];
  for (const team of ['home', 'away'] as const) {
    if (rng.chance(RETURN_TD))
      plays.push({ minute: rng.float(0, 60), team, points: 6 + tryAfter(rng, 0, false), offensiveTouchdown: false });
    if (rng.chance(SAFETY)) plays.push({ minute: rng.float(0, 60), team, points: 2, offensiveTouchdown: false });
  }
  return plays.sort((a, b) => a.minute - b.minute);
}

/** Possessions alternate; a side with one more drive than the other has the first and the last. */
function driveOrder(rng: Rng, counts: Record<Team, number>): Team[] {
  const first: Team =
    counts.home === counts.away ? (rng.chance(0.5) ? 'home' : 'away') : counts.home > counts.away ? 'home' : 'away';
  return Array.from({ length: counts.home + counts.away }, (_, i) => (i % 2 === 0 ? first : other(first)));
}

/**
 * Plays a game to a final score from the teams' expected points, drive by drive in turn, each drive
 * ending in a touchdown, a field goal or nothing; the odd return touchdown and safety come between.
 * Fourth-quarter drives play to the score (lateDrive: the tying or winning kick, the touchdown that
 * must come, two points to tie), so close games end on 3 and 7 as the league's do. A tie after
 * regulation goes to overtime, which one side usually wins with a field goal, else a touchdown; about
 * one game a season stays tied.
 */
export function playScore(rng: Rng, expected: Record<Team, number>): GameScore {
  const count = rng.int(10, 12);
  const counts = { home: count, away: count + rng.int(-1, 1) };
  const odds = {
    home: driveOdds(Math.max(3, expected.home), counts.home),
    away: driveOdds(Math.max(3, expected.away), counts.away),
  };
  const order = driveOrder(rng, counts);
  const specials = specialScores(rng);
  const plays: ScoringPlay[] = [];
  const points = { home: 0, away: 0 };
  const score = (play: ScoringPlay) => {
    plays.push(play);
    points[play.team] += play.points;
  };
  order.forEach((team, drive) => {
    const minute = ((drive + rng.next()) / order.length) * 60;
    while (specials[0] && specials[0].minute <= minute) score(specials.shift() as ScoringPlay);
    const lead = points[team] - points[other(team)];
    const late = minute >= LATE_MINUTE;
    const chances = late ? lateDrive(odds[team], lead) : odds[team];
    const roll = rng.next();
    if (roll < chances.touchdown)
      score({ minute, team, points: 6 + tryAfter(rng, lead + 6, late), offensiveTouchdown: true });
    else if (roll < chances.touchdown + chances.fieldGoal)
      score({ minute, team, points: 3, offensiveTouchdown: false });
  });
  specials.forEach(score);
  if (points.home === points.away && !rng.chance(0.05)) {
    const homeEdge = clamp(0.5 + (expected.home - expected.away) / 28, 0.1, 0.9);
    const team: Team = rng.chance(homeEdge) ? 'home' : 'away';
    const touchdown = rng.chance(0.3);
    score({ minute: 60 + rng.float(2, 10), team, points: touchdown ? 6 : 3, offensiveTouchdown: touchdown });
  }
  const touchdowns = (team: Team) => plays.filter((play) => play.team === team && play.offensiveTouchdown).length;
  return {
    plays,
    home: points.home,
    away: points.away,
    touchdowns: { home: touchdowns('home'), away: touchdowns('away') },
  };
}

/** Wall-clock time of a game minute: about 3 h 5 min of play with a 13-minute half time; overtime after. */
export function playTime(kickoff: number, minute: number): number {
  const elapsed = (Math.min(minute, 60) / 60) * 185 + (minute > 30 ? 13 : 0) + Math.max(0, minute - 60) * 3;
  return kickoff + Math.max(1, Math.round(elapsed)) * 60_000;
}
