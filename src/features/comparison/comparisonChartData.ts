import type { ComparisonRow, ComparisonStat } from '../../domain/statColumns';
import { barTop, linearScale } from '../../lib/chart/scale';

/** The stats to chart: every number of the comparison rows that at least one player has. */
export const chartedStats = (rows: readonly ComparisonRow[]): ComparisonStat[] =>
  rows.flatMap((row) => row.stats).filter((stat) => stat.values.some((value) => value !== undefined));

/**
 * Each value's bar length as a fraction of the largest value's: 0 (no bar) for a value that is
 * missing, zero or negative.
 */
export function barFractions(values: readonly (number | undefined)[]): number[] {
  const present = values.filter((value) => value !== undefined);
  const share = linearScale([0, barTop(present)], [0, 1], { clamp: true });
  return values.map((value) => (value === undefined ? 0 : share(value)));
}

/** What a stat's value shows as: the table's format, '—' when missing or not applicable. */
export const chartValue = (stat: ComparisonStat, index: number): string => {
  const value = stat.values[index];
  return value === undefined ? '—' : stat.format(value);
};

/** The chart's accessible name: 'Passing Yards: Ann Lee 4,183; Bo Reed no value'. */
export function chartLabel(stat: ComparisonStat, names: readonly string[]): string {
  const entries = names.map(
    (name, index) => `${name} ${stat.values[index] === undefined ? 'no value' : chartValue(stat, index)}`,
  );
  return `${stat.header}: ${entries.join('; ')}`;
}
