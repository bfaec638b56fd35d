import { spreadResult, totalResult } from '../../src/domain/againstTheNumber';

/**
 * A final game against its closing line: the home spread is the home side's handicap (−3.5 as a 3.5-point favourite).
 */
export interface ClosedGame {
  home: number;
  away: number;
  homeSpread: number;
  total: number;
}

/** How a league's games fall on the scoreboard's key numbers and against the closing line; shares are 0–1. */
export interface Calibration {
  games: number;
  /** Decided by exactly 3 points, either way. */
  byThree: number;
  bySeven: number;
  /** Mean absolute error of the closing spread against the home margin, in points. */
  spreadMae: number;
  /** Landed exactly on the closing spread. */
  spreadPushes: number;
  overs: number;
  unders: number;
}

/** The figures of a list of games; all 0 for none. */
export function calibrate(games: readonly ClosedGame[]): Calibration {
  const share = (keep: (game: ClosedGame) => boolean) => (games.length ? games.filter(keep).length / games.length : 0);
  const margin = (game: ClosedGame) => game.home - game.away;
  const error = games.reduce((sum, game) => sum + Math.abs(margin(game) + game.homeSpread), 0);
  return {
    games: games.length,
    byThree: share((game) => Math.abs(margin(game)) === 3),
    bySeven: share((game) => Math.abs(margin(game)) === 7),
    spreadMae: games.length ? error / games.length : 0,
    spreadPushes: share((game) => spreadResult(game.home, game.away, game.homeSpread) === 'push'),
    overs: share((game) => totalResult(game.home + game.away, game.total) === 'over'),
    unders: share((game) => totalResult(game.home + game.away, game.total) === 'under'),
  };
}

/** The five figures the demo season is held to. */
export type CalibratedFigure = 'byThree' | 'bySeven' | 'spreadMae' | 'spreadPushes' | 'overs';

export const CALIBRATED_FIGURES: readonly CalibratedFigure[] = [
  'byThree',
  'bySeven',
  'spreadMae',
  'spreadPushes',
  'overs',
];

/**
 * How far the demo (816 games) may sit from the real sample (320 games): 1.75 to 2 standard errors
 * of the difference of two samples that size, √(p(1−p)(1/320 + 1/816)) at the real share — by 3
 * (p ≈ 0.14) 2.3 points, by 7 (0.08) 1.8, pushes (0.047) 1.4; the absolute error's spread (sd ≈ 8.5)
 * gives 0.57 points of MAE; overs against a fair 50 %, the demo's own 1.75 points.
 */
export const CALIBRATION_TOLERANCE: Record<CalibratedFigure, number> = {
  byThree: 0.045,
  bySeven: 0.035,
  spreadMae: 1,
  spreadPushes: 0.025,
  overs: 0.035,
};

/** Where the demo should land: the real league's figure, except overs, where a fair closing total splits the games. */
export function calibrationTarget(real: Calibration, figure: CalibratedFigure): number {
  return figure === 'overs' ? 0.5 : real[figure];
}

/** Whether the demo's figure lies within its tolerance of the target. */
export function withinTolerance(demo: Calibration, real: Calibration, figure: CalibratedFigure): boolean {
  return Math.abs(demo[figure] - calibrationTarget(real, figure)) <= CALIBRATION_TOLERANCE[figure];
}
