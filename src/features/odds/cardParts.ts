import styled from 'styled-components';

/* Pieces the card's parts share: the bookmaker box's rows, the best lines, the notes. */

/** A small word on a filled tag ('Best'). */
export const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.5;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Small muted text on a line of its own under a grid row (the probabilities, a note). */
export const RowNote = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;
