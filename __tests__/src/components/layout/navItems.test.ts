import { NAV_ITEMS, isNavItemActive } from '../../../../src/components/layout/navItems';

describe('isNavItemActive', () => {
  it.each([
    ['/nfl', '/nfl', true],
    ['/nfl/', '/nfl', true],
    ['/nfl/week/3', '/nfl', false],
    ['/nfl/games/abc123', '/nfl', true],
    ['/nflx', '/nfl', false],
    ['/', '/nfl', false],
    ['/player-props', '/player-props', true],
    ['/player-props/', '/player-props', true],
    ['/player-props/lamar', '/player-props', true],
    ['/player-propsx', '/player-props', false],
    ['/player-data', '/player-props', false],
    ['/player-data', '/player-data', true],
    ['/team-data/KC', '/team-data', true],
    ['/stadiums', '/stadiums', true],
    ['/stadiums/lambeau', '/stadiums', true],
    ['/login', '/stadiums', false],
  ])('path %s with entry %s → %s', (path, entry, expected) => {
    expect(isNavItemActive(path, entry)).toBe(expected);
  });
});

describe('the active entry', () => {
  it.each([
    ['/nfl', 'Home'],
    ['/player-props', 'Player Props'],
    ['/player-data', 'Player Data'],
    ['/team-data', 'Team Data'],
    ['/stadiums/x', 'Stadiums'],
    ['/nfl/x', undefined],
    ['/nowhere', undefined],
  ])('path %s → %s, and no other', (path, label) => {
    expect(NAV_ITEMS.filter((item) => isNavItemActive(path, item.to)).map((item) => item.label)).toEqual(
      label ? [label] : [],
    );
  });

  it('lists the five header entries of the spec in order', () => {
    expect(NAV_ITEMS.map((item) => `${item.label} ${item.to}`)).toEqual([
      'Home /nfl',
      'Player Props /player-props',
      'Player Data /player-data',
      'Team Data /team-data',
      'Stadiums /stadiums',
    ]);
  });
});
