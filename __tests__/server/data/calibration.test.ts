import {
  CALIBRATION_TOLERANCE,
  calibrate,
  calibrationTarget,
  type CalibratedFigure,
  type ClosedGame,
} from '../../../server/data/calibration';
import { closedGames } from '../../../server/data/closingLines';
import { createDataset, DEFAULT_SEED } from '../../../server/data/dataset';
import { closedGamesOf } from '../../../server/sources/nflverse/closedGames';
import { readGames } from '../../../server/sources/nflverse/games';
import { fixtureText } from '../nflverse/nflverseText';

const realRows = ['games_2023.csv', 'games_2024_weeks1-3.csv'].flatMap(
  (file) => readGames(fixtureText(file), file).rows,
);

describe('calibrate', () => {
  // A 3-point favourite wins by 3; a 3-point dog loses by 7 on the total; a rout; a tie.
  const table: ClosedGame[] = [
    { home: 24, away: 21, homeSpread: -3, total: 44.5 },
    { home: 17, away: 24, homeSpread: 3, total: 41 },
    { home: 30, away: 10, homeSpread: -6.5, total: 38 },
    { home: 20, away: 20, homeSpread: -1, total: 47 },
  ];

  it('counts games decided by exactly 3 and 7 either way, pushes on the spread, overs and unders', () => {
    expect(calibrate(table)).toEqual({
      games: 4,
      byThree: 0.25,
      bySeven: 0.25,
      spreadMae: 4.625,
      spreadPushes: 0.25,
      overs: 0.5,
      unders: 0.25,
    });
  });

  it('measures the spread’s error as the margin plus the home handicap', () => {
    expect(calibrate([{ home: 10, away: 13, homeSpread: -7, total: 40 }]).spreadMae).toBe(10);
    expect(calibrate([{ home: 10, away: 13, homeSpread: 7, total: 40 }]).spreadMae).toBe(4);
  });

  it('gives zeros for no games', () => {
    expect(calibrate([])).toEqual({
      games: 0,
      byThree: 0,
      bySeven: 0,
      spreadMae: 0,
      spreadPushes: 0,
      overs: 0,
      unders: 0,
    });
  });
});

describe('closedGamesOf nflverse rows', () => {
  it('keeps the regular season, the score and the closing line, the home handicap opposite spread_line', () => {
    const games = closedGamesOf(realRows);
    expect(games).toHaveLength(272 + 48);
    // 2023_01_DET_KC: DET 21 at KC 20, spread_line 4 (KC by 4), total_line 53.
    expect(games[0]).toEqual({ home: 20, away: 21, homeSpread: -4, total: 53 });
  });

  it('leaves out a game without a score or a line', () => {
    const [opener] = realRows;
    if (!opener) throw new Error('no rows');
    expect(
      closedGamesOf([
        { ...opener, home_score: null },
        { ...opener, spread_line: null },
        { ...opener, total_line: null },
      ]),
    ).toEqual([]);
  });
});

describe('the demo seasons against the real league', () => {
  const dataset = createDataset();
  const demo = calibrate(
    dataset.seasons.flatMap((season) => {
      const play = dataset.play(season.id);
      return play ? closedGames(DEFAULT_SEED, play) : [];
    }),
  );
  // nflverse's 2023 regular season and 2024 weeks 1–3: 320 games.
  const real = calibrate(closedGamesOf(realRows));

  it('grades every demo game a shown book priced: all 816 but the week-1 and week-18 games without one', () => {
    expect(demo.games).toBe(816 - 6);
    expect(real.games).toBe(320);
  });

  // Tolerances (CALIBRATION_TOLERANCE): about two standard errors of the difference between 816 demo and 320 real
  // games.
  it.each<[string, CalibratedFigure]>([
    ['decides as many games by exactly 3 points (±4.5 points)', 'byThree'],
    ['decides as many by exactly 7 (±3.5 points)', 'bySeven'],
    ['misses the result by the closing spread as far on average (±1 point)', 'spreadMae'],
    ['lands as many games on the closing spread (±2.5 points)', 'spreadPushes'],
    ['sends half the games over the closing total (50 ± 3.5 %)', 'overs'],
  ])('%s', (_, figure) => {
    const target = calibrationTarget(real, figure);
    const tolerance = CALIBRATION_TOLERANCE[figure];
    expect({
      figure,
      demo: demo[figure],
      target,
      tolerance,
      within: Math.abs(demo[figure] - target) <= tolerance,
    }).toMatchObject({ within: true });
  });
});
