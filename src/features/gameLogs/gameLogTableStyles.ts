import styled from 'styled-components';

/** The log's own scroll box: sideways when the position's columns are wider than the screen. */
export const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }

  /* Long headings ('Receptions / Targets') wrap, so that the columns take their numbers' width. */
  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
    vertical-align: bottom;
    font-size: 0.875rem;
    white-space: normal;
  }

  thead th.num {
    min-width: 5.5rem;
  }

  tbody th {
    font-weight: 600;
  }

  tfoot th,
  tfoot td {
    border-top: 2px solid ${({ theme }) => theme.colors.textMuted};
    border-bottom: 0;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  .num {
    text-align: right;
  }

  .result-W {
    color: ${({ theme }) => theme.colors.positive};
    font-weight: 600;
  }

  .result-L {
    color: ${({ theme }) => theme.colors.negative};
    font-weight: 600;
  }
`;
