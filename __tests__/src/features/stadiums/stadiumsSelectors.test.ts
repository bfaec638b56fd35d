import { makeStore } from '../../../../src/app/store';
import { TEAMS } from '../../../../src/domain/teams';
import { stadiumTeamSelected } from '../../../../src/features/stadiums/stadiumsSlice';
import { selectSelectedStadiumTeam, selectStadiumTeams } from '../../../../src/features/stadiums/stadiumsSelectors';

describe('stadium selectors', () => {
  it('lists all 32 teams by team name', () => {
    const names = selectStadiumTeams().map((team) => team.team_name);
    expect(names).toHaveLength(32);
    expect(names.slice(0, 3)).toEqual(['49ers', 'Bears', 'Bengals']);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('gives the selected team, and nothing for none or an unknown id', () => {
    const store = makeStore();
    expect(selectSelectedStadiumTeam(store.getState())).toBeUndefined();
    const team = TEAMS[5]!;
    store.dispatch(stadiumTeamSelected(team.team_id));
    expect(selectSelectedStadiumTeam(store.getState())).toBe(team);
    store.dispatch(stadiumTeamSelected('nope'));
    expect(selectSelectedStadiumTeam(store.getState())).toBeUndefined();
  });
});
