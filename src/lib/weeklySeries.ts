/** One week's value of a series; the list of a season is indexed by week − 1. */
export type WeekValues = readonly (number | undefined)[];

/**
 * A stat by week, weeks 1 to `lastWeek`: the value of the player's game that week, undefined where
 * he has no game (a bye, a game missed) or the stat is missing. A second row for the same week
 * (which the API never sends) does not replace the first.
 */
export function valuesByWeek<Row extends { week: number }>(
  rows: readonly Row[],
  value: (row: Row) => number | undefined,
  lastWeek: number,
): (number | undefined)[] {
  const weeks: (number | undefined)[] = Array.from({ length: Math.max(0, lastWeek) }, () => undefined);
  const seen = new Set<number>();
  for (const row of rows) {
    if (!Number.isInteger(row.week) || row.week < 1 || row.week > lastWeek || seen.has(row.week)) continue;
    seen.add(row.week);
    const figure = value(row);
    weeks[row.week - 1] = figure !== undefined && Number.isFinite(figure) ? figure : undefined;
  }
  return weeks;
}

/** The last week with a game among these rows; 0 without any. */
export const lastWeekOf = (rows: readonly { week: number }[]): number =>
  rows.reduce((last, row) => Math.max(last, row.week), 0);

/** The average per game with a value: undefined when there is none. */
export function seasonAverage(values: WeekValues): number | undefined {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === undefined) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? undefined : sum / count;
}

/** A run of consecutive weeks with values: a line is drawn through each run, never across a gap. */
export interface WeekRun {
  /** 1-based. */
  firstWeek: number;
  values: number[];
}

/** The runs of a series between its gaps, in week order. */
export function weekRuns(values: WeekValues): WeekRun[] {
  const runs: WeekRun[] = [];
  let current: WeekRun | undefined;
  values.forEach((value, index) => {
    if (value === undefined) {
      current = undefined;
      return;
    }
    if (!current) {
      current = { firstWeek: index + 1, values: [] };
      runs.push(current);
    }
    current.values.push(value);
  });
  return runs;
}
