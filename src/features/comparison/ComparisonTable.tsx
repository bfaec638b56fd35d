import styled from 'styled-components';
import type { ComparisonRow } from '../../domain/statColumns';
import type { ComparedPlayer } from './comparisonSelectors';

const Scroller = styled.div`
  overflow-x: auto;
`;

const CompareTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
    vertical-align: bottom;
  }

  th:first-child {
    position: sticky;
    left: 0;
    min-width: 8rem;
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    white-space: normal;
  }

  thead th:first-child {
    background: ${({ theme }) => theme.colors.tableHeader};
  }

  tbody th {
    font-weight: 600;
  }
`;

/** The comparison table: a column per player, a row per stat that applies. */
export function ComparisonTable({
  players,
  rows,
}: {
  players: readonly ComparedPlayer[];
  rows: readonly ComparisonRow[];
}) {
  return (
    <Scroller role="region" aria-label="Comparison, scrollable" tabIndex={0}>
      <CompareTable>
        <thead>
          <tr>
            <th scope="col">Stat</th>
            {players.map((player) => (
              <th key={player.key} scope="col">
                {player.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.header}</th>
              {row.cells.map((value, index) => (
                <td key={players[index]?.key ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </CompareTable>
    </Scroller>
  );
}
