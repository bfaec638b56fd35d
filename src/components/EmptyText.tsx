import styled from 'styled-components';

/** A quiet message where a list has nothing to show. */
export const EmptyText = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
