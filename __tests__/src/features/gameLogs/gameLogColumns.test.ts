import { gameLogStatColumns } from '../../../../src/features/gameLogs/gameLogColumns';
import { STAT_FIELDS, type PlayerStat } from '../../../../src/domain/playerStats';
import { normalizePosition } from '../../../../src/domain/positions';

/** A game with every stat filled in, so that no column is left out for want of values. */
const everything = (position: string): PlayerStat => ({
  player_id: 'p',
  name: 'Ann Lee',
  team_name: 'Buffalo Bills',
  position: normalizePosition(position),
  season_id: 's',
  games_played: 1,
  ...Object.fromEntries(STAT_FIELDS.map((field) => [field, 1])),
});

describe("the game log's columns", () => {
  it.each([
    [
      'QB',
      [
        'Completions / Attempts',
        'Passing Yards',
        'TDs / Ints',
        'Rushing Attempts',
        'Rushing Yards',
        'Avg Per Rush',
        'Rushing TDs',
      ],
    ],
    [
      'RB',
      [
        'Rushing Attempts',
        'Rushing Yards',
        'Avg Per Rush',
        'Rushing TDs',
        'Receptions / Targets',
        'Receiving Yards',
        'Avg Per Rec',
        'Receiving TDs',
      ],
    ],
    ['TE', ['Receptions / Targets', 'Receiving Yards', 'Avg Per Rec', 'Receiving TDs']],
    [' cb ', ['Tackles', 'Combined Tackles', 'Sacks', 'Passes Defended', 'Interceptions']],
    ['K', []],
  ])("are the Player Data table's stat columns of a %p, without Games Played and Avg Pass YPG", (position, headers) => {
    expect(gameLogStatColumns(position, [everything(position)]).map((column) => column.header)).toEqual(headers);
  });

  it('leaves out a column none of his games has a value in', () => {
    const receiver = {
      ...everything('WR'),
      rush_attempts: undefined,
      rush_yards: null,
      rush_avg_yards: undefined,
      rush_touchdowns: undefined,
    };
    const runner = { ...receiver, week: 2, rush_attempts: 1 };
    expect(gameLogStatColumns('WR', [receiver]).map((column) => column.header)).toEqual([
      'Receptions / Targets',
      'Receiving Yards',
      'Avg Per Rec',
      'Receiving TDs',
    ]);
    expect(gameLogStatColumns('WR', [receiver, runner]).map((column) => column.header)).toContain('Rushing Attempts');
    expect(gameLogStatColumns('WR', [])).toEqual([]);
  });
});
