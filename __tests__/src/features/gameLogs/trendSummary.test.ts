import { trendSummary } from '../../../../src/features/gameLogs/trendSummary';

const stat = {
  header: 'Passing Yards',
  format: (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 }),
};

describe('trendSummary', () => {
  it.each([
    [
      [286, undefined, 150, 1341],
      592.3,
      'Passing Yards by week, 3 games: lowest week 3: 150, highest week 4: 1,341, season average 592.3',
    ],
    [[124], 124, 'Passing Yards by week, 1 game: lowest week 1: 124, highest week 1: 124, season average 124'],
    [[5, 5], 5, 'Passing Yards by week, 2 games: lowest week 1: 5, highest week 1: 5, season average 5'],
    [[undefined], undefined, 'Passing Yards by week: no games'],
  ])('says %p in words', (values, average, summary) => {
    expect(trendSummary(stat, values, average)).toBe(summary);
  });
});
