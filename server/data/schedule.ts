import { TEAMS } from '../../src/domain/teams';
import { assignKickoffs, type Slot } from './kickoffs';
import { formulaRounds, type FormulaRound, type Pairing, type Round } from './matchups';
import { seasonRng, type Rng } from './random';
import type { TeamRating } from './ratings';
import { seasonOpener, WEEKS } from './time';

export interface ScheduledGame {
  week: number;
  home: string;
  away: string;
  slot: Slot;
  kickoff: number;
}

export interface Schedule {
  games: ScheduledGame[];
  /** Index 0 is week 1; games in kickoff order. */
  weeks: ScheduledGame[][];
  /** Teams on a bye, per week (index 0 is week 1). */
  byes: string[][];
}

// Division meetings sit early, mid-season and late (week 18 is all division games); week 14
// starts as a "bye round" that the bye assignment below fills with games.
const DIVISION_WEEKS = [2, 7, 10, 15, 17, 18];
const BYE_ROUND_WEEK = 14;
const OTHER_WEEKS = [1, 3, 4, 5, 6, 8, 9, 11, 12, 13, 16];
const BYE_WEEKS = [5, 6, 7, 8, 9, 10, 11, 12, 13];
/** Bye pairs per week for weeks 5–13; the remaining pair rests in week 14. */
const BYE_PAIRS = [3, 2, 2, 2, 2, 1, 1, 1, 1];

function roundsByWeek(rounds: FormulaRound[], rng: Rng): Map<number, Round> {
  const byWeek = new Map<number, Round>();
  const division = rounds.filter((r) => r.kind === 'division').sort((a, b) => a.index - b.index);
  division.forEach((r, i) => byWeek.set(DIVISION_WEEKS[i] ?? 0, r.games));
  const others = rng.shuffle(rounds.filter((r) => r.kind !== 'division'));
  others.forEach((r, i) => byWeek.set(OTHER_WEEKS[i] ?? 0, r.games));
  return byWeek;
}

/**
 * Chooses, for each bye week, games of that week whose two teams rest then and meet in week 14
 * instead. Each team rests exactly once; a bounded backtracking search hits the target counts.
 */
function chooseByeGames(byWeek: ReadonlyMap<number, Round>, rng: Rng): Map<number, Pairing[]> {
  const targets = rng.shuffle(BYE_PAIRS);
  const used = new Set<string>();
  const picked = new Map<number, Pairing[]>();
  let budget = 50_000;
  const solve = (i: number): boolean => {
    const week = BYE_WEEKS[i];
    if (week === undefined) return true;
    const count = targets[i] ?? 0;
    const options = rng.shuffle((byWeek.get(week) ?? []).filter((g) => !used.has(g.home) && !used.has(g.away)));
    const chosen: Pairing[] = [];
    const choose = (start: number): boolean => {
      if (--budget < 0) return false;
      if (chosen.length === count) {
        picked.set(week, chosen.slice());
        if (solve(i + 1)) return true;
        picked.delete(week);
        return false;
      }
      for (let j = start; j < options.length; j++) {
        const g = options[j] as Pairing;
        chosen.push(g);
        used.add(g.home).add(g.away);
        if (choose(j + 1)) return true;
        chosen.pop();
        used.delete(g.home);
        used.delete(g.away);
      }
      return false;
    };
    return choose(0);
  };
  if (solve(0)) return picked;
  // Unreachable for the shipped seeds; still a valid schedule, with more byes left in week 14.
  picked.clear();
  used.clear();
  BYE_WEEKS.forEach((week, i) => {
    const free = (byWeek.get(week) ?? []).filter((g) => !used.has(g.home) && !used.has(g.away));
    const chosen = free.slice(0, targets[i] ?? 0);
    chosen.forEach((g) => used.add(g.home).add(g.away));
    picked.set(week, chosen);
  });
  return picked;
}

/**
 * A season's schedule on its own calendar, from its year's rotation of the formula (matchups.ts). 2025 keeps the
 * stream it always had, so its games and kickoffs (and the odds and props built on them) do not change; every other
 * season draws its own.
 */
export function buildSchedule(seed: number, ratings: ReadonlyMap<string, TeamRating>, season = 2025): Schedule {
  const rng = seasonRng(seed, season, 'schedule');
  const opener = seasonOpener(season);
  const byWeek = roundsByWeek(formulaRounds(rng, season), rng);
  const byeGames = chooseByeGames(byWeek, rng);
  const moved = [...byeGames.values()].flat();
  const appeal = (g: Pairing): number =>
    (ratings.get(g.home)?.overall ?? 0) + (ratings.get(g.away)?.overall ?? 0) + rng.normal(0, 3);

  const weeks: ScheduledGame[][] = [];
  const byes: string[][] = [];
  let mondayTeams = new Set<string>();
  for (let week = 1; week <= WEEKS; week++) {
    const games = week === BYE_ROUND_WEEK ? moved : (byWeek.get(week) ?? []).filter((g) => !moved.includes(g));
    const playing = new Set(games.flatMap((g) => [g.home, g.away]));
    byes.push(TEAMS.map((t) => t.team_alias).filter((a) => !playing.has(a)));
    const kicked = assignKickoffs(week, games, appeal, mondayTeams, rng, opener).map((k) => ({ week, ...k }));
    mondayTeams = new Set(kicked.filter((k) => k.slot === 'monday_night').flatMap((k) => [k.home, k.away]));
    weeks.push(kicked);
  }
  return { games: weeks.flat(), weeks, byes };
}
