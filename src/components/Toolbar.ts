import styled from 'styled-components';

/** A row that wraps: its first item at the start, its last at the end; spacing in theme steps. */
export const Toolbar = styled.div<{ $gap?: number; $below?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
  margin-bottom: ${({ theme, $below = 4 }) => theme.space($below)};
`;
