import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { usePopupDismissal } from '../../lib/usePopupDismissal';
import { preloadScreen } from '../screens';

/** The user's bets (issue #61), reached from the account area. */
export const MY_BETS_PATH = '/my-bets';

/** Below md: the account button and its menu, which hold the whole email and Sign out. */
const Narrow = styled.div`
  display: none;
  position: relative;

  ${({ theme }) => theme.media.belowMd} {
    display: block;
  }
`;

const AccountButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.headerOutline};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.headerText};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.headerControl};
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
  width: max-content;
  min-width: 200px;
  max-width: calc(100vw - ${({ theme }) => theme.space(8)});
  padding: ${({ theme }) => theme.space(1)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.18);
  color: ${({ theme }) => theme.colors.text};
`;

/** The whole address, broken anywhere rather than cut when it is longer than the panel is wide. */
const PanelEmail = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const menuItem = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const MenuItem = styled.button`
  ${menuItem}
`;

const MenuLink = styled(Link)`
  ${menuItem}
  text-decoration: none;
`;

/** A head and shoulders; `currentColor`, so it follows the header text. */
function PersonIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

interface AccountPopupProps {
  email: string;
  onSignOut: () => void;
}

/**
 * Below md, where the header has no room for an address: an account button whose menu shows the whole email, My bets
 * and Sign out. Enter or Space opens it on its first item; the arrow keys, Home and End move between the items; Escape
 * closes it back to the button, as do Tab and a click outside.
 */
export function AccountPopup({ email, onSignOut }: AccountPopupProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const emailId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  usePopupDismissal(open, setOpen, wrapperRef, buttonRef);
  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  // Opened, by Enter, Space or a click, the menu takes focus on its first item.
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  // Tab leaves the menu and closes it, going on from the button as from where the menu hangs; the arrows, Home and
  // End move between its items, round from the last to the first.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      buttonRef.current?.focus();
      setOpen(false);
      return;
    }
    const all = items();
    const at = all.findIndex((item) => item === document.activeElement);
    const next: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const to = next[event.key];
    if (to === undefined || all.length === 0) return;
    event.preventDefault();
    all[(to + all.length) % all.length]?.focus();
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Narrow ref={wrapperRef}>
      <AccountButton
        ref={buttonRef}
        type="button"
        aria-label="Account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <PersonIcon />
      </AccountButton>
      {open && (
        <Panel>
          <PanelEmail id={emailId}>
            Signed in as <strong>{email}</strong>
          </PanelEmail>
          <MenuList ref={listRef} id={menuId} role="menu" aria-labelledby={emailId} onKeyDown={onKeyDown}>
            <li role="none">
              <MenuLink role="menuitem" to={MY_BETS_PATH} onFocus={() => preloadScreen(MY_BETS_PATH)} onClick={close}>
                My bets
              </MenuLink>
            </li>
            <li role="none">
              <MenuItem
                type="button"
                role="menuitem"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                Sign out
              </MenuItem>
            </li>
          </MenuList>
        </Panel>
      )}
    </Narrow>
  );
}
