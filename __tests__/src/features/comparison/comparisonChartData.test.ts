import fc from 'fast-check';
import { comparisonRows, type ComparisonStat } from '../../../../src/domain/statColumns';
import {
  barFractions,
  chartedStats,
  chartLabel,
  chartValue,
} from '../../../../src/features/comparison/comparisonChartData';
import { player } from '../playerData/fixtures';

const stat = (values: (number | undefined)[]): ComparisonStat => ({
  header: 'Passing Yards',
  values,
  format: (value) => value.toLocaleString('en-US'),
});

describe('barFractions', () => {
  it.each<[string, (number | undefined)[], number[]]>([
    ['scales to the largest value', [4183, 3731], [1, 3731 / 4183]],
    ['gives equal values full bars', [10, 10, 10], [1, 1, 1]],
    ['draws no bar for zero', [0, 5], [0, 1]],
    ['draws no bar for a negative value, and does not scale by it', [-20, 5, 10], [0, 0.5, 1]],
    ['draws no bar for a missing value', [undefined, 7], [0, 1]],
    ['draws no bars when nothing is positive', [0, -3, undefined], [0, 0, 0]],
    ['draws nothing for no players', [], []],
  ])('%s', (_, values, fractions) => {
    expect(barFractions(values)).toEqual(fractions);
  });

  it('keeps every bar between 0 and 1, the largest positive value at 1', () => {
    const value = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(fc.array(value, { maxLength: 4 }), (values) => {
        const fractions = barFractions(values);
        for (const fraction of fractions) expect(fraction >= 0 && fraction <= 1).toBe(true);
        if (values.some((v) => v !== undefined && v > 0)) expect(Math.max(...fractions)).toBe(1);
      }),
    );
  });
});

describe('chart labels', () => {
  it('names the stat and each player with the value as the table shows it', () => {
    expect(chartLabel(stat([4183, 3731]), ['Patrick Mahomes', 'Josh Allen'])).toBe(
      'Passing Yards: Patrick Mahomes 4,183; Josh Allen 3,731',
    );
  });

  it('says no value where a value is missing, and — on the chart', () => {
    expect(chartLabel(stat([undefined, 0, -3]), ['A', 'B', 'C'])).toBe('Passing Yards: A no value; B 0; C -3');
    expect([0, 1, 2].map((index) => chartValue(stat([undefined, 0, -3]), index))).toEqual(['—', '0', '-3']);
  });
});

describe('chartedStats', () => {
  it('charts every number at least one player has, an a / b row as two, no text rows', () => {
    const qb = player({ position: 'QB', pass_completions: 300, pass_yards: 4000 });
    const cb = player({ position: 'CB', tackles: 47, sacks: 0 });
    expect(chartedStats(comparisonRows([qb, cb])).map((s) => [s.header, s.values])).toEqual([
      ['Games Played', [17, 17]],
      ['Completions', [300, undefined]],
      ['Passing Yards', [4000, undefined]],
      ['Avg Pass YPG', [235.3, undefined]],
      ['Tackles', [undefined, 47]],
      ['Sacks', [undefined, 0]],
    ]);
  });
});
