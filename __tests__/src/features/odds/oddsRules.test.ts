import fc from 'fast-check';
import { formatPrice, isPositivePrice } from '../../../../src/domain/americanOdds';
import { compareKickoff, formatPoint, marketLabel, shownBookmakers } from '../../../../src/features/odds/oddsRules';
import type { Bookmaker, Game } from '../../../../src/features/odds/types';
import { game } from './fixtures';

const book = (title: string, key = title.trim().toLowerCase()): Bookmaker => ({ key, title, markets: [] });

describe('shownBookmakers', () => {
  it('keeps only FanDuel, DraftKings and BetMGM, in the order the API sent them', () => {
    const g = game({
      bookmakers: [book('BetMGM'), book('Caesars'), book('FanDuel'), book('bet365'), book('DraftKings')],
    });
    expect(shownBookmakers(g).map((b) => b.title)).toEqual(['BetMGM', 'FanDuel', 'DraftKings']);
  });

  it.each([[' DraftKings '], ['DraftKings '], [' DraftKings'], ['\tDraftKings\n']])(
    'matches the padded title %j and shows it trimmed',
    (title) => {
      expect(shownBookmakers(game({ bookmakers: [book(title)] }))).toEqual([
        { key: 'draftkings', title: 'DraftKings', markets: [] },
      ]);
    },
  );

  it.each([['draftkings'], ['FANDUEL'], ['Bet MGM'], ['FanDuel Sportsbook']])(
    'drops %j, which is not one of the shown titles',
    (title) => {
      expect(shownBookmakers(game({ bookmakers: [book(title)] }))).toEqual([]);
    },
  );

  it('gives an empty list for a game with none of the shown books', () => {
    expect(shownBookmakers(game({ bookmakers: [book('Caesars'), book('Bovada')] }))).toEqual([]);
  });

  it('leaves the game it was given untouched', () => {
    const g = game({ bookmakers: [book(' FanDuel ')] });
    shownBookmakers(g);
    expect(g.bookmakers[0]?.title).toBe(' FanDuel ');
  });
});

/** Games in the order the games adapter keeps them (its sortComparer, compareKickoff), as a new array. */
const sortByKickoff = (games: readonly Game[]): Game[] => [...games].sort(compareKickoff);

describe('compareKickoff, as the games adapter sorts by it', () => {
  const at = (id: string, commence_time: string) => game({ id, commence_time });

  it('orders games by kickoff, earliest first', () => {
    const games = [at('c', '2025-09-08T00:15:00Z'), at('a', '2025-09-05T00:20:00Z'), at('b', '2025-09-07T17:00:00Z')];
    expect(sortByKickoff(games).map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });

  it('compares instants, not strings, across time-zone offsets', () => {
    const games = [at('later', '2025-09-07T13:00:00-04:00'), at('earlier', '2025-09-07T16:30:00Z')];
    expect(sortByKickoff(games).map((g) => g.id)).toEqual(['earlier', 'later']);
  });

  it('keeps ties in their original order', () => {
    const games = ['x', 'y', 'z'].map((id) => at(id, '2025-09-07T17:00:00Z'));
    expect(sortByKickoff(games).map((g) => g.id)).toEqual(['x', 'y', 'z']);
  });

  it('puts unparseable kickoffs last, in their original order', () => {
    const games = [
      at('bad1', 'TBD'),
      at('late', '2025-09-08T00:15:00Z'),
      at('bad2', ''),
      at('early', '2025-09-05T00:20:00Z'),
    ];
    expect(sortByKickoff(games).map((g) => g.id)).toEqual(['early', 'late', 'bad1', 'bad2']);
  });

  it('returns a new array and leaves the input as it was', () => {
    const games = [at('b', '2025-09-08T00:00:00Z'), at('a', '2025-09-05T00:00:00Z')];
    const sorted = sortByKickoff(games);
    expect(sorted).not.toBe(games);
    expect(games.map((g) => g.id)).toEqual(['b', 'a']);
  });

  it('is a sorted permutation of its input for any kickoffs', () => {
    const kickoff = fc.oneof(
      fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }).map((ms) => new Date(ms).toISOString()),
      fc.constant('not a date'),
    );
    fc.assert(
      fc.property(fc.array(kickoff, { maxLength: 30 }), (times) => {
        const games = times.map((t, i) => at(String(i), t));
        const sorted = sortByKickoff(games);
        expect([...sorted].map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
        const keys = sorted.map((g) => Date.parse(g.commence_time)).map((t) => (Number.isNaN(t) ? Infinity : t));
        keys.slice(1).forEach((k, i) => expect(k).toBeGreaterThanOrEqual(keys[i] ?? -Infinity));
      }),
    );
  });
});

describe('marketLabel', () => {
  it.each([
    ['h2h', 'Moneyline'],
    ['spreads', 'Spread'],
    ['totals', 'Total'],
    ['player_pass_yds', 'player_pass_yds'],
    ['', ''],
  ])('labels %j as %j', (key, label) => {
    expect(marketLabel(key)).toBe(label);
  });
});

describe('formatPrice and isPositivePrice', () => {
  it.each([
    [150, '+150', true],
    [1, '+1', true],
    [100, '+100', true],
    [-110, '-110', false],
    [-1, '-1', false],
    [0, '0', false],
  ])('shows %d as %j (positive style: %s)', (price, text, positive) => {
    expect(formatPrice(price)).toBe(text);
    expect(isPositivePrice(price)).toBe(positive);
  });
});

describe('formatPoint', () => {
  it.each<[number | undefined, string | undefined, string]>([
    [undefined, 'spreads', ''],
    [undefined, undefined, ''],
    [-3.5, 'spreads', '(-3.5)'],
    [3.5, 'spreads', '(+3.5)'],
    [0, 'spreads', '(0)'],
    [47.5, 'totals', '(47.5)'],
    [47.5, undefined, '(47.5)'],
    [-2, 'h2h', '(-2)'],
  ])('shows point %p of market %p as %j', (point, market, text) => {
    expect(formatPoint(point, market)).toBe(text);
  });
});
