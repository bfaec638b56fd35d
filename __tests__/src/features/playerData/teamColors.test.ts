import { TEAMS, fullTeamName } from '../../../../src/domain/teams';
import { TEAM_COLORS, teamColorClass } from '../../../../src/features/playerData/teamColors';

describe('teamColorClass', () => {
  it.each([
    ['Kansas City Chiefs', 'team-kansas-city-chiefs'],
    ['  Kansas City Chiefs ', 'team-kansas-city-chiefs'],
    ['kansas city chiefs', 'team-kansas-city-chiefs'],
    ['Chiefs', 'team-kansas-city-chiefs'],
    ['KC', 'team-kansas-city-chiefs'],
    ['San Francisco 49ers', 'team-san-francisco-49ers'],
    ['New York Jets', 'team-new-york-jets'],
    ['New York Giants', 'team-new-york-giants'],
    ['Unknown Team', 'team-unknown-team'],
    ['', 'team-unknown'],
    ['   ', 'team-unknown'],
    ['???', 'team-unknown'],
  ])('%j → %s', (name, expected) => {
    expect(teamColorClass(name)).toBe(expected);
  });

  it('gives each of the 32 teams its own valid CSS class', () => {
    const classes = TEAMS.map((t) => teamColorClass(fullTeamName(t)));
    expect(new Set(classes).size).toBe(32);
    for (const c of classes) expect(c).toMatch(/^team-[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('TEAM_COLORS', () => {
  it('holds each team primary colour under its class', () => {
    expect(Object.keys(TEAM_COLORS)).toHaveLength(32);
    expect(TEAM_COLORS['team-kansas-city-chiefs']).toEqual({ primary: '#E31837' });
    for (const team of TEAMS) {
      expect(TEAM_COLORS[teamColorClass(fullTeamName(team))]?.primary).toBe(team.colors.primary);
    }
  });
});
