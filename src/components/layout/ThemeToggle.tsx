import styled from 'styled-components';
import { useClientValue } from '../../lib/useIsClient';
import type { ThemeName } from '../theme';

/** The theme on show (the store's resolved theme) and what switching does (its caller dispatches). */
export interface ThemeSwitchProps {
  theme: ThemeName;
  onToggle: () => void;
}

/** In the header at every width, or (`$inMenu`) only from md up, the dropdown menu offering it below. */
const Toggle = styled.button<{ $inMenu: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.headerOutline};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.headerText};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.headerControl};
  }

  ${({ theme }) => theme.media.belowMd} {
    display: ${({ $inMenu }) => ($inMenu ? 'none' : 'inline-flex')};
  }
`;

/** A full-width entry of the dropdown menu (below md), under the navigation links. */
const MenuEntry = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** A crescent moon (offers dark) or a sun (offers light); `currentColor`, so it follows the header text. */
function ThemeIcon({ offers }: { offers: 'light' | 'dark' }) {
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
      strokeLinejoin="round"
    >
      {offers === 'dark' ? (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      )}
    </svg>
  );
}

/** The theme the switch offers and its name; clicking stores an explicit choice that overrides the system's. */
function useOffer(theme: ThemeName) {
  // The stored choice is the reader's: the prerendered page offers dark, as the initial (light) state does.
  const offers = useClientValue(theme, 'light') === 'dark' ? 'light' : 'dark';
  return { offers, label: `Switch to ${offers} theme` } as const;
}

/** The header's theme switch, an icon button. With `inMenu`, the dropdown menu holds it below md. */
export function ThemeToggle({ theme, onToggle, inMenu = false }: ThemeSwitchProps & { inMenu?: boolean }) {
  const { offers, label } = useOffer(theme);
  return (
    <Toggle type="button" aria-label={label} title={label} $inMenu={inMenu} onClick={onToggle}>
      <ThemeIcon offers={offers} />
    </Toggle>
  );
}

/** The theme switch as the dropdown menu's last entry, named by its text. */
export function ThemeMenuEntry({ theme, onToggle }: ThemeSwitchProps) {
  const { offers, label } = useOffer(theme);
  return (
    <MenuEntry type="button" onClick={onToggle}>
      <ThemeIcon offers={offers} />
      {label}
    </MenuEntry>
  );
}
