import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** An error message in red, announced to screen readers at once. */
export function ErrorText({ children }: { children: ReactNode }) {
  return <Text role="alert">{children}</Text>;
}
