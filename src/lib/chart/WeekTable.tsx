import styled from 'styled-components';
import type { WeekValues } from '../weeklySeries';

/** One column of the table: a series' values by week, and how they read. */
export interface WeekColumn {
  key: string;
  label: string;
  values: WeekValues;
  format: (value: number) => string;
  /** Shown in the last row ('Season average'); none leaves the cell empty. */
  average?: number;
}

interface WeekTableProps {
  /** The disclosure's label ('Show the trends as a table'). */
  summary: string;
  caption: string;
  columns: readonly WeekColumn[];
  lastWeek: number;
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Table = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(1)};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }

  th[scope='row'],
  th:first-child {
    text-align: left;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
  }
`;

/** No game that week (a bye or a game missed), or no value. */
const NONE = '—';

/**
 * The charts' values as a table, behind a disclosure (the alternative for screen readers and
 * keyboards): a row per week, a column per series, and the season averages last.
 */
export function WeekTable({ summary, caption, columns, lastWeek }: WeekTableProps) {
  const weeks = Array.from({ length: Math.max(0, lastWeek) }, (_, index) => index + 1);
  const hasAverages = columns.some((column) => column.average !== undefined);
  return (
    <Details>
      <summary>{summary}</summary>
      <Scroller role="region" aria-label={`${caption}, scrollable`} tabIndex={0}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week}>
                <th scope="row">{week}</th>
                {columns.map((column) => {
                  const value = column.values[week - 1];
                  return <td key={column.key}>{value === undefined ? NONE : column.format(value)}</td>;
                })}
              </tr>
            ))}
            {hasAverages && (
              <tr>
                <th scope="row">Season average</th>
                {columns.map((column) => (
                  <td key={column.key}>{column.average === undefined ? NONE : column.format(column.average)}</td>
                ))}
              </tr>
            )}
          </tbody>
        </Table>
      </Scroller>
    </Details>
  );
}
