import styled from 'styled-components';

/**
 * The table's own scroll box: sideways on a phone, so the page itself never scrolls sideways. Positioned, so the
 * buttons' visually hidden words (absolutely placed) stay inside it rather than widening the page.
 */
export const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Each column's width (rem): a fixed layout reads them instead of measuring every row, which a sort redraws. */
export const COLUMN_WIDTHS = {
  placed: 7,
  game: 10,
  bet: 10.5,
  book: 6,
  price: 4.25,
  stake: 4.75,
  status: 8.25,
  profit: 4.5,
  close: 8.5,
  clv: 5,
  actions: 9,
} as const;

const TABLE_WIDTH = Object.values(COLUMN_WIDTHS).reduce((total, width) => total + width, 0);

export const Table = styled.table`
  width: 100%;
  min-width: ${TABLE_WIDTH}rem;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
    vertical-align: bottom;
  }

  /* Words that can wrap do, within their column: a bet's, a game's, a status's message, a close's source. */
  tbody th,
  tbody td {
    white-space: normal;
  }

  tbody th {
    font-weight: 600;
  }

  thead th {
    white-space: normal;
  }

  .num {
    text-align: right;
  }

  .won,
  .up {
    color: ${({ theme }) => theme.colors.positive};
    font-weight: 600;
  }

  .lost,
  .down {
    color: ${({ theme }) => theme.colors.negative};
    font-weight: 600;
  }

  tr.unsaved > * {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  tr.unsaved > :first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent};
  }

  /*
   * The rows' parts are classes of the table, not components of their own: a long history's sort or filter draws
   * rows by the hundred, and each styled component costs a render of its own.
   */

  /* A bet's legs, one a line, in the game, bet and close cells alike (so they line up across the row). */
  .legs {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: 0;
    list-style: none;
    font-weight: 400;
  }

  .legs li {
    white-space: normal;
  }

  .legs li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }

  /* A cell's second line: a time under its date, a week under its game, a close's line under its source. */
  .line {
    display: block;
  }

  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* A line under a cell's value: a note, the key-number remark, an outbox message. */
  .aside {
    display: block;
    max-width: 22rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 400;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  .tag {
    display: inline-block;
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius};
    font-size: 0.75rem;
  }

  /* Edit over Delete: the column stays narrow, so the table fits a desktop's width. */
  .row-actions {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space(1)};
  }

  /* The house's secondary button (components/Button), smaller. */
  button.small {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.8125rem;
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
  }

  button.small:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
