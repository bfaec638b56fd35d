import { ParseError } from '../../../../src/api/parse';
import { parseScores } from '../../../../src/features/odds/parseScores';
import { scoreEntry } from '../../../utils/research';

describe('parseScores', () => {
  it("reads each team's points by name, in either order and any case", () => {
    const entry = { ...scoreEntry('g1', 'Buffalo Bills', 'Miami Dolphins', [27, 20]) };
    entry.scores = [
      { name: ' miami dolphins ', score: '20' },
      { name: 'Buffalo Bills', score: '27' },
    ];
    expect(parseScores([entry])).toEqual([
      {
        id: 'g1',
        commence_time: '2025-09-14T17:00:00Z',
        completed: true,
        home_team: 'Buffalo Bills',
        away_team: 'Miami Dolphins',
        homeScore: 27,
        awayScore: 20,
        last_update: '2025-09-14T21:00:00Z',
      },
    ]);
  });

  it('has no points before kickoff (scores null) and is not completed', () => {
    const [score] = parseScores([scoreEntry('g2', 'Buffalo Bills', 'Miami Dolphins')]);
    expect(score).toMatchObject({ id: 'g2', completed: false });
    expect(score?.homeScore).toBeUndefined();
    expect(score?.awayScore).toBeUndefined();
  });

  it.each([
    ['names one team only', [{ name: 'Buffalo Bills', score: '7' }]],
    [
      'names other teams',
      [
        { name: 'Jets', score: '7' },
        { name: 'Giants', score: '3' },
      ],
    ],
    [
      'has a score that is not a number',
      [
        { name: 'Buffalo Bills', score: 'seven' },
        { name: 'Miami Dolphins', score: '3' },
      ],
    ],
    [
      'has a negative score',
      [
        { name: 'Buffalo Bills', score: '-3' },
        { name: 'Miami Dolphins', score: '3' },
      ],
    ],
  ])('keeps no points when the answer %s', (_case, scores) => {
    const [score] = parseScores([{ ...scoreEntry('g', 'Buffalo Bills', 'Miami Dolphins', [1, 2]), scores }]);
    expect(score?.homeScore).toBeUndefined();
  });

  it('counts completed only when it is true', () => {
    expect(parseScores([{ ...scoreEntry('g', 'A Team', 'B Team', [1, 2]), completed: 'true' }])[0]?.completed).toBe(
      false,
    );
  });

  it('drops games without an id, teams or a valid kickoff, and repeats of an id', () => {
    const good = scoreEntry('g1', 'Buffalo Bills', 'Miami Dolphins', [27, 20]);
    const answer = [
      good,
      { ...good, home_team: 'Other' },
      { ...good, id: '' },
      { ...good, id: 'x', commence_time: 'TBD' },
      'junk',
    ];
    expect(parseScores(answer).map((score) => [score.id, score.home_team])).toEqual([['g1', 'Buffalo Bills']]);
  });

  it.each([
    ['an object', {}],
    ['null', null],
    ['a string', 'scores'],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseScores(body)).toThrow(ParseError);
  });
});
