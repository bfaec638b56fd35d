import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { preloadScreen } from '../../app/screens';
import { NAV_ITEMS, isNavItemActive } from '../../components/layout/navItems';

const List = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space(1)};
  align-self: stretch;

  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

const Tab = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme, $active }) => ($active ? theme.colors.headerText : theme.colors.headerMuted)};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.gold : 'transparent')};
  border-top: 3px solid transparent;

  &:hover {
    color: ${({ theme }) => theme.colors.headerText};
  }
`;

interface NavProps {
  pathname: string;
}

/** The header entries as tabs, shown at md and up. */
export function NavTabs({ pathname }: NavProps) {
  return (
    <List>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(pathname, item.to);
        return (
          <li key={item.to}>
            <Tab
              to={item.to}
              $active={active}
              aria-current={active ? 'page' : undefined}
              onMouseEnter={() => preloadScreen(item.to)}
              onFocus={() => preloadScreen(item.to)}
            >
              {item.label}
            </Tab>
          </li>
        );
      })}
    </List>
  );
}
