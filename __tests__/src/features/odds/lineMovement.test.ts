import fc from 'fast-check';
import {
  largestMove,
  lineMove,
  marketLine,
  orderByLargestMove,
  type LargestMove,
} from '../../../../src/features/odds/lineMovement';
import type { Bookmaker, Market, Outcome } from '../../../../src/features/odds/types';

const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';
const o = (name: string, price: number, point?: number): Outcome => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const spread = (home: number, homePrice = -110, awayPrice = -110): Market => ({
  key: 'spreads',
  outcomes: [o(HOME, homePrice, home), o(AWAY, awayPrice, -home)],
});
const total = (points: number): Market => ({
  key: 'totals',
  outcomes: [o('Over', -110, points), o('Under', -110, points)],
});
const moneyline = (home: number, away: number): Market => ({ key: 'h2h', outcomes: [o(HOME, home), o(AWAY, away)] });
const book = (title: string, ...markets: Market[]): Bookmaker => ({ key: title.toLowerCase(), title, markets });

describe('marketLine', () => {
  // Fair home probabilities by hand: -180/+150 → (180/280)/(180/280 + 100/250) = 0.642857/1.042857 = 0.616438.
  it.each<[string, Market, number | undefined]>([
    ['a spread by the home team’s point', spread(-3.5), -3.5],
    [
      'a spread by the home team’s point when the away team is listed first',
      { key: 'spreads', outcomes: [o(AWAY, -110, 2.5), o(HOME, -110, -2.5)] },
      -2.5,
    ],
    [
      'a spread by the home team’s point after trimming its name',
      { key: 'spreads', outcomes: [o(` ${HOME} `, -110, 1)] },
      1,
    ],
    ['a total by the Over’s points', { key: 'totals', outcomes: [o('Over', -110, 47.5), o('Under', -110, 48)] }, 47.5],
    ['a total by the Under’s points when there is no Over', { key: 'totals', outcomes: [o('Under', -110, 44)] }, 44],
    ['a moneyline by the home team’s fair probability', moneyline(-180, 150), 0.616438],
    ['a moneyline of -110/-110 as a coin toss', moneyline(-110, -110), 0.5],
    ['nothing for a spread without the home team', { key: 'spreads', outcomes: [o(AWAY, -110, 3)] }, undefined],
    ['nothing for a spread whose home side has no point', { key: 'spreads', outcomes: [o(HOME, -110)] }, undefined],
    ['nothing for a one-sided moneyline (no fair probability)', { key: 'h2h', outcomes: [o(HOME, -150)] }, undefined],
    ['nothing for a moneyline with an invalid price', moneyline(50, -110), undefined],
    ['nothing for a market it does not know', { key: 'btts', outcomes: [o(HOME, -110, 1)] }, undefined],
  ])('reads %s', (_name, market, expected) => {
    const line = marketLine(market, HOME);
    if (expected === undefined) expect(line).toBeUndefined();
    else expect(line).toBeCloseTo(expected, 6);
  });
});

describe('lineMove', () => {
  // Moneyline by hand: -150/+130 → 0.6/(0.6 + 0.434783) = 0.579832; -180/+150 → 0.616438; +3.66 points → 3.7, size 3.7
  // × 0.25 = 0.925.
  // -110/-110 is 0.5; -115/-105 → 0.534884/(0.534884 + 0.512195) = 0.510842 (+1.1); -119/-101 → 0.519549 (+1.95, shown
  // 2.0).
  it.each<[string, Market, Market, Partial<ReturnType<typeof lineMove>>]>([
    [
      'a spread from -2.5 to -3.5 moved 1 toward the home team',
      spread(-2.5),
      spread(-3.5),
      { now: -3.5, open: -2.5, change: 1, size: 1, notable: true },
    ],
    [
      'a spread from +3 to +3.5 moved half a point away from it',
      spread(3),
      spread(3.5),
      { change: -0.5, size: 0.5, notable: true },
    ],
    [
      'a spread from -3.5 to +1 moved 4.5 away from it',
      spread(-3.5),
      spread(1),
      { change: -4.5, size: 4.5, notable: true },
    ],
    ['an unchanged spread did not move', spread(-3), spread(-3, -120, 100), { change: 0, size: 0, notable: false }],
    [
      'a total from 45.5 to 47.5 went up 2',
      total(45.5),
      total(47.5),
      { now: 47.5, open: 45.5, change: 2, size: 2, notable: true },
    ],
    [
      'a total from 48.5 to 46.5 went down 2 (no rounding noise)',
      total(48.5),
      total(46.5),
      { change: -2, size: 2, notable: true },
    ],
    [
      'a moneyline from -150/+130 to -180/+150 gained 3.7 points',
      moneyline(-150, 130),
      moneyline(-180, 150),
      { change: 3.7, size: 0.925, notable: true },
    ],
    [
      'a moneyline from -110/-110 to -115/-105 gained 1.1: not notable',
      moneyline(-110, -110),
      moneyline(-115, -105),
      { change: 1.1, size: 0.275, notable: false },
    ],
    [
      'a moneyline move of 1.95 points, shown as 2.0, is notable',
      moneyline(-110, -110),
      moneyline(-119, -101),
      { change: 2, size: 0.5, notable: true },
    ],
    [
      'a moneyline that lost 3.7 points moved away from the home team',
      moneyline(-180, 150),
      moneyline(-150, 130),
      { change: -3.7, notable: true },
    ],
  ])('says %s', (_name, open, now, expected) => {
    expect(lineMove(now, open, HOME)).toMatchObject({ market: now.key, ...expected });
  });

  it.each<[string, Market | undefined, Market]>([
    ['the market is missing at the opening', undefined, spread(-3)],
    ['the opening has another market', total(44), spread(-3)],
    ['the opening lacks the home team', { key: 'spreads', outcomes: [o(AWAY, -110, 3)] }, spread(-3)],
    ['the line now lacks its number', spread(-3), { key: 'spreads', outcomes: [] }],
  ])('is undefined when %s', (_name, open, now) => {
    expect(lineMove(now, open, HOME)).toBeUndefined();
  });
});

