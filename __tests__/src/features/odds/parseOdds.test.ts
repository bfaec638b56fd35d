import { ParseError } from '../../../../src/api/parse';
import { parseOdds } from '../../../../src/features/odds/parseOdds';
import { unfrozenPaths } from '../../../utils/frozen';

const raw = (overrides: Record<string, unknown> = {}) => ({
  id: 'e1',
  commence_time: '2025-09-05T00:20:00Z',
  home_team: 'Philadelphia Eagles',
  away_team: 'Dallas Cowboys',
  bookmakers: [
    {
      key: 'fanduel',
      title: 'FanDuel',
      last_update: '2025-09-04T12:00:00Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Philadelphia Eagles', price: -250 },
            { name: 'Dallas Cowboys', price: '205' },
          ],
        },
      ],
    },
  ],
  ...overrides,
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('parseOdds', () => {
  it.each([
    ['an array of games', [raw()]],
    ['{matchups: [...]}', { matchups: [raw()] }],
  ])('accepts %s', (_name, body) => {
    const [game] = parseOdds(body);
    // The same game, with the numeric string price read as a number.
    const expected = raw();
    expected.bookmakers[0]!.markets[0]!.outcomes[1]!.price = 205;
    expect(game).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['a string', 'odds'],
    ['an object without matchups', { games: [] }],
    ['matchups that is not a list', { matchups: {} }],
  ])('rejects %s with a ParseError', (_name, body) => {
    expect(() => parseOdds(body)).toThrow(ParseError);
  });

  it.each([
    ['without a home team', raw({ home_team: undefined })],
    ['without an away team', raw({ away_team: '' })],
    ['without a kickoff', raw({ commence_time: null })],
    ['with an unparseable kickoff', raw({ commence_time: 'soon' })],
    ['that is not an object', 42],
  ])('drops a game %s and warns', (_name, bad) => {
    expect(parseOdds([bad, raw({ id: 'ok' })]).map((g) => g.id)).toEqual(['ok']);
    expect(console.warn).toHaveBeenCalled();
  });

  it('hands the games over frozen, books, markets and outcomes too, as the store keeps them', () => {
    const games = parseOdds([raw()]);
    expect(games[0]?.bookmakers[0]?.markets[0]?.outcomes.length).toBeGreaterThan(0);
    expect(unfrozenPaths(games)).toEqual([]);
  });

  it('derives an id when none is sent and keeps the first of duplicate ids', () => {
    const games = parseOdds([
      raw({ id: undefined }),
      raw({ id: 'd', home_team: 'A' }),
      raw({ id: 'd', home_team: 'B' }),
    ]);
    expect(games.map((g) => [g.id, g.home_team])).toEqual([
      ['2025-09-05T00:20:00Z|Philadelphia Eagles|Dallas Cowboys', 'Philadelphia Eagles'],
      ['d', 'A'],
    ]);
  });

  it('keeps team1/team2 when sent', () => {
    expect(parseOdds([raw({ team1: 'Dallas Cowboys', team2: 'Philadelphia Eagles' })])[0]).toMatchObject({
      team1: 'Dallas Cowboys',
      team2: 'Philadelphia Eagles',
    });
  });

  it('drops bad bookmakers, markets and outcomes but keeps the game', () => {
    const [game] = parseOdds([
      raw({
        bookmakers: [
          {
            title: 'DraftKings',
            markets: [
              { key: 'spreads', outcomes: [{ name: 'X', price: -110, point: '-3.5' }, { name: 'Y' }] },
              { outcomes: [] },
            ],
          },
          { key: 'no-title' },
          'junk',
          { title: 'BetMGM', markets: 'none' },
        ],
      }),
    ]);
    expect(game?.bookmakers).toEqual([
      {
        key: 'draftkings',
        title: 'DraftKings',
        markets: [{ key: 'spreads', outcomes: [{ name: 'X', price: -110, point: -3.5 }] }],
      },
      { key: 'betmgm', title: 'BetMGM', markets: [] },
    ]);
  });

  it('treats missing bookmakers as none', () => {
    expect(parseOdds([raw({ bookmakers: undefined })])[0]?.bookmakers).toEqual([]);
  });
});
