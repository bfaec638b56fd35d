import styled from 'styled-components';

/*
 * The parts the bet forms share (the slip's Log bet, My bets' form, its import): a row of buttons, what happened once a
 * form was sent (it takes the focus), a bet not saved yet, and the server's refusal with what it named.
 */

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const FormOutcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }

  &:focus {
    outline: none;
  }
`;

export const Refusal = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.error};
  }

  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** A logged bet the server has not taken yet: it waits in this browser, and `message` says why. */
export function NotSavedYet({ message }: { message: string | null | undefined }) {
  return (
    <div role="status">
      <p>Not saved yet — it will be sent when the server answers.</p>
      <MutedText>{`${message ?? ''}. It waits in this browser, and My bets shows it.`}</MutedText>
    </div>
  );
}
