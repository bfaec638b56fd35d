export interface NavItem {
  label: string;
  to: string;
}

/** The header's five entries, in order (spec §2, shared layout). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/nfl' },
  { label: 'Player Props', to: '/player-props' },
  { label: 'Player Data', to: '/player-data' },
  { label: 'Team Data', to: '/team-data' },
  { label: 'Stadiums', to: '/stadiums' },
];

const HOME = '/nfl';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a header entry is active for a location path: by path prefix (whole segments),
 * except Home, which is active only on exactly /nfl and on its games' pages (/nfl/games/…).
 */
export function isNavItemActive(pathname: string, itemPath: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (itemPath === HOME) return path === HOME || path.startsWith(`${HOME}/games/`);
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
