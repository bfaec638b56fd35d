import styled from 'styled-components';

const Cross = styled.button`
  flex: none;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

/** The × that closes a message box, named 'Dismiss message' for screen readers. */
export function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <Cross type="button" aria-label="Dismiss message" onClick={onClick}>
      <span aria-hidden="true">×</span>
    </Cross>
  );
}
