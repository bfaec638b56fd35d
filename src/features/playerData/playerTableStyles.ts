import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { palettes, theme } from '../../components/theme';
import { AA_CONTRAST, readableOn } from '../../lib/contrast';
import { lazy } from '../../domain/lazy';
import { TEAM_COLORS } from './teamColors';

/** Every body row is exactly this tall (cells do not wrap), so the row window needs no measuring. */
export const ROW_HEIGHT = 44;

// Team primaries such as the Raiders' silver are unreadable on white: darken them just enough for AA.
// Worked out when a table first renders, not as the screen's code loads: the screen opens without one.
const teamColorRules = lazy(() =>
  Object.entries(TEAM_COLORS)
    .map(([className, { primary }]) => {
      const color = readableOn(primary, [theme.colors.surface, theme.colors.rowSelected]);
      const dark = readableOn(primary, [palettes.dark.surface, palettes.dark.rowSelected], AA_CONTRAST, 'white');
      return `.${className} { color: ${color}; } :root[data-theme='dark'] & .${className} { color: ${dark}; }`;
    })
    .join('\n'),
);

/** The table's own scroll box: sideways for the wide groups, downwards for long seasons. */
export const Scroller = styled.div`
  max-height: min(70vh, 760px);
  overflow: auto;
  contain: content;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 0 ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    vertical-align: middle;
  }

  tbody th,
  tbody td {
    height: ${ROW_HEIGHT}px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  /* The name's own box cuts it, not the cell: its full view spills over the next cells, above them. */
  tbody th {
    overflow: visible;
    font-weight: 600;
  }

  .name {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  /* A cut name in full, in place: on hover of its cell, and while a control of its row has keyboard focus. */
  tbody th:hover > .name.cut,
  tr:has(:focus-visible) .name.cut {
    width: max-content;
    margin: -${({ theme }) => theme.space(1)} -${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    overflow: visible;
    border-radius: ${({ theme }) => theme.radius};
    background: inherit;
    box-shadow:
      0 0 0 1px ${({ theme }) => theme.colors.border},
      ${({ theme }) => theme.shadow};
  }

  /* The header row sticks as one box, not as a box per heading: one layer to move, not fifteen. */
  thead {
    position: sticky;
    top: 0;
    z-index: 2;
  }

  thead th {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.tableHeader};
    vertical-align: bottom;
    font-size: 0.875rem;
    line-height: 1.25;
  }

  thead th:first-child,
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th:first-child {
    z-index: 3;
  }

  .num {
    text-align: right;
  }

  tr.selected th,
  tr.selected td {
    background: ${({ theme }) => theme.colors.rowSelected};
  }

  tr.spacer td {
    height: auto;
    padding: 0;
    border: 0;
  }

  .team {
    font-weight: 600;
  }

  ${() => teamColorRules()}
`;

export const ToggleButton = styled(Button)`
  min-width: 6.5rem;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
`;

/** Beside the Select toggle: the row's link to the player's game log. */
export const GameLogLink = styled(Link)`
  margin-left: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  font-size: 0.875rem;
`;
