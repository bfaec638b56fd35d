import type { ClosingLine, CompletedGame } from '../../../../src/features/odds/resultsSelectors';

/** A final game for record tests: home team, away team, their points, and the books' closing lines. */
export const final = (
  home: string,
  away: string,
  [homeScore, awayScore]: [number, number],
  lines: ClosingLine[] = [],
  week = 1,
): CompletedGame => ({
  id: `${week}:${home}:${away}`,
  week,
  commence_time: '2025-09-07T17:00:00Z',
  home_team: home,
  away_team: away,
  homeScore,
  awayScore,
  lines,
});

/** The three books at one home spread and total (each may be overridden per book). */
export const books = (homeSpread: number | undefined, total: number | undefined): ClosingLine[] =>
  ['FanDuel', 'DraftKings', 'BetMGM'].map((book) => ({
    book,
    ...(homeSpread === undefined ? {} : { homeSpread }),
    ...(total === undefined ? {} : { total }),
  }));
