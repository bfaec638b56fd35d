import {
  BREAK_EVEN_AT_110,
  coverRate,
  formatRate,
  formatRecord,
  joinAnd,
  MIN_SPLIT_GAMES,
  recordTexts,
  weekList,
} from '../../../../src/features/teams/recordRates';

describe('the −110 break-even', () => {
  it('is 110 / 210, shown as 52.4% (not 50%)', () => {
    expect(BREAK_EVEN_AT_110).toBeCloseTo(0.5238095, 7);
    expect(formatRate(BREAK_EVEN_AT_110)).toBe('52.4%');
  });
});

describe('coverRate', () => {
  it.each<[string, [number, number, number], ReturnType<typeof coverRate>]>([
    ['no games', [0, 0, 0], { kind: 'fewGames' }],
    ['two games', [2, 0, 0], { kind: 'fewGames' }],
    ['two games and no more, pushes counted', [1, 0, 1], { kind: 'fewGames' }],
    ['three games: 2-1 is above', [2, 1, 0], { kind: 'rate', rate: 2 / 3, versus: 'above' }],
    ['pushes left out: 1-1-1 is 50%, below', [1, 1, 1], { kind: 'rate', rate: 0.5, versus: 'below' }],
    ['11-10 is exactly the break-even', [11, 10, 0], { kind: 'rate', rate: 11 / 21, versus: 'at' }],
    ['8-7 (53.3%) is above 52.4% though near 50%', [8, 7, 0], { kind: 'rate', rate: 8 / 15, versus: 'above' }],
    ['10-9 (52.6%) is above', [10, 9, 0], { kind: 'rate', rate: 10 / 19, versus: 'above' }],
    ['9-9 (50%) is below', [9, 9, 2], { kind: 'rate', rate: 0.5, versus: 'below' }],
    ['0-3 is 0%', [0, 3, 0], { kind: 'rate', rate: 0, versus: 'below' }],
    ['three pushes: nothing to rate', [0, 0, 3], { kind: 'allPushes' }],
  ])('%s', (_name, [covers, misses, pushes], expected) => {
    expect(coverRate({ covers, misses, pushes })).toEqual(expected);
  });

  it('needs 3 games', () => {
    expect(MIN_SPLIT_GAMES).toBe(3);
  });
});

describe('formatting', () => {
  it.each([
    [2 / 3, '66.7%'],
    [0.5, '50.0%'],
    [10 / 19, '52.6%'],
    [1, '100.0%'],
    [0, '0.0%'],
  ])('%d → %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it.each([
    [[9, 7, 0], '9-7'],
    [[9, 7, 1], '9-7-1'],
    [[0, 0, 0], '0-0'],
  ] as const)('record %j → %s', ([a, b, c], text) => {
    expect(formatRecord(a, b, c)).toBe(text);
  });

  it('writes a split as record, ATS and O/U', () => {
    expect(
      recordTexts({
        games: 5,
        straightUp: { wins: 2, losses: 2, ties: 1 },
        ats: { covers: 2, misses: 1, pushes: 1 },
        ou: { overs: 3, unders: 0, pushes: 1 },
      }),
    ).toEqual({ straightUp: '2-2-1', ats: '2-1-1', ou: '3-0-1' });
  });

  it.each([
    [[4], 'week 4'],
    [[2, 5], 'weeks 2 and 5'],
    [[2, 5, 7], 'weeks 2, 5 and 7'],
  ])('weeks %j → %s', (weeks, text) => {
    expect(weekList(weeks)).toBe(text);
  });

  it('joins names with commas and "and"', () => {
    expect(joinAnd(['FanDuel', 'DraftKings', 'BetMGM'])).toBe('FanDuel, DraftKings and BetMGM');
    expect(joinAnd([])).toBe('');
  });
});
