import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { Loading } from '../../components/Loading';
import { Select } from '../../components/Select';
import { WeekChart } from '../../components/WeekChart';
import { WeekTable } from '../../lib/chart/WeekTable';
import { selectComparedPlayers } from './comparisonSelectors';
import { selectSelectedPlayers } from './comparisonSlice';
import { selectWeeklyStat, weeklyStatChosen } from './comparisonViewSlice';
import { chosenWeeklyStat, weeklyLines, weeklyStats, type WeeklyGame } from './weeklyComparison';

/** The compared players' games as the dialog gets them (composed in app/pages). */
export type WeeklyGames =
  { state: 'loading' } | { state: 'failed'; failure: string } | { state: 'ready'; games: readonly WeeklyGame[] };

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    font-weight: 600;
  }
`;

/** The By week view: the chosen stat of each compared player, week by week, one line each, and as a table. */
export function ComparisonByWeek({ logs }: { logs: WeeklyGames }) {
  const players = useAppSelector(selectSelectedPlayers);
  const headings = useAppSelector(selectComparedPlayers);
  const chosen = useAppSelector(selectWeeklyStat);
  const dispatch = useAppDispatch();
  const selectId = useId();
  const options = weeklyStats(players);
  const stat = chosenWeeklyStat(options, chosen, players);
  if (!stat) return <EmptyText>No weekly stats for these players.</EmptyText>;

  let body;
  if (logs.state === 'loading') body = <Loading />;
  else if (logs.state === 'failed') body = <EmptyText>{logs.failure}</EmptyText>;
  else {
    const { lastWeek, lines } = weeklyLines(players, logs.games, stat);
    const named = lines.map((line, index) => ({ ...line, label: headings[index]?.heading ?? '' }));
    const title = stat.part.header;
    body =
      lastWeek === 0 ? (
        <EmptyText>No games played yet.</EmptyText>
      ) : (
        <>
          <WeekChart
            title={`${title} by week`}
            axisLabel={title}
            series={named}
            lastWeek={lastWeek}
            format={stat.part.format}
            summary={`${title} by week: ${named.map((line) => line.label).join(', ')}. The table below lists every week.`}
          />
          <WeekTable
            summary="Show by week as a table"
            caption={`${title} by week`}
            lastWeek={lastWeek}
            columns={named.map((line) => ({
              key: line.key,
              label: line.label,
              values: line.values,
              format: stat.part.format,
              average: line.average,
            }))}
          />
        </>
      );
  }

  return (
    <div>
      <Field>
        <label htmlFor={selectId}>Stat</label>
        <Select
          id={selectId}
          value={stat.part.header}
          onChange={(event) => dispatch(weeklyStatChosen(event.target.value))}
        >
          {options.map((option) => (
            <option key={option.part.header} value={option.part.header}>
              {option.part.header}
            </option>
          ))}
        </Select>
      </Field>
      {body}
    </div>
  );
}