describe('largestMove', () => {
  const opening = [
    book('FanDuel', spread(-3), total(44), moneyline(-150, 130)),
    book('DraftKings', spread(-3), total(44)),
  ];

  it('takes the largest move of any market of any book, whichever book a card shows', () => {
    const now = [
      book('FanDuel', spread(-3.5), total(44), moneyline(-150, 130)),
      book('DraftKings', spread(-3), total(45.5)),
    ];
    expect(largestMove(now, opening, HOME)).toMatchObject({
      book: 'DraftKings',
      market: 'totals',
      change: 1.5,
      size: 1.5,
    });
    expect(largestMove([...now].reverse(), opening, HOME)).toMatchObject({ book: 'DraftKings', market: 'totals' });
  });

  it('converts a moneyline at a quarter point per percentage point: 3.7 points beats a half-point spread move', () => {
    const now = [book('FanDuel', spread(-3.5), total(44), moneyline(-180, 150))];
    expect(largestMove(now, opening, HOME)).toMatchObject({ market: 'h2h', change: 3.7, size: 0.925 });
  });

  it('keeps the first of equal moves, and matches books by key, not title', () => {
    const now = [book('FanDuel', spread(-4)), book('DraftKings', spread(-4))];
    expect(largestMove(now, opening, HOME)).toMatchObject({ book: 'FanDuel', size: 1 });
    const renamed = [{ ...book('FanDuel', spread(-5)), title: 'FanDuel Sportsbook' }];
    expect(largestMove(renamed, opening, HOME)).toMatchObject({ book: 'FanDuel Sportsbook', size: 2 });
  });

  it('says no move when nothing moved, and is undefined when nothing can be compared', () => {
    expect(largestMove([book('FanDuel', spread(-3))], opening, HOME)).toMatchObject({ change: 0, size: 0 });
    expect(largestMove([book('BetMGM', spread(-6))], opening, HOME)).toBeUndefined();
    expect(largestMove([book('FanDuel', spread(-6))], [], HOME)).toBeUndefined();
  });
});

describe('orderByLargestMove', () => {
  const move = (size: number): LargestMove => ({
    market: 'spreads',
    now: 0,
    open: 0,
    change: size,
    size,
    notable: size >= 0.5,
    book: 'FanDuel',
  });
  const games = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

  it('puts the largest move first; ties keep kickoff order; games without a move come last', () => {
    const moves = new Map([
      ['b', move(0.5)],
      ['c', move(2)],
      ['d', move(0.5)],
      ['e', move(0)],
    ]);
    expect(orderByLargestMove(games, moves).map((game) => game.id)).toEqual(['c', 'b', 'd', 'e', 'a']);
    expect(games.map((game) => game.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('is a reordering whose sizes never increase, for any moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 40 }).map((half) => half / 2)), { maxLength: 20 }),
        (sizes) => {
          const list = sizes.map((_, index): { id: string } => ({ id: `g${index}` }));
          const moves = new Map<string, LargestMove>(
            sizes.flatMap((size, index) => (size === null ? [] : [[`g${index}`, move(size)] as const])),
          );
          const ordered = orderByLargestMove(list, moves);
          expect([...ordered].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
            [...list].sort((a, b) => a.id.localeCompare(b.id)),
          );
          const keys = ordered.map((game) => moves.get(game.id)?.size ?? -1);
          keys.forEach((key, index) => index > 0 && expect(key).toBeLessThanOrEqual(keys[index - 1] as number));
        },
      ),
    );
  });
});
