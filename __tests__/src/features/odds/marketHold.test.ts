import fc from 'fast-check';
import { bestLines, formatPercent } from '../../../../src/features/odds/lineMath';
import {
  arbitrageSplit,
  bestPriceHolds,
  hold,
  middles,
  spreadMiddle,
  totalMiddle,
} from '../../../../src/features/odds/marketHold';
import type { Bookmaker, Market, Outcome } from '../../../../src/features/odds/types';

const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';
const o = (name: string, price: number, point?: number): Outcome => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, ...markets: Market[]): Bookmaker => ({ key: title.toLowerCase(), title, markets });
const moneyline = (home: number, away: number): Market => ({ key: 'h2h', outcomes: [o(HOME, home), o(AWAY, away)] });
const spread = (home: number, homePrice: number, awayPrice: number): Market => ({
  key: 'spreads',
  outcomes: [o(HOME, homePrice, home), o(AWAY, awayPrice, -home)],
});
const total = (points: number, over: number, under: number, underPoints = points): Market => ({
  key: 'totals',
  outcomes: [o('Over', over, points), o('Under', under, underPoints)],
});

describe('hold', () => {
  // By hand: -110 → 110/210 = 0.523810 twice, Σ 1.047619, 1 − 1/Σ = 0.045455; -105/+100 → 0.512195 + 0.5 = 1.012195 →
  // 0.012048;
  // +105/-120 → 0.487805 + 0.545455 = 1.033259 → 0.032189; -180/+150 → 0.642857 + 0.4 → 0.041096; +105/+100 → 0.987805
  // → −0.012346.
  it.each<[number[], number, string]>([
    [[-110, -110], 0.045455, '4.5%'],
    [[-105, 100], 0.012048, '1.2%'],
    [[105, -120], 0.032189, '3.2%'],
    [[-180, 150], 0.041096, '4.1%'],
    [[-105, -110], 0.034753, '3.5%'],
    [[100, 100], 0, '0.0%'],
    [[105, 100], -0.012346, '-1.2%'],
  ])('of %p is %f (shown %s)', (prices, expected, shown) => {
    expect(hold(prices)).toBeCloseTo(expected, 6);
    expect(formatPercent(hold(prices) as number)).toBe(shown);
  });

  it.each([[[-110]], [[]], [[-110, 50]], [[Number.NaN, -110]]])('is undefined for %p', (prices) => {
    expect(hold(prices)).toBeUndefined();
  });
});

describe('arbitrageSplit', () => {
  it('splits 100 units in proportion to the implied probabilities: +105/+100 → 49.38 and 50.62, returning 101.23 either way', () => {
    const split = arbitrageSplit([100 / 205, 0.5]);
    expect(split.stakes[0]).toBeCloseTo(49.382716, 6);
    expect(split.stakes[1]).toBeCloseTo(50.617284, 6);
    expect(split.returns).toBeCloseTo(101.234568, 6);
    // Each bet returns the same: 49.38 at +105 pays 2.05 per unit, 50.62 at +100 pays 2.
    expect((split.stakes[0] as number) * 2.05).toBeCloseTo(split.returns, 9);
    expect((split.stakes[1] as number) * 2).toBeCloseTo(split.returns, 9);
  });

  it('stakes the whole total and returns the same on every outcome, for any probabilities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { minLength: 2, maxLength: 4 }),
        (implied) => {
          const { stakes, returns } = arbitrageSplit(implied);
          expect(stakes.reduce((sum, stake) => sum + stake, 0)).toBeCloseTo(100, 9);
          stakes.forEach((stake, index) => expect(stake / (implied[index] as number)).toBeCloseTo(returns, 6));
        },
      ),
    );
  });
});

