import styled, { css } from 'styled-components';

/* The props table's cells and the row toggle (PropsTable). */

/** A cell of the props table: its padding, a little roomier from sm up. */
export const cell = css`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
  text-align: left;
  vertical-align: middle;
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

export const Cell = styled.td`
  ${cell}
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    text-align: center;
  }
`;

export const PlayerCell = styled.th`
  ${cell}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;

/*
 * --line-width: the width the research under a row may take, the frame's less the cell's padding. On
 * a phone the spec's columns can be wider than the frame (it scrolls sideways); the research stays in view.
 */
export const DetailCell = styled.td`
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  --line-width: calc(100cqi - ${({ theme }) => theme.space(4)});

  ${({ theme }) => theme.media.sm} {
    padding-left: 4rem;
    --line-width: calc(100cqi - 4rem - ${({ theme }) => theme.space(2)});
  }
`;

/** Under a player's row, as part of it: his matchup and hit rates, in line with his name. */
export const ResearchCell = styled.td`
  padding: 0 ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)} calc(3rem + ${({ theme }) => theme.space(1.5)});
  --line-width: calc(100cqi - 3rem - ${({ theme }) => theme.space(3)});

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} calc(4rem + ${({ theme }) => theme.space(2)});
    --line-width: calc(100cqi - 4rem - ${({ theme }) => theme.space(4)});
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  span {
    display: inline-block;
    transition: transform 120ms ease-out;
  }

  &[aria-expanded='true'] span {
    transform: rotate(90deg);
  }
`;
