import { ParseError } from '../../../../src/api/parse';
import { parseDefenseHistory, parseDefenseTable } from '../../../../src/features/gameLogs/parseDefense';
import { defenseFigure } from '../../../utils/research';

describe('parseDefenseTable', () => {
  it('reads each team and position, with the week it runs through', () => {
    const table = parseDefenseTable({
      through_week: 2,
      teams: { 'Kansas City Chiefs': { QB: defenseFigure(3, 12.5), WR: defenseFigure(28, 40) } },
    });
    expect(table).toEqual({
      throughWeek: 2,
      figures: [
        {
          team: 'Kansas City Chiefs',
          position: 'QB',
          games: 2,
          fantasyPointsPerGame: 12.5,
          yardsPerGame: 180,
          touchdownsPerGame: 1.5,
          rank: 3,
        },
        {
          team: 'Kansas City Chiefs',
          position: 'WR',
          games: 2,
          fantasyPointsPerGame: 40,
          yardsPerGame: 180,
          touchdownsPerGame: 1.5,
          rank: 28,
        },
      ],
    });
  });

  it.each([
    ['a rank of 0', { ...defenseFigure(1), rank: 0 }],
    ['a fractional rank', { ...defenseFigure(1), rank: 2.5 }],
    ['games that are not a number', { ...defenseFigure(1), games: 'two' }],
    ['negative yards', { ...defenseFigure(1), yards_per_game: -5 }],
    ['no fantasy points', { ...defenseFigure(1), fantasy_points_per_game: null }],
  ])('drops a figure with %s', (_case, figure) => {
    expect(parseDefenseTable({ through_week: 1, teams: { 'Buffalo Bills': { TE: figure } } }).figures).toEqual([]);
  });

  it('ignores other positions and teams that are not objects, and reads a missing week as 0', () => {
    expect(parseDefenseTable({ teams: { 'Buffalo Bills': { K: defenseFigure(1) }, 'Miami Dolphins': 'n/a' } })).toEqual(
      {
        throughWeek: 0,
        figures: [],
      },
    );
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['an object without teams', { through_week: 2 }],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseDefenseTable(body)).toThrow(ParseError);
  });
});

describe('parseDefenseHistory', () => {
  const ranks = { QB: 3, RB: 30, WR: 12, TE: 1 };
  it('reads each week’s defences with their games and a rank per position', () => {
    const history = parseDefenseHistory({
      through_week: 1,
      weeks: [
        { before_week: 1, teams: {} },
        { before_week: 2, teams: { ' Buffalo Bills ': { games: 1, ranks } } },
      ],
    });
    expect(history.throughWeek).toBe(1);
    expect(history.weeks[1]).toEqual([]);
    expect(history.weeks[2]).toEqual([
      { team: 'Buffalo Bills', position: 'QB', games: 1, rank: 3 },
      { team: 'Buffalo Bills', position: 'RB', games: 1, rank: 30 },
      { team: 'Buffalo Bills', position: 'WR', games: 1, rank: 12 },
      { team: 'Buffalo Bills', position: 'TE', games: 1, rank: 1 },
    ]);
    // Plain JSON, as the store keeps it.
    expect(JSON.parse(JSON.stringify(history))).toEqual(history);
  });

  it.each([
    ['a week that is not a number', { before_week: 'two', teams: { 'Buffalo Bills': { games: 1, ranks } } }, {}],
    ['a week of 0', { before_week: 0, teams: {} }, {}],
    ['a team without games', { before_week: 2, teams: { 'Buffalo Bills': { ranks } } }, { 2: [] }],
    [
      'a rank of 0 and one that is not whole',
      { before_week: 2, teams: { 'Buffalo Bills': { games: 1, ranks: { QB: 0, WR: 2.5 } } } },
      { 2: [] },
    ],
    ['a nameless team', { before_week: 2, teams: { ' ': { games: 1, ranks } } }, { 2: [] }],
  ])('drops %s', (_case, week, expected) => {
    expect(parseDefenseHistory({ through_week: 2, weeks: [week] }).weeks).toEqual(expected);
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['an object without weeks', { through_week: 2 }],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseDefenseHistory(body)).toThrow(ParseError);
  });
});
