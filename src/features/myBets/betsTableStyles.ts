import styled from 'styled-components';
import { Button } from '../../components/Button';

/** The table's own scroll box: sideways on a phone, so the page itself never scrolls sideways. */
export const Scroller = styled.div`
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
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
    vertical-align: bottom;
  }

  tbody th {
    font-weight: 600;
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

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
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

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const SmallButton = styled(Button)`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
`;
