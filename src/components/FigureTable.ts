import styled from 'styled-components';

/**
 * A compact table of figures (line history, records, defence ranks): numbers right-aligned in
 * tabular digits, the row headers and the first column left, a muted caption and header row.
 */
export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
  }

  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
`;
