import { mainStats } from '../../../src/domain/mainStats';
import { normalizePosition } from '../../../src/domain/positions';

describe('mainStats', () => {
  it.each([
    ['QB', ['Passing Yards', 'Passing TDs', 'Rushing Yards']],
    ['RB', ['Rushing Yards', 'Receptions', 'Receiving Yards']],
    ['WR', ['Receptions', 'Receiving Yards', 'Targets']],
    ['te', ['Receptions', 'Receiving Yards', 'Targets']],
    ['OLB', ['Tackles', 'Sacks']],
    ['SS', ['Tackles', 'Sacks']],
    ['DT', ['Tackles', 'Sacks']],
    ['FB', []],
    ['P', []],
  ])('for a %p are %p', (position, headers) => {
    expect(mainStats(normalizePosition(position)).map((part) => part.header)).toEqual(headers);
  });

  it('read and format a game as the table does', () => {
    const [yards] = mainStats('QB');
    expect(
      yards?.value({
        player_id: 'p',
        name: '',
        team_name: '',
        position: 'QB',
        season_id: 's',
        games_played: 1,
        pass_yards: 1234,
      }),
    ).toBe(1234);
    expect(yards?.format(1234)).toBe('1,234');
  });
});
