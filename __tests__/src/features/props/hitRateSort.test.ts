import { bestHitCount, compareHitCounts, isPropsSort, sortByHitRate } from '../../../../src/features/props/hitRateSort';
import type { HitCount } from '../../../../src/features/props/hitRates';

const rate = (text: string): HitCount => {
  const [hits = 0, games = 0] = text.split('/').map(Number);
  return { hits, games };
};

describe('compareHitCounts', () => {
  it.each([
    ['7/10', '6/10', 1],
    ['2/3', '7/10', -1], // 66.7 % against 70 %, compared exactly
    ['3/5', '6/10', -1], // the same rate: more games ranks higher
    ['6/10', '6/10', 0],
    ['0/4', '0/10', -1],
  ])('%s against %s → %i', (a, b, sign) => {
    expect(compareHitCounts(rate(a), rate(b))).toBe(sign);
  });
});

describe('bestHitCount', () => {
  it.each([
    [['3/10', '7/10', '5/10'], '7/10'],
    [['4/4', '9/10'], '4/4'],
    [['5/5', '10/10'], '10/10'],
    [['0/0', '1/3'], '1/3'],
    [['0/0'], undefined],
    [[], undefined],
  ])('of %j is %s', (counts, best) => {
    const found = bestHitCount(counts.map(rate));
    expect(found && `${found.hits}/${found.games}`).toBe(best);
  });
});

describe('sortByHitRate', () => {
  // [name, last-10 rate] in the feed's order.
  const rows: [string, string | undefined][] = [
    ['A', '5/10'],
    ['B', undefined],
    ['C', '8/10'],
    ['D', '4/8'],
    ['E', '2/3'],
    ['F', '8/10'],
    ['G', undefined],
    ['H', '0/2'],
  ];
  const order = (sort: Parameters<typeof sortByHitRate>[2]) =>
    sortByHitRate(rows, ([, text]) => (text ? rate(text) : undefined), sort).map(([name]) => name);

  it.each([
    ['listed', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']],
    // 8/10 (C, F: listed order), 2/3, 5/10 before 4/8 (more games), 0/2, then those without a rate.
    ['lastTenHighFirst', ['C', 'F', 'E', 'A', 'D', 'H', 'B', 'G']],
    // 0/2, 5/10 before 4/8 (more games), 2/3, 8/10 (C, F), then those without a rate.
    ['lastTenLowFirst', ['H', 'A', 'D', 'E', 'C', 'F', 'B', 'G']],
  ] as const)('orders %s', (sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });

  it('leaves its input alone', () => {
    const before = rows.map(([name]) => name);
    order('lastTenHighFirst');
    expect(rows.map(([name]) => name)).toEqual(before);
  });
});

describe('isPropsSort', () => {
  it.each([
    ['listed', true],
    ['lastTenHighFirst', true],
    ['lastTenLowFirst', true],
    ['name', false],
    [3, false],
  ])('%s → %s', (value, expected) => {
    expect(isPropsSort(value)).toBe(expected);
  });
});
