import { ParseError } from '../../../../src/api/parse';
import { parseGameLogs } from '../../../../src/features/gameLogs/parseGameLogs';
import { gameLogRow } from '../../../utils/research';

describe('parseGameLogs', () => {
  it('reads a game row: the game, the score and every stat field sent', () => {
    const [row] = parseGameLogs(
      [gameLogRow('p1', 2, { rec_receptions: 6, rec_targets: 9, rec_yards: 84, rec_touchdowns: 1 })],
      's2025',
    );
    expect(row).toEqual({
      player_id: 'p1',
      name: 'Player p1',
      team_name: 'Buffalo Bills',
      position: 'WR',
      season_id: 's2025',
      games_played: 1,
      week: 2,
      game_id: 'g2',
      commence_time: '2025-09-13T17:00:00Z',
      opponent: 'Miami Dolphins',
      home: false,
      team_score: 24,
      opponent_score: 17,
      rec_receptions: 6,
      rec_targets: 9,
      rec_yards: 84,
      rec_touchdowns: 1,
    });
  });

  it("keeps players in the order they appear and each player's games in week order", () => {
    const rows = [gameLogRow('b', 3, {}), gameLogRow('a', 2, {}), gameLogRow('b', 1, {}), gameLogRow('a', 1, {})];
    expect(parseGameLogs(rows, 's').map((row) => `${row.player_id}${row.week}`)).toEqual(['b1', 'b3', 'a1', 'a2']);
  });

  it('hands its rows over frozen, list and rows, as the store keeps them', () => {
    const rows = parseGameLogs([gameLogRow('a', 1, { rush_yards: 10 }), gameLogRow('b', 1, { rec_yards: 5 })], 's');
    expect(Object.isFrozen(rows)).toBe(true);
    expect(rows.map((row) => Object.isFrozen(row))).toEqual([true, true]);
    // Flat rows: frozen shallowly, frozen whole.
    expect(rows.flatMap((row) => Object.values(row)).filter((value) => typeof value === 'object')).toEqual([]);
  });

  it("keeps the first of a player's two rows for one game", () => {
    const rows = [gameLogRow('a', 1, { rush_yards: 10 }), gameLogRow('a', 1, { rush_yards: 99 })];
    expect(parseGameLogs(rows, 's').map((row) => row.rush_yards)).toEqual([10]);
  });

  it.each([
    ['without a player id', { player_id: '' }],
    ['with week 0', { week: 0 }],
    ['with week 19', { week: 19 }],
    ['with a fractional week', { week: 2.5 }],
    ['without a game id', { game_id: null }],
    ['with a bad kickoff', { commence_time: 'soon' }],
  ])('drops a row %s', (_case, extra) => {
    expect(parseGameLogs([gameLogRow('a', 1, {}, extra)], 's')).toEqual([]);
  });

  it('takes the season from the request when a row has none, and reads only true as home', () => {
    const [row] = parseGameLogs([gameLogRow('a', 1, {}, { season_id: undefined, home: 'yes' })], 'asked');
    expect(row).toMatchObject({ season_id: 'asked', home: false });
  });

  it.each([
    ['an object', {}],
    ['null', null],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseGameLogs(body, 's')).toThrow(ParseError);
  });
});
