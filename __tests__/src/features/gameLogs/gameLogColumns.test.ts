import { gameLogStatColumns, trendStats } from '../../../../src/features/gameLogs/gameLogColumns';

describe("the game log's columns", () => {
  it.each([
    ['QB', ['Completions / Attempts', 'Passing Yards', 'TDs / Ints', 'Rushing Attempts', 'Rushing Yards', 'Avg Per Rush', 'Rushing TDs']],
    ['RB', ['Rushing Attempts', 'Rushing Yards', 'Avg Per Rush', 'Rushing TDs', 'Receptions / Targets', 'Receiving Yards', 'Avg Per Rec', 'Receiving TDs']],
    ['TE', ['Receptions / Targets', 'Receiving Yards', 'Avg Per Rec', 'Receiving TDs']],
    [' cb ', ['Tackles', 'Combined Tackles', 'Sacks', 'Passes Defended', 'Interceptions']],
    ['K', []],
  ])("are the Player Data table's stat columns of a %p, without Games Played and Avg Pass YPG", (position, headers) => {
    expect(gameLogStatColumns(position).map((column) => column.header)).toEqual(headers);
  });
});

describe('the stats charted by week', () => {
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
    expect(trendStats(position).map((part) => part.header)).toEqual(headers);
  });

  it('read and format a game as the table does', () => {
    const [yards] = trendStats('QB');
    expect(yards?.value({ player_id: 'p', name: '', team_name: '', position: 'QB', season_id: 's', games_played: 1, pass_yards: 1234 })).toBe(1234);
    expect(yards?.format(1234)).toBe('1,234');
  });
});
