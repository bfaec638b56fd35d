import { clamp, type Rng } from '../random';

/** A drive's chances of ending in a touchdown and in a field goal. */
export interface DriveOdds {
  touchdown: number;
  fieldGoal: number;
}

export const RETURN_TD = 0.13;
export const SAFETY = 0.03;
/** The fourth quarter, when drives play to the score. */
export const LATE_MINUTE = 45;
const TWO_POINT = 0.48;
const KICK = 0.955;

/** Chances per drive that make `expected` points over `count` drives, about three quarters of them from touchdowns. */
export function driveOdds(expected: number, count: number): DriveOdds {
  return {
    touchdown: clamp((0.74 * expected - 7 * RETURN_TD) / (7 * count), 0.01, 0.6),
    fieldGoal: clamp((0.26 * expected - 2 * SAFETY) / (3 * count), 0.01, 0.35),
  };
}

const scaled = (odds: DriveOdds, touchdown: number, fieldGoal: number): DriveOdds => ({
  touchdown: Math.min(0.6, odds.touchdown * touchdown),
  fieldGoal: Math.min(0.6, odds.fieldGoal * fieldGoal),
});

/**
 * A fourth-quarter drive plays to the score, by the side's lead: a narrow lead runs the clock and
 * takes the points on offer; level or a kick behind, the field goal that ties or wins; four to eight
 * behind, only a touchdown will do; nine to eleven behind, the kick that makes it one score; further
 * behind, touchdowns against a defence that gives up the short ones.
 */
export function lateDrive(odds: DriveOdds, lead: number): DriveOdds {
  if (lead >= 9) return odds;
  if (lead > 0) return scaled(odds, 0.6, 1.3);
  if (lead >= -3)
    return { touchdown: odds.touchdown * 0.4, fieldGoal: Math.min(0.65, 1.35 * (odds.touchdown + odds.fieldGoal)) };
  if (lead >= -8) return { touchdown: Math.min(0.6, odds.touchdown * 1.4), fieldGoal: 0.02 };
  if (lead >= -11) return { touchdown: odds.touchdown, fieldGoal: 0.45 };
  return scaled(odds, 1.2, 0.5);
}

/**
 * The try after a touchdown: late and two down after the six, two points to tie; else the kick, and now and then a try
 * for two.
 */
export function tryAfter(rng: Rng, leadAfterSix: number, late: boolean): number {
  const forTwo = late ? leadAfterSix === -2 : rng.chance(0.03);
  if (forTwo) return rng.chance(TWO_POINT) ? 2 : 0;
  return rng.chance(KICK) ? 1 : 0;
}