describe('bestPriceHolds', () => {
  it('takes the issue’s -105/+100 and +105/-120: best prices +105 and +100 hold -1.23 %, an arbitrage of 49.38 / 50.62', () => {
    const [held] = bestPriceHolds(
      [book('FanDuel', moneyline(-105, 100)), book('DraftKings', moneyline(105, -120))],
      HOME,
    );
    expect(held).toMatchObject({
      market: 'h2h',
      prices: [
        { outcome: HOME, price: 105, books: ['DraftKings'] },
        { outcome: AWAY, price: 100, books: ['FanDuel'] },
      ],
    });
    expect(held?.point).toBeUndefined();
    expect(held?.hold).toBeCloseTo(-0.012346, 6);
    expect(held?.arbitrage?.stakes[0]).toBeCloseTo(49.382716, 6);
    expect(held?.arbitrage?.stakes[1]).toBeCloseTo(50.617284, 6);
    expect(held?.arbitrage?.returns).toBeCloseTo(101.234568, 6);
  });

  it('has no arbitrage when the best prices sum to 100 % or more, and names every book at the best price', () => {
    const [held] = bestPriceHolds(
      [book('FanDuel', moneyline(-110, -110)), book('BetMGM', moneyline(-110, -110))],
      HOME,
    );
    expect(held?.hold).toBeCloseTo(0.045455, 6);
    expect(held?.arbitrage).toBeUndefined();
    expect(held?.prices.map((price) => price.books)).toEqual([
      ['FanDuel', 'BetMGM'],
      ['FanDuel', 'BetMGM'],
    ]);
  });

  it('compares spread prices only at the same number, taking the number whose best prices hold least', () => {
    // At -3.5: Chiefs -105 (DraftKings), Bills -110 (FanDuel) → 0.512195 + 0.523810 = 1.036005 → 3.48 %.
    // At -3: BetMGM alone, -120/+100 → 0.545455 + 0.5 = 1.045455 → 4.35 %.
    const books = [
      book('FanDuel', spread(-3.5, -110, -110)),
      book('DraftKings', spread(-3.5, -105, -115)),
      book('BetMGM', spread(-3, -120, 100)),
    ];
    const [held] = bestPriceHolds(books, HOME);
    expect(held).toMatchObject({
      market: 'spreads',
      point: -3.5,
      prices: [
        { outcome: HOME, point: -3.5, price: -105, books: ['DraftKings'] },
        { outcome: AWAY, point: 3.5, price: -110, books: ['FanDuel'] },
      ],
    });
    expect(held?.hold).toBeCloseTo(0.034753, 6);
  });

  it('compares totals at the same total, lists the markets in order, and leaves out a market with one side', () => {
    const books = [
      book('FanDuel', total(47.5, -110, -110), { key: 'spreads', outcomes: [o(HOME, -110, -3)] }),
      book('BetMGM', total(48, 100, -120), moneyline(-150, 130)),
    ];
    const holds = bestPriceHolds(books, HOME);
    expect(holds.map((held) => [held.market, held.point])).toEqual([
      ['h2h', undefined],
      ['totals', 48],
    ]);
    // At 48: +100/-120 → 0.5 + 0.545455 → 4.35 %; at 47.5: 4.55 %.
    expect(holds[1]?.hold).toBeCloseTo(0.043478, 6);
  });
});

describe('middles', () => {
  it.each<[string, Bookmaker[], string[]]>([
    [
      'Chiefs -2.5 at FanDuel and Bills +3.5 at BetMGM: a 1-point middle',
      [book('FanDuel', spread(-2.5, -110, -110)), book('BetMGM', spread(-3.5, -110, -110))],
      ['spreads 1: Kansas City Chiefs -2.5 FanDuel / Buffalo Bills 3.5 BetMGM'],
    ],
    [
      'half a point apart: no middle',
      [book('FanDuel', spread(-3, -110, -110)), book('BetMGM', spread(-3.5, -110, -110))],
      [],
    ],
    [
      'Over 44.5 at FanDuel and Under 46 at DraftKings: 1.5 points',
      [book('FanDuel', total(44.5, -110, -110)), book('DraftKings', total(46, -110, -110))],
      ['totals 1.5: Over 44.5 FanDuel / Under 46 DraftKings'],
    ],
    [
      'every book on the same numbers: none',
      [book('FanDuel', spread(-3, -110, -110), total(44, -110, -110)), book('BetMGM', spread(-3, -105, -115))],
      [],
    ],
    // A middle is a middle only when some final margin wins both bets: a whole number strictly between the numbers.
    [
      'Chiefs -3 / Bills +4: none (a 3-point win pushes one, a 4-point win the other)',
      [book('FanDuel', spread(-3, -110, -110)), book('BetMGM', spread(-4, -110, -110))],
      [],
    ],
    [
      'Over 44 / Under 45: none (44 pushes the Over, 45 the Under)',
      [book('FanDuel', total(44, -110, -110)), book('DraftKings', total(45, -110, -110))],
      [],
    ],
    [
      'Over 44 / Under 45.5: 45 wins both',
      [book('FanDuel', total(44, -110, -110)), book('DraftKings', total(45.5, -110, -110))],
      ['totals 1.5: Over 44 FanDuel / Under 45.5 DraftKings'],
    ],
    [
      'Bills +7 / Chiefs -5: wins both on a 6-point Chiefs win',
      [book('FanDuel', spread(-5, -110, -110)), book('BetMGM', spread(-7, -110, -110))],
      ['spreads 2: Kansas City Chiefs -5 FanDuel / Buffalo Bills 7 BetMGM'],
    ],
  ])('finds %s', (_name, books, expected) => {
    const found = middles(bestLines(books)).map(
      ({ market, width, sides }) =>
        `${market} ${width}: ${sides.map((side) => `${side.outcome} ${side.point} ${side.books.join('+')}`).join(' / ')}`,
    );
    expect(found).toEqual(expected);
  });
});

describe('spreadMiddle and totalMiddle', () => {
  it.each([
    [-2.5, 3.5, true], // Chiefs −2.5 / Bills +3.5: a 3-point Chiefs win
    [-3, 4, false], // 3 pushes the Chiefs, 4 the Bills
    [3.5, -2.5, true], // the same middle named from the Bills' side
    [-3, 3.5, false], // a 3-point win pushes −3 and wins +3.5: no margin wins both
    [-5, 7, true],
  ])('a side at %d and the other at %d: %s', (first, second, expected) => {
    expect(spreadMiddle(first, second)).toBe(expected);
  });

  it.each([
    [44, 45, false],
    [44, 45.5, true],
    [44.5, 45, false],
    [44.5, 46, true],
  ])('Over %d and Under %d: %s', (over, under, expected) => {
    expect(totalMiddle(over, under)).toBe(expected);
  });
});
