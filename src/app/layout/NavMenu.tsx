import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { preloadScreen } from '../../app/screens';
import { NAV_ITEMS, isNavItemActive } from '../../components/layout/navItems';
import { ThemeMenuEntry } from '../../components/layout/ThemeToggle';
import { useThemeSwitch } from './useThemeSwitch';
import { usePopupDismissal } from '../../lib/usePopupDismissal';

const Wrapper = styled.div`
  display: none;
  position: relative;

  ${({ theme }) => theme.media.belowMd} {
    display: block;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.headerOutline};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.headerText};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
`;

const Panel = styled.ul`
  position: absolute;
  left: 0;
  top: calc(100% + 6px);
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.18);
`;

const Item = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  border-left: 3px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

interface NavMenuProps {
  pathname: string;
}

/** The header entries and the theme switch as a dropdown menu, shown below md. Escape or a click outside closes it. */
export function NavMenu({ pathname }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const themeSwitch = useThemeSwitch();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  usePopupDismissal(open, setOpen, wrapperRef, buttonRef);

  return (
    <Wrapper ref={wrapperRef}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span>
        Menu
      </MenuButton>
      {open && (
        <Panel id={panelId}>
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(pathname, item.to);
            return (
              <li key={item.to}>
                <Item
                  to={item.to}
                  $active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  onMouseEnter={() => preloadScreen(item.to)}
                  onFocus={() => preloadScreen(item.to)}
                >
                  {item.label}
                </Item>
              </li>
            );
          })}
          <li>
            <ThemeMenuEntry {...themeSwitch} />
          </li>
        </Panel>
      )}
    </Wrapper>
  );
}
