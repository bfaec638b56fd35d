import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { ErrorText } from '../../components/ErrorText';
import { Logo } from '../../components/layout/Logo';
import { loginWithEmail, signInWithGoogle } from './authFlows';
import { authErrorCleared, selectAuthError, selectAuthPending, selectAuthStatus } from './authSlice';
import { CredentialFields, type Credentials } from './CredentialFields';
import { SignUpDialog } from './SignUpDialog';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  width: min(100%, 400px);
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: center;

  h1 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Browse = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  font-size: 0.875rem;
`;

export default function LoginScreen() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const pending = useAppSelector(selectAuthPending);
  const error = useAppSelector(selectAuthError);
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [signingUp, setSigningUp] = useState(false);

  if (status === 'signedIn') return <Navigate to="/nfl" replace />;

  const toggleSignUp = (open: boolean) => {
    dispatch(authErrorCleared());
    setSigningUp(open);
  };

  return (
    <Page>
      <Card>
        <Logo size={48} />
        <h1>Login</h1>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void dispatch(loginWithEmail(credentials.email, credentials.password));
          }}
        >
          <CredentialFields value={credentials} onChange={setCredentials} passwordAutoComplete="current-password" />
          {error && !signingUp && <ErrorText>{error}</ErrorText>}
          <Stack>
            <Button type="submit" disabled={pending}>
              Login
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={pending}
              onClick={() => void dispatch(signInWithGoogle())}
            >
              Sign in with Google
            </Button>
            <Button type="button" $variant="secondary" disabled={pending} onClick={() => toggleSignUp(true)}>
              Sign Up
            </Button>
          </Stack>
        </form>
        <Browse>
          <Link to="/nfl">Browse this week without signing in</Link>
        </Browse>
      </Card>
      {signingUp && <SignUpDialog onClose={() => toggleSignUp(false)} />}
    </Page>
  );
}
