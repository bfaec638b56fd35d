import styled from 'styled-components';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

interface LoadingProps {
  label?: string;
}

/** The loading text the spec quotes ('Loading...'), announced politely to screen readers. */
export function Loading({ label = 'Loading...' }: LoadingProps) {
  return (
    <Text role="status" aria-live="polite">
      {label}
    </Text>
  );
}
