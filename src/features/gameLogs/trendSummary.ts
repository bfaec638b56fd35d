import type { WeekValues } from '../../lib/weeklySeries';

interface Stat {
  header: string;
  format: (value: number) => string;
}

/** A week's value in words: 'week 3: 286'. */
const weekValue = (stat: Stat, week: number, value: number) => `week ${week}: ${stat.format(value)}`;

/**
 * A trend chart in words, its accessible name: 'Passing Yards by week, 14 games: lowest week 9: 150,
 * highest week 11: 341, season average 245.3'; 'no games' without any value.
 */
export function trendSummary(stat: Stat, values: WeekValues, average: number | undefined): string {
  const played = values.flatMap((value, index) => (value === undefined ? [] : [{ week: index + 1, value }]));
  if (played.length === 0 || average === undefined) return `${stat.header} by week: no games`;
  const lowest = played.reduce((low, point) => (point.value < low.value ? point : low));
  const highest = played.reduce((high, point) => (point.value > high.value ? point : high));
  const games = `${played.length} ${played.length === 1 ? 'game' : 'games'}`;
  return `${stat.header} by week, ${games}: lowest ${weekValue(stat, lowest.week, lowest.value)}, highest ${weekValue(stat, highest.week, highest.value)}, season average ${stat.format(average)}`;
}
