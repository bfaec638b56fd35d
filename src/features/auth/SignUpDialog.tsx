import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { signUpWithEmail, signUpWithGoogle } from './authFlows';
import { selectAuthError, selectAuthPending } from './authSlice';
import { CredentialFields, type Credentials } from './CredentialFields';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** 'Create Account': email and password, or Google; Cancel closes it. */
export function SignUpDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectAuthPending);
  const error = useAppSelector(selectAuthError);
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  return (
    <Modal title="Create Account" onClose={onClose}>
      <Intro>Enter your email and password to create a new account, or sign up with Google.</Intro>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void dispatch(signUpWithEmail(credentials.email, credentials.password));
        }}
      >
        <CredentialFields value={credentials} onChange={setCredentials} passwordAutoComplete="new-password" />
        {error && <ErrorText>{error}</ErrorText>}
        <Actions>
          <Button type="submit" disabled={pending}>
            Sign Up with Email
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={pending}
            onClick={() => void dispatch(signUpWithGoogle())}
          >
            Sign Up with Google
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
