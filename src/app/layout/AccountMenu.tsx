import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppThunk } from '../../app/store';
import { DismissButton } from '../../components/DismissButton';
import { preloadScreen } from '../screens';
import { AccountPopup, MY_BETS_PATH } from './AccountPopup';
import {
  selectAuthStatus,
  selectCurrentUser,
  selectSignOutFailed,
  signOutFailed,
  signOutFailureDismissed,
  signOutRequested,
} from '../../features/auth/authSlice';

const Area = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  min-width: 0;
`;

/** From md up: the email and Sign out side by side. Below md the account button stands in for them. */
const Wide = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

const Email = styled.span`
  overflow: hidden;
  max-width: 28ch;
  color: ${({ theme }) => theme.colors.headerMuted};
  font-size: 0.875rem;
  text-overflow: ellipsis;
  white-space: nowrap;
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

/** The user's own page (issue #61): in the account area, not among the header's five entries. */
const MyBetsLink = styled(NavLink)`
  ${action}
  background: transparent;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.headerOutline};

  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.gold};
  }
`;

/** Under the account entry, over the page: the header's row has no room for a sentence. */
const Failure = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  right: 0;
  z-index: 20;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  width: max-content;
  max-width: min(320px, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * The sign-in flows load with the login screen; signing out fetches them on demand. A chunk that does
 * not load, or a service that refuses, is said under the menu; the user stays signed in.
 */
const signOutLater = (): AppThunk<Promise<void>> => async (dispatch) => {
  dispatch(signOutRequested());
  try {
    const flows = await import(/* webpackChunkName: "auth-flows" */ '../../features/auth/authFlows');
    await dispatch(flows.signOut());
  } catch (error) {
    console.error('Sign-out failed:', error);
    dispatch(signOutFailed());
  }
};

/**
 * 'Sign in' when signed out; 'My bets', the email and 'Sign out' when signed in (sign-out keeps the page), behind an
 * account button below md.
 */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const failed = useAppSelector(selectSignOutFailed);
  if (user) {
    const email = user.email ?? user.displayName ?? '';
    const signOut = () => void dispatch(signOutLater());
    return (
      <Area>
        <Wide>
          <MyBetsLink
            to={MY_BETS_PATH}
            onMouseEnter={() => preloadScreen(MY_BETS_PATH)}
            onFocus={() => preloadScreen(MY_BETS_PATH)}
          >
            My bets
          </MyBetsLink>
          <Email title={user.email ?? undefined}>{email}</Email>
          <SignOutButton type="button" onClick={signOut}>
            Sign out
          </SignOutButton>
        </Wide>
        <AccountPopup email={email} onSignOut={signOut} />
        {failed && (
          <Failure role="alert">
            <span>Could not sign out. Check your connection and try again.</span>
            <DismissButton onClick={() => dispatch(signOutFailureDismissed())} />
          </Failure>
        )}
      </Area>
    );
  }
  return (
    <Area aria-busy={status === 'unknown'}>
      <SignInLink to="/login">Sign in</SignInLink>
    </Area>
  );
}
