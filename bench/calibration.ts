import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CALIBRATED_FIGURES,
  CALIBRATION_TOLERANCE,
  calibrate,
  calibrationTarget,
  withinTolerance,
  type CalibratedFigure,
  type Calibration,
} from '../server/data/calibration';
import { closedGames, type DemoClosedGame } from '../server/data/closingLines';
import { createDataset, DEFAULT_SEED } from '../server/data/dataset';
import { createRng } from '../server/data/random';
import { playScore } from '../server/data/season/scoring';
import { closedGamesOf } from '../server/sources/nflverse/closedGames';
import { readGames } from '../server/sources/nflverse/games';
import type { Row } from './phoneTargets';

/**
 * `npm run bench:calibration`, and rows of `npm run bench`: the demo's three played seasons beside the
 * real league (nflverse's 2023 regular season and 2024 weeks 1–3, the test fixtures) on the five
 * figures of __tests__/server/data/calibration.test.ts, with the same tolerances; and the model's
 * own figures, the same games replayed from their expectations, free of one seed's luck.
 */
const FIXTURES = path.resolve(__dirname, '../__tests__/fixtures/nflverse');
const REAL_FILES = ['games_2023.csv', 'games_2024_weeks1-3.csv'];
const REPLAYS = 60;

const LABELS: Record<CalibratedFigure, string> = {
  byThree: 'decided by exactly 3',
  bySeven: 'decided by exactly 7',
  spreadMae: 'closing spread MAE',
  spreadPushes: 'pushes on the closing spread',
  overs: 'overs on the closing total',
};

export interface CalibrationReport {
  real: Calibration;
  demo: Calibration;
  /** The demo's games replayed REPLAYS times against the same closing lines. */
  model: Calibration;
}

function replayed(games: readonly DemoClosedGame[]): Calibration {
  const rng = createRng(DEFAULT_SEED);
  return calibrate(
    Array.from({ length: REPLAYS }, () => games.map((game) => ({ ...game, ...playScore(rng, game.expected) }))).flat(),
  );
}

export function calibrationReport(): CalibrationReport {
  const rows = REAL_FILES.flatMap((file) => readGames(readFileSync(path.join(FIXTURES, file), 'utf8'), file).rows);
  const dataset = createDataset();
  const demo = dataset.seasons.flatMap((season) => {
    const play = dataset.play(season.id);
    return play ? closedGames(DEFAULT_SEED, play) : [];
  });
  return { real: calibrate(closedGamesOf(rows)), demo: calibrate(demo), model: replayed(demo) };
}

/** A figure as printed: points for the MAE, a percentage for a share. */
const shown = (figure: CalibratedFigure, value: number) =>
  figure === 'spreadMae' ? `${value.toFixed(2)} pts` : `${(value * 100).toFixed(1)} %`;
const plusMinus = (figure: CalibratedFigure) =>
  `±${figure === 'spreadMae' ? CALIBRATION_TOLERANCE[figure].toFixed(2) : (CALIBRATION_TOLERANCE[figure] * 100).toFixed(1)}`;

/** The side-by-side table: each figure, real, demo and model, and what the demo is held to. */
export function calibrationTable({ real, demo, model }: CalibrationReport): string[] {
  const line = (cells: string[]) =>
    `  ${(cells[0] ?? '').padEnd(30)}${cells
      .slice(1)
      .map((cell) => cell.padStart(11))
      .join('')}`;
  return [
    `Demo season against the real league: ${real.games} real games (2023 + 2024 weeks 1–3, regular season), ${demo.games} demo games (2023–2025), the model ${REPLAYS} replays of them:`,
    line(['', 'real', 'demo', 'model', 'target', 'tolerance']),
    ...CALIBRATED_FIGURES.map((figure) =>
      line([
        LABELS[figure],
        ...[real, demo, model].map((figures) => shown(figure, figures[figure])),
        shown(figure, calibrationTarget(real, figure)),
        plusMinus(figure),
      ]),
    ),
    line(['unders on the closing total', ...[real, demo, model].map((figures) => shown('overs', figures.unders))]),
  ];
}

/** One bench row per figure: PASS when the demo is within its tolerance of the target. */
export function calibrationRows(report: CalibrationReport): Row[] {
  return CALIBRATED_FIGURES.map((figure) => ({
    target: `Demo season: ${LABELS[figure]} ${shown(figure, calibrationTarget(report.real, figure))} ${plusMinus(figure)}`,
    measured: `${shown(figure, report.demo[figure])} (real ${shown(figure, report.real[figure])}, model ${shown(figure, report.model[figure])})`,
    pass: withinTolerance(report.demo, report.real, figure),
  }));
}

if (require.main === module) {
  const report = calibrationReport();
  for (const line of calibrationTable(report)) console.log(line);
  const rows = calibrationRows(report);
  for (const row of rows) console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.target}: ${row.measured}`);
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
}
