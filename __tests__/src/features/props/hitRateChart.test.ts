import { chartSummary, chartTop, opponentShort } from '../../../../src/features/props/hitRateChart';
import type { HitRates } from '../../../../src/features/props/hitRates';

describe('chartTop', () => {
  it.each([
    [[300, 240, 251], 250.5, 360],
    [[40, 50], 61.5, 73.8],
    [[0, 0], 0.5, 0.6],
    [[-3, 0], 0, 1],
    [[], 12.5, 15],
  ])('of %j against %d is %d', (values, line, top) => {
    expect(chartTop(values, line)).toBeCloseTo(top, 6);
  });
});

describe('opponentShort', () => {
  it('uses the alias of a known team and the name otherwise', () => {
    expect(opponentShort('Kansas City Chiefs')).toBe('KC');
    expect(opponentShort('London Monarchs')).toBe('London Monarchs');
  });
});

describe('chartSummary', () => {
  it('says the tally and each game in words', () => {
    const rates: HitRates = {
      lastFive: { hits: 1, games: 3 },
      lastTen: { hits: 1, games: 3 },
      season: { hits: 1, games: 3 },
      smallSample: true,
      recent: [
        { week: 1, opponent: 'Washington Commanders', value: 77, outcome: 'over' },
        { week: 2, opponent: 'San Francisco 49ers', value: 61, outcome: 'under' },
        { week: 3, opponent: 'Green Bay Packers', value: 61, outcome: 'push' },
      ],
    };
    expect(chartSummary('Receiving Yards', 61, rates)).toBe(
      'Receiving Yards in the last 3 games against the line 61: 1 over, 1 under, 1 push. ' +
        'week 1 vs WAS 77, over; week 2 vs SF 61, under; week 3 vs GB 61, push.',
    );
  });
});
