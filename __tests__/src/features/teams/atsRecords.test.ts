import { SPLITS, splitRecord, teamGame, teamRecords, type SplitKey } from '../../../../src/features/teams/atsRecords';
import { books, final } from './fixtures';

const BUF = 'Buffalo Bills';

describe('teamGame', () => {
  it.each([
    [
      'home favourite: median of three spreads and totals',
      final(
        BUF,
        'Miami Dolphins',
        [27, 20],
        [
          { book: 'FanDuel', homeSpread: -3.5, total: 45.5 },
          { book: 'DraftKings', homeSpread: -3, total: 44.5 },
          { book: 'BetMGM', homeSpread: -4, total: 45 },
        ],
      ),
      { home: true, result: 'win', spread: -3.5, ats: 'cover', ou: 'over' },
    ],
    [
      'away: the home spread turned round; two books give their mean',
      final(
        'New York Jets',
        BUF,
        [24, 21],
        [
          { book: 'FanDuel', homeSpread: 2.5, total: 41 },
          { book: 'DraftKings', homeSpread: 3, total: 42 },
        ],
      ),
      { home: false, result: 'loss', spread: -2.75, ats: 'miss', ou: 'over' },
    ],
    [
      'on the number: pushes',
      final(BUF, 'New England Patriots', [20, 17], books(-3, 37)),
      { home: true, result: 'win', spread: -3, ats: 'push', ou: 'push' },
    ],
    [
      "pick'em from the away side is 0, not -0",
      final('Denver Broncos', BUF, [13, 13], books(0, 40)),
      { home: false, result: 'tie', spread: 0, ats: 'push', ou: 'under' },
    ],
    ['no book priced it: the result only', final(BUF, 'Denver Broncos', [13, 10]), { home: true, result: 'win' }],
    [
      'a spread without a total',
      final(BUF, 'Denver Broncos', [13, 10], books(-1.5, undefined)),
      { home: true, result: 'win', spread: -1.5, ats: 'cover' },
    ],
    [
      'names compared as team names are',
      final('  buffalo bills ', 'Denver Broncos', [9, 10]),
      { home: true, result: 'loss' },
    ],
  ])('%s', (_name, game, expected) => {
    const graded = teamGame(game, BUF);
    expect(graded).toEqual(expected);
    expect(Object.is(graded?.spread, -0)).toBe(false);
  });

  it('is undefined for a game the team did not play', () => {
    expect(teamGame(final('Miami Dolphins', 'New England Patriots', [20, 10], books(-3, 40)), BUF)).toBeUndefined();
  });
});

/**
 * Five Bills games, checked by hand:
 * 1. home v MIA 27-20, median −3.5 / 45: win, cover (+7 −3.5), over (47); favourite.
 * 2. at NYJ 21-24, median NYJ +2.75 so BUF −2.75 / 41.5: loss, miss (−3 −2.75), over (45); favourite.
 * 3. home v NE 20-17, −3 / 37: win, push, push; favourite.
 * 4. at KC 24-27, KC −6.5 so BUF +6.5 / 48.5: loss, cover (−3 +6.5), over (51); underdog.
 * 5. home v DEN 13-13, no lines: tie, in the record only.
 * And one game without the Bills.
 */
const season = [
  final(
    BUF,
    'Miami Dolphins',
    [27, 20],
    [
      { book: 'FanDuel', homeSpread: -3.5, total: 45.5 },
      { book: 'DraftKings', homeSpread: -3, total: 44.5 },
      { book: 'BetMGM', homeSpread: -4, total: 45 },
    ],
    1,
  ),
  final(
    'New York Jets',
    BUF,
    [24, 21],
    [
      { book: 'FanDuel', homeSpread: 2.5, total: 41 },
      { book: 'DraftKings', homeSpread: 3, total: 42 },
    ],
    2,
  ),
  final(BUF, 'New England Patriots', [20, 17], books(-3, 37), 3),
  final('Kansas City Chiefs', BUF, [27, 24], books(-6.5, 48.5), 4),
  final(BUF, 'Denver Broncos', [13, 13], [], 5),
  final('Miami Dolphins', 'New England Patriots', [30, 3], books(-1, 40), 5),
];

describe('teamRecords', () => {
  const records = teamRecords(season, BUF);
  const split = (key: SplitKey) => records.splits.find((s) => s.key === key)?.record;

  it('lists the splits in the table order', () => {
    expect(records.splits.map((s) => s.label)).toEqual(['All games', 'Home', 'Away', 'Favourite', 'Underdog']);
    expect(SPLITS.map((s) => s.key)).toEqual(['all', 'home', 'away', 'favourite', 'underdog']);
  });

  it.each<[SplitKey, number, [number, number, number], [number, number, number], [number, number, number]]>([
    ['all', 5, [2, 2, 1], [2, 1, 1], [3, 0, 1]],
    ['home', 3, [2, 0, 1], [1, 0, 1], [1, 0, 1]],
    ['away', 2, [0, 2, 0], [1, 1, 0], [2, 0, 0]],
    ['favourite', 3, [2, 1, 0], [1, 1, 1], [2, 0, 1]],
    ['underdog', 1, [0, 1, 0], [1, 0, 0], [1, 0, 0]],
  ])(
    '%s: %d games, record %j, ATS %j, O/U %j',
    (key, games, [wins, losses, ties], [covers, misses, pushes], [overs, unders, ouPushes]) => {
      expect(split(key)).toEqual({
        games,
        straightUp: { wins, losses, ties },
        ats: { covers, misses, pushes },
        ou: { overs, unders, pushes: ouPushes },
      });
    },
  );

  it('counts the game no book priced in the record only', () => {
    expect(records.unpriced).toBe(1);
  });

  it('gives empty records to a team without games', () => {
    const none = teamRecords(season, 'Chicago Bears');
    expect(none.unpriced).toBe(0);
    expect(none.splits.every((s) => s.record.games === 0)).toBe(true);
    expect(splitRecord([])).toEqual({
      games: 0,
      straightUp: { wins: 0, losses: 0, ties: 0 },
      ats: { covers: 0, misses: 0, pushes: 0 },
      ou: { overs: 0, unders: 0, pushes: 0 },
    });
  });
});
