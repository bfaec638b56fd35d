import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Logo } from '../../components/layout/Logo';
import { NAV_ITEMS } from '../../components/layout/navItems';
import { ThemeToggle } from '../../components/layout/ThemeToggle';
import { PRODUCT } from '../../config/constants';
import { selectResolvedTheme, themeToggled } from '../theme/themeSlice';

const TILE_TEXT: Record<string, { title: string; text: string }> = {
  '/nfl': { title: 'Matchups & Odds', text: 'Every game of the week with FanDuel, DraftKings and BetMGM lines.' },
  '/player-props': { title: 'Player Props', text: 'Yardage, reception and touchdown props, player by player.' },
  '/player-data': { title: 'Player Data', text: 'Season stats for every position, with side-by-side comparison.' },
  '/team-data': { title: 'Team Profiles', text: 'Offense, defense and special teams rankings by division.' },
  '/stadiums': { title: 'Stadiums & Weather', text: 'All 30 stadiums, their facts and the current weather.' },
};

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Hero = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(14)};
  text-align: center;
`;

const ToggleCorner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(4)};
`;

const Brand = styled.h1`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: clamp(2.25rem, 1.6rem + 3vw, 3.5rem);
  font-weight: 800;
  letter-spacing: -0.03em;
`;

const Pitch = styled.p`
  margin: ${({ theme }) => theme.space(3)} auto ${({ theme }) => theme.space(8)};
  max-width: 40ch;
  color: ${({ theme }) => theme.colors.headerMuted};
  font-size: 1.125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Action = styled(Link)<{ $primary?: boolean }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.header : theme.colors.headerText)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.gold : 'transparent')};
  border: 2px solid ${({ theme, $primary }) => ($primary ? theme.colors.gold : 'rgba(255, 255, 255, 0.5)')};
`;

const Content = styled.main`
  flex: 1;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 1200px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  list-style: none;
`;

const Tile = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.accent};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The front page; `footer` is the app's (app/pages/LandingPage.tsx), where the data comes from included. */
export default function LandingScreen({ footer }: { footer: ReactNode }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectResolvedTheme);
  return (
    <Page>
      <Hero>
        <ToggleCorner>
          <ThemeToggle theme={theme} onToggle={() => dispatch(themeToggled())} />
        </ToggleCorner>
        <Brand>
          <Logo size={48} />
          {PRODUCT}
        </Brand>
        <Pitch>NFL matchups, betting lines and stats research, week by week.</Pitch>
        <Actions>
          <Action to="/nfl" $primary>
            Browse this week
          </Action>
          <Action to="/login">Sign in</Action>
        </Actions>
      </Hero>
      <Content>
        <Tiles aria-label="Screens">
          {NAV_ITEMS.map(({ to }) => {
            const tile = TILE_TEXT[to];
            return (
              tile && (
                <li key={to}>
                  <Tile to={to}>
                    <h2>{tile.title}</h2>
                    <p>{tile.text}</p>
                  </Tile>
                </li>
              )
            );
          })}
        </Tiles>
      </Content>
      {footer}
    </Page>
  );
}
