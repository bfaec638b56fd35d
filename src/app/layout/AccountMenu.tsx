import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectCurrentUser } from '../../features/auth/authSlice';

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  min-width: 0;
`;

const Email = styled.span`
  overflow: hidden;
  max-width: 28ch;
  color: ${({ theme }) => theme.colors.headerMuted};
  font-size: 0.875rem;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.media.belowMd} {
    max-width: 14ch;
  }
`;

const action = css`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.headerText};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.headerControl};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.headerControlHover};
  }
`;

const SignInLink = styled(Link)`
  ${action}
`;

const SignOutButton = styled.button`
  ${action}
`;

/** The sign-in flows load with the login screen; signing out fetches them on demand. */
const signOutLater = () => import(/* webpackChunkName: "auth-flows" */ '../../features/auth/authFlows').then((flows) => flows.signOut());

/** 'Sign in' when signed out; the email and 'Sign out' when signed in (sign-out keeps the page). */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  if (user) {
    return (
      <Area>
        <Email title={user.email ?? undefined}>{user.email ?? user.displayName}</Email>
        <SignOutButton type="button" onClick={() => void signOutLater().then((thunk) => dispatch(thunk))}>
          Sign out
        </SignOutButton>
      </Area>
    );
  }
  return (
    <Area aria-busy={status === 'unknown'}>
      <SignInLink to="/login">Sign in</SignInLink>
    </Area>
  );
}
