import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT } from '../../config/constants';
import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin } from '../../features/admin/adminSlice';
import { AccountMenu } from './AccountMenu';
import { Banner } from './Banner';
import { Logo } from '../../components/layout/Logo';
import { NavMenu } from './NavMenu';
import { NavTabs } from './NavTabs';
import { ThemeToggle } from '../../components/layout/ThemeToggle';
import { useThemeSwitch } from './useThemeSwitch';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 1440px;
  min-height: 60px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const Title = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.headerText};
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  align-self: stretch;
  align-items: center;
  flex: 1;
`;

/**
 * The shared header: title (→ /nfl), navigation, account entry, the theme switch (in the dropdown menu below md) and
 * the banner.
 */
export function Header() {
  const { pathname } = useLocation();
  const isAdmin = useAppSelector(selectIsAdmin);
  const themeSwitch = useThemeSwitch();
  return (
    <Bar>
      <Inner>
        <Title to="/nfl">
          <Logo />
          {PRODUCT}
        </Title>
        <Nav aria-label="Main">
          <NavTabs pathname={pathname} />
          <NavMenu pathname={pathname} />
        </Nav>
        <AccountMenu />
        <ThemeToggle {...themeSwitch} inMenu />
      </Inner>
      <Banner isAdmin={isAdmin} />
    </Bar>
  );
}
