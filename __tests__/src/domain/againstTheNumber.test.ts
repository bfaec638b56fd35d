import { medianLine, spreadResult, totalResult } from '../../../src/domain/againstTheNumber';

describe('medianLine', () => {
  it.each<[string, number[], number | undefined]>([
    ['three books: the middle one', [-3.5, -2.5, -3], -3],
    ['three books, in any order', [47.5, 44, 45.5], 45.5],
    ['three books, two alike', [-7, -6.5, -7], -7],
    ['two books: their mean', [-3, -3.5], -3.25],
    ['two books either side of 0', [-0.5, 0.5], 0],
    ['one book: its line', [44.5], 44.5],
    ['no book', [], undefined],
    ['a non-finite line is no line', [NaN, -3, Infinity], -3],
  ])('%s', (_name, lines, median) => {
    expect(medianLine(lines)).toBe(median);
  });

  it('leaves the lines it is given in their order', () => {
    const lines = [3, 1, 2];
    medianLine(lines);
    expect(lines).toEqual([3, 1, 2]);
  });
});

describe('spreadResult', () => {
  it.each<[string, number, number, number, ReturnType<typeof spreadResult>]>([
    ['a 3.5-point favourite winning by 4 covers', 24, 20, -3.5, 'cover'],
    ['a 3.5-point favourite winning by 3 misses', 23, 20, -3.5, 'miss'],
    ['a 3-point favourite winning by 3 pushes', 23, 20, -3, 'push'],
    ['a 3.5-point underdog losing by 3 covers', 20, 23, 3.5, 'cover'],
    ['a 3.5-point underdog losing by 4 misses', 20, 24, 3.5, 'miss'],
    ['an underdog winning outright covers', 27, 20, 6.5, 'cover'],
    ["a pick'em winner covers", 21, 20, 0, 'cover'],
    ["a pick'em tie pushes", 20, 20, 0, 'push'],
    ['a median of two books (−3.25): winning by 3 misses', 23, 20, -3.25, 'miss'],
    ['a median of two books (−3.25): winning by 4 covers', 24, 20, -3.25, 'cover'],
  ])('%s', (_name, pointsFor, pointsAgainst, spread, result) => {
    expect(spreadResult(pointsFor, pointsAgainst, spread)).toBe(result);
  });

  it('grades the two sides of a game oppositely, or both as a push', () => {
    for (const [home, away, homeSpread] of [
      [24, 20, -3.5],
      [17, 20, -2.5],
      [20, 17, -3],
      [10, 10, 1],
    ] as const) {
      const homeResult = spreadResult(home, away, homeSpread);
      const awayResult = spreadResult(away, home, -homeSpread);
      expect({ cover: 'miss', miss: 'cover', push: 'push' }[homeResult]).toBe(awayResult);
    }
  });
});

describe('totalResult', () => {
  it.each<[number, number, ReturnType<typeof totalResult>]>([
    [45, 44.5, 'over'],
    [44, 44.5, 'under'],
    [44, 44, 'push'],
    [0, 37.5, 'under'],
    [45, 44.75, 'over'],
  ])('%d points against %d is %s', (points, total, result) => {
    expect(totalResult(points, total)).toBe(result);
  });
});
