import { ParseError } from '../../../../src/api/parse';
import { parsePowerRankings, parseUnitRankings } from '../../../../src/features/teams/parseRankings';

const team = (
  name: unknown,
  units: unknown = [
    { unit: 'offense', ranking: 1 },
    { unit: 'defense', ranking: '12' },
  ],
) => ({
  team_name: name,
  combo: 'Balanced',
  units,
});

afterEach(() => jest.restoreAllMocks());

describe('parseUnitRankings', () => {
  it('keeps groups in order with their teams, ranks by unit', () => {
    const parsed = parseUnitRankings({ 'AFC East': [team('Buffalo Bills')], 'NFC North': [team('Detroit Lions')] });
    expect(parsed.groups).toEqual([
      { name: 'AFC East', teams: ['Buffalo Bills'] },
      { name: 'NFC North', teams: ['Detroit Lions'] },
    ]);
    expect(parsed.teams[0]).toEqual({
      team_name: 'Buffalo Bills',
      combo: 'Balanced',
      ranks: { offense: 1, defense: 12 },
    });
  });

  it('keeps a group that is not a list as invalid', () => {
    expect(parseUnitRankings({ 'AFC West': 'oops', 'AFC East': null }).groups).toEqual([
      { name: 'AFC West', teams: null },
      { name: 'AFC East', teams: null },
    ]);
  });

  it.each([
    ['a team without a name', team('')],
    ['a team that is not an object', 7],
  ])('drops %s', (_name, bad) => {
    expect(parseUnitRankings({ G: [bad, team('Chicago Bears')] }).groups[0]?.teams).toEqual(['Chicago Bears']);
  });

  it('ignores unknown units and non-numeric ranks; a team with none keeps empty ranks', () => {
    const [parsed] = parseUnitRankings({
      G: [team('Chicago Bears', [{ unit: 'kicking', ranking: 1 }, { unit: 'offense', ranking: 'high' }, null])],
    }).teams;
    expect(parsed?.ranks).toEqual({});
    expect(parseUnitRankings({ G: [team('X', 'none')] }).teams[0]?.ranks).toEqual({});
  });

  it("reads only the API's shape: ranks in the app's own shape (a map) are not units", () => {
    const appShaped = { G: [{ team_name: 'X', combo: 'c', ranks: { offense: 3, special_teams: 30 } }] };
    expect(parseUnitRankings(appShaped).teams[0]?.ranks).toEqual({});
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['a number', 3],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseUnitRankings(body)).toThrow(ParseError);
  });
});

describe('parsePowerRankings', () => {
  it('sorts by rank and keeps the optional fields', () => {
    expect(
      parsePowerRankings([
        { rank: 2, team_name: 'B', previous_rank: 1 },
        { rank: '1', team_name: 'A', record: '9-2', note: 'Rolling' },
      ]),
    ).toEqual([
      { rank: 1, team_name: 'A', record: '9-2', note: 'Rolling' },
      { rank: 2, team_name: 'B', previous_rank: 1 },
    ]);
  });

  it('drops entries without a rank or a name', () => {
    expect(
      parsePowerRankings([{ team_name: 'A' }, { rank: 1, team_name: ' ' }, null, { rank: 3, team_name: 'C' }]),
    ).toEqual([{ rank: 3, team_name: 'C' }]);
  });

  it.each([
    ['an object', { rankings: [] }],
    ['null', null],
    ['a string', 'x'],
  ])('treats %s as an empty list and logs it', (_name, body) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parsePowerRankings(body)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Power rankings'));
  });
});
