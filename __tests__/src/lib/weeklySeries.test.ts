import { lastWeekOf, seasonAverage, valuesByWeek, weekRuns } from '../../../src/lib/weeklySeries';

const game = (week: number, yards?: number | null) => ({ week, yards });
const yards = (row: { yards?: number | null }) => row.yards ?? undefined;

describe('valuesByWeek', () => {
  it.each([
    ['every week played', [game(1, 80), game(2, 95), game(3, 40)], 3, [80, 95, 40]],
    ['a bye in week 2 as a gap', [game(1, 80), game(3, 40)], 3, [80, undefined, 40]],
    ['weeks after his last game as gaps', [game(1, 80)], 3, [80, undefined, undefined]],
    ['rows in any order', [game(3, 40), game(1, 80)], 3, [80, undefined, 40]],
    ['a missing stat as a gap', [game(1, 80), game(2, null), game(3)], 3, [80, undefined, undefined]],
    ['a zero as a value', [game(1, 0)], 1, [0]],
    ['a second row of a week ignored', [game(1, 80), game(1, 10)], 1, [80]],
    ['weeks outside the range dropped', [game(0, 5), game(4, 7), game(2, 9)], 3, [undefined, 9, undefined]],
    ['no games', [], 0, []],
  ])('gives %s', (_name, rows, lastWeek, expected) => {
    expect(valuesByWeek(rows, yards, lastWeek)).toEqual(expected);
  });

  it('treats a value that is not finite as missing', () => {
    expect(valuesByWeek([game(1, Number.NaN)], yards, 1)).toEqual([undefined]);
  });
});

describe('lastWeekOf', () => {
  it.each([
    [[game(1), game(9), game(4)], 9],
    [[], 0],
  ])('finds the last week of %p: %p', (rows, week) => {
    expect(lastWeekOf(rows)).toBe(week);
  });
});

describe('seasonAverage', () => {
  it.each([
    ['the mean of the games with values', [286, 299, undefined, 150], 245],
    ['zeros counted', [0, 2, 0, 2], 1],
    ['one game', [124], 124],
    ['no values', [undefined, undefined], undefined],
    ['nothing', [], undefined],
  ])('is %s', (_name, values, average) => {
    expect(seasonAverage(values)).toBe(average);
  });
});

describe('weekRuns', () => {
  it.each([
    ['one run without gaps', [1, 2, 3], [{ firstWeek: 1, values: [1, 2, 3] }]],
    [
      'two runs around a bye',
      [1, undefined, 3, 4],
      [
        { firstWeek: 1, values: [1] },
        { firstWeek: 3, values: [3, 4] },
      ],
    ],
    ['a run starting late', [undefined, undefined, 5], [{ firstWeek: 3, values: [5] }]],
    [
      'single weeks between gaps',
      [7, undefined, 8, undefined],
      [
        { firstWeek: 1, values: [7] },
        { firstWeek: 3, values: [8] },
      ],
    ],
    ['none without values', [undefined], []],
  ])('splits %s', (_name, values, runs) => {
    expect(weekRuns(values)).toEqual(runs);
  });
});
