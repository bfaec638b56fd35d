import { ParseError } from '../../../../src/api/parse';
import { parseDefenseTable } from '../../../../src/features/gameLogs/parseDefense';
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
        { team: 'Kansas City Chiefs', position: 'QB', games: 2, fantasyPointsPerGame: 12.5, yardsPerGame: 180, touchdownsPerGame: 1.5, rank: 3 },
        { team: 'Kansas City Chiefs', position: 'WR', games: 2, fantasyPointsPerGame: 40, yardsPerGame: 180, touchdownsPerGame: 1.5, rank: 28 },
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
    expect(parseDefenseTable({ teams: { 'Buffalo Bills': { K: defenseFigure(1) }, 'Miami Dolphins': 'n/a' } })).toEqual({
      throughWeek: 0,
      figures: [],
    });
  });

  it.each([['a list', []], ['null', null], ['an object without teams', { through_week: 2 }]])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseDefenseTable(body)).toThrow(ParseError);
  });
});
