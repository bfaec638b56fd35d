import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthNotice } from '../../features/auth/AuthNotice';
import styled from 'styled-components';
import { Loading } from '../../components/Loading';
import { ConnectionNotice } from './ConnectionNotice';
import { AppFooter } from './AppFooter';
import { Header } from './Header';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a viewport tall: the footer starts below the fold, so a screen's data arriving never moves it (no layout
// shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

/** The shared layout of spec §2: header with banner, the page area and the footer. */
export function AppLayout() {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <AuthNotice />
        <ConnectionNotice />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Main>
      <AppFooter />
    </Shell>
  );
}
