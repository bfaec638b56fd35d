import styled from 'styled-components';
import { Button } from '../../components/Button';

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

export const Table = styled.table`
  width: 100%;
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

  /* The bet's words and a status's message wrap, down to a width that keeps them readable. */
  tbody th {
    font-weight: 600;
    white-space: normal;
  }

  tbody th > .title {
    display: block;
    min-width: 10rem;
  }

  td.status {
    min-width: 8rem;
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
`;

/** A bet's legs, one a line, in the game, bet and close cells alike (so they line up across the row). */
export const Legs = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  font-weight: 400;

  li {
    white-space: normal;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** A cell's second line: a time under its date, a week under its game, a close's line under its source. */
export const Line = styled.span<{ $muted?: boolean }>`
  display: block;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : 'inherit')};
`;

/** A line under a cell's value: a note, the key-number remark, an outbox message. */
export const Aside = styled.span`
  display: block;
  max-width: 22rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 400;
  white-space: normal;
  overflow-wrap: anywhere;
`;

export const Tag = styled.strong`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
`;

/** Edit over Delete: the column stays narrow, so the table fits a desktop's width. */
export const RowActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
`;

export const SmallButton = styled(Button)`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
`;
