import styled from 'styled-components';

/** Label-over-value facts in a grid (the stadium's details, the weather readings). */
export const FactList = styled.dl<{ $minColumn: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $minColumn }) => $minColumn}px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }

  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
