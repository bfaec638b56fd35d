import {
  bestHitCount,
  compareHitCounts,
  isPropsSort,
  sortByHitRate,
  wilsonBounds,
} from '../../../../src/features/props/hitRateSort';
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
    [['4/4', '9/10'], '9/10'], // a perfect small sample is less sure than 9 of 10
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
    // By the low end of the 95% Wilson range: 8/10 (C, F: listed order) .490, 5/10 .237, 4/8 .215, 2/3 .208, 0/2 0;
    // then those without a rate.
    ['lastTenHighFirst', ['C', 'F', 'A', 'D', 'E', 'H', 'B', 'G']],
    // By the high end: 0/2 .658, 5/10 .763, 4/8 .785, 2/3 .939, 8/10 (C, F) .943; then those without a rate.
    ['lastTenLowFirst', ['H', 'A', 'D', 'E', 'C', 'F', 'B', 'G']],
  ] as const)('orders %s', (sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });

  it('puts small samples after full ones: 9/10 above 2/2 high to low, 1/10 above 0/2 low to high', () => {
    const few: [string, string][] = [
      ['two of two', '2/2'],
      ['nine of ten', '9/10'],
      ['none of two', '0/2'],
      ['one of ten', '1/10'],
    ];
    const sorted = (sort: 'lastTenHighFirst' | 'lastTenLowFirst') =>
      sortByHitRate(few, ([, text]) => rate(text), sort).map(([name]) => name);
    expect(sorted('lastTenHighFirst')).toEqual(['nine of ten', 'two of two', 'one of ten', 'none of two']);
    expect(sorted('lastTenLowFirst')).toEqual(['one of ten', 'none of two', 'nine of ten', 'two of two']);
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

describe('wilsonBounds', () => {
  it.each([
    ['9/10', 0.5958, 0.9821],
    ['2/2', 0.3424, 1],
    ['0/2', 0, 0.6576],
    ['5/10', 0.2366, 0.7634],
  ])('of %s: %d to %d (95%%)', (text, lower, upper) => {
    const bounds = wilsonBounds(rate(text));
    expect(bounds.lower).toBeCloseTo(lower, 4);
    expect(bounds.upper).toBeCloseTo(upper, 4);
  });

  it('is 0 to 1 without games', () => {
    expect(wilsonBounds({ hits: 0, games: 0 })).toEqual({ lower: 0, upper: 1 });
  });
});
