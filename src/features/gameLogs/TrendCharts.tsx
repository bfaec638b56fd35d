import styled from 'styled-components';
import { WeekChart } from '../../components/WeekChart';
import { WeekTable } from '../../lib/chart/WeekTable';
import type { StatPart } from '../../domain/statColumns';
import { seasonAverage, valuesByWeek } from '../../lib/weeklySeries';
import { trendSummary } from './trendSummary';
import type { GameLogRow } from './types';

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

interface TrendChartsProps {
  name: string;
  games: readonly GameLogRow[];
  stats: readonly StatPart[];
  /** The last week on the charts' week axis. */
  lastWeek: number;
}

/** A chart per main stat of the player's position by week, with its season average, and the same as a table. */
export function TrendCharts({ name, games, stats, lastWeek }: TrendChartsProps) {
  const trends = stats.map((stat) => {
    const values = valuesByWeek(games, (game) => stat.value(game), lastWeek);
    return { stat, values, average: seasonAverage(values) };
  });
  return (
    <>
      <Charts>
        {trends.map(({ stat, values, average }) => (
          <WeekChart
            key={stat.header}
            title={stat.header}
            series={[{ key: stat.header, label: name, values }]}
            lastWeek={lastWeek}
            format={stat.format}
            average={average}
            summary={trendSummary(stat, values, average)}
          />
        ))}
      </Charts>
      <WeekTable
        summary="Show the trends as a table"
        caption={`${name}: ${stats.map((stat) => stat.header).join(', ')} by week`}
        lastWeek={lastWeek}
        columns={trends.map(({ stat, values, average }) => ({
          key: stat.header,
          label: stat.header,
          values,
          format: stat.format,
          average,
        }))}
      />
    </>
  );
}
