import fc from 'fast-check';
import {
  bestLines,
  fairProbabilities,
  formatPercent,
  holdsBestLine,
  joinTitles,
  probabilityLabel,
  type BestLine,
} from '../../../../src/features/odds/lineMath';
import type { Bookmaker, Market, Outcome } from '../../../../src/features/odds/types';

const o = (name: string, price: number, point?: number): Outcome => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const book = (title: string, ...markets: Market[]): Bookmaker => ({ key: title.toLowerCase(), title, markets });
const h2h = (...outcomes: Outcome[]): Market => ({ key: 'h2h', outcomes });
const spreads = (...outcomes: Outcome[]): Market => ({ key: 'spreads', outcomes });
const totals = (...outcomes: Outcome[]): Market => ({ key: 'totals', outcomes });

/** 'market/outcome: line @ books' with '=' for a line every book shares: easy to read in a failure. */
const summary = (lines: BestLine[]) =>
  lines.map(
    (l) => `${l.market}/${l.outcome}: ${l.point ?? ''}@${l.price} ${l.unanimous ? '=' : ''}${l.books.join('+')}`,
  );

describe('fairProbabilities', () => {
  it('splits -110 / -110 evenly', () => {
    expect(fairProbabilities([-110, -110])).toEqual([0.5, 0.5]);
  });

  it('takes the margin out of -150 / +130 (implied 60% / 43.48%) proportionally: 57.98% / 42.02%', () => {
    const [favourite, dog] = fairProbabilities([-150, 130]) as number[];
    expect(favourite).toBeCloseTo(0.6 / (0.6 + 100 / 230), 10);
    expect(formatPercent(favourite as number)).toBe('58.0%');
    expect(favourite).toBeCloseTo(0.57983, 5);
    expect(dog).toBeCloseTo(0.42017, 5);
  });

  it('normalises a three-way market', () => {
    const fair = fairProbabilities([200, 200, 200]) as number[];
    for (const p of fair) expect(p).toBeCloseTo(1 / 3, 10);
  });

  it.each([
    ['a single outcome', [-110]],
    ['no outcomes', []],
    ['an invalid price', [-110, 50]],
  ])('is undefined for %s', (_label, prices) => {
    expect(fairProbabilities(prices)).toBeUndefined();
  });

  it('sums to 1 for any valid prices', () => {
    const price = fc.oneof(fc.integer({ min: -5000, max: -100 }), fc.integer({ min: 100, max: 5000 }));
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 4 }), (prices) => {
        const fair = fairProbabilities(prices) as number[];
        expect(fair.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
      }),
    );
  });
});

describe('formatPercent and probabilityLabel', () => {
  it.each([
    [0.5238095, '52.4%'],
    [0.4, '40.0%'],
    [0.6, '60.0%'],
    [0.4347826, '43.5%'],
    [0.42017, '42.0%'],
    [1, '100.0%'],
  ])('shows %f as %s', (p, text) => {
    expect(formatPercent(p)).toBe(text);
  });

  it('labels both probabilities, or only what can be computed', () => {
    expect(probabilityLabel(-110, 0.5)).toBe('Implied 52.4% · Fair 50.0%');
    expect(probabilityLabel(-150, undefined)).toBe('Implied 60.0%');
    expect(probabilityLabel(50, undefined)).toBe('');
  });
});

describe('bestLines', () => {
  it('marks the highest moneyline price per side, and all books tied for it', () => {
    const lines = bestLines([
      book('FanDuel', h2h(o('Chiefs', -180), o('Bills', 150))),
      book('DraftKings', h2h(o('Chiefs', -170), o('Bills', 155))),
      book('BetMGM', h2h(o('Chiefs', -170), o('Bills', 145))),
    ]);
    expect(summary(lines)).toEqual(['h2h/Chiefs: @-170 DraftKings+BetMGM', 'h2h/Bills: @155 DraftKings']);
  });

  it('ranks a plus price above any minus price, and +100 level with -100', () => {
    expect(summary(bestLines([book('A', h2h(o('X', -105))), book('B', h2h(o('X', 100)))]))).toEqual(['h2h/X: @100 B']);
    expect(summary(bestLines([book('A', h2h(o('X', -100))), book('B', h2h(o('X', 100)))]))).toEqual([
      'h2h/X: @-100 =A+B',
    ]);
  });

  it('marks nothing when every book that offers the outcome has the same line, including a lone book', () => {
    const lines = bestLines([
      book('FanDuel', spreads(o('Chiefs', -110, -3.5), o('Bills', -110, 3.5))),
      book('DraftKings', spreads(o('Chiefs', -110, -3.5), o('Bills', -110, 3.5)), h2h(o('Chiefs', -170))),
    ]);
    expect(summary(lines)).toEqual([
      'h2h/Chiefs: @-170 =DraftKings',
      'spreads/Chiefs: -3.5@-110 =FanDuel+DraftKings',
      'spreads/Bills: 3.5@-110 =FanDuel+DraftKings',
    ]);
    expect(lines.some((line) => holdsBestLine(lines, 'DraftKings', line.market, line.outcome))).toBe(false);
  });

  it('prefers more points on a spread before the price: +3.5 beats +3, -3 beats -3.5', () => {
    const lines = bestLines([
      book('FanDuel', spreads(o('Chiefs', -105, -3.5), o('Bills', -115, 3.5))),
      book('DraftKings', spreads(o('Chiefs', -120, -3), o('Bills', -110, 3))),
      book('BetMGM', spreads(o('Chiefs', -110, -3.5), o('Bills', -105, 3.5))),
    ]);
    expect(summary(lines)).toEqual(['spreads/Chiefs: -3@-120 DraftKings', 'spreads/Bills: 3.5@-105 BetMGM']);
  });

  it('prefers the lower total for Over and the higher for Under, then the price', () => {
    const lines = bestLines([
      book('FanDuel', totals(o('Over', -110, 47.5), o('Under', -110, 47.5))),
      book('DraftKings', totals(o('Over', -120, 47), o('Under', -105, 47))),
      book('BetMGM', totals(o('Over', -115, 47), o('Under', 100, 47))),
    ]);
    expect(summary(lines)).toEqual(['totals/Over: 47@-115 BetMGM', 'totals/Under: 47.5@-110 FanDuel']);
  });

  it('compares only the books that offer the outcome, skipping invalid prices and missing points', () => {
    const lines = bestLines([
      book('FanDuel', h2h(o('Chiefs', -180), o('Bills', 50)), spreads(o('Chiefs', -110))),
      book('DraftKings', h2h(), totals(o('Over', -110, 45), o('Under', -110, 45))),
      book('BetMGM', h2h(o('Chiefs', -175), o('Bills', 160)), spreads(o('Chiefs', -110, -2.5))),
    ]);
    expect(summary(lines)).toEqual([
      'h2h/Chiefs: @-175 BetMGM',
      'h2h/Bills: @160 =BetMGM',
      'spreads/Chiefs: -2.5@-110 =BetMGM',
      'totals/Over: 45@-110 =DraftKings',
      'totals/Under: 45@-110 =DraftKings',
    ]);
    expect(
      bestLines([book('A', totals(o('Over', -110, 45))), book('B', h2h(o('X', 120)))]).map((line) => line.market),
    ).toEqual(['h2h', 'totals']);
  });

  it('lists moneyline, spread and total lines in that order, outcomes as first seen, and ignores markets it has no rule for', () => {
    const lines = bestLines([
      book('FanDuel', h2h(o('Chiefs', -180)), { key: 'props', outcomes: [o('Yes', 120)] }),
      book('DraftKings', spreads(o('Chiefs', -110, -3)), h2h(o('Chiefs', -170), o('Bills', 150))),
    ]);
    expect(lines.map((line) => `${line.market}/${line.outcome}`)).toEqual([
      'h2h/Chiefs',
      'h2h/Bills',
      'spreads/Chiefs',
    ]);
  });

  it('is empty without books or outcomes', () => {
    expect(bestLines([])).toEqual([]);
    expect(bestLines([book('FanDuel', h2h(), spreads())])).toEqual([]);
  });
});

describe('holdsBestLine', () => {
  const lines = bestLines([
    book('FanDuel', h2h(o('Chiefs', -180), o('Bills', 150))),
    book('DraftKings', h2h(o('Chiefs', -170), o('Bills', 150))),
  ]);

  it('is true only for a book that holds a contested best line', () => {
    expect(holdsBestLine(lines, 'DraftKings', 'h2h', 'Chiefs')).toBe(true);
    expect(holdsBestLine(lines, 'FanDuel', 'h2h', 'Chiefs')).toBe(false);
    expect(holdsBestLine(lines, 'DraftKings', 'h2h', 'Bills')).toBe(false);
    expect(holdsBestLine(lines, 'DraftKings', 'spreads', 'Chiefs')).toBe(false);
  });
});

describe('joinTitles', () => {
  it.each([
    [[], ''],
    [['FanDuel'], 'FanDuel'],
    [['FanDuel', 'BetMGM'], 'FanDuel and BetMGM'],
    [['FanDuel', 'DraftKings', 'BetMGM'], 'FanDuel, DraftKings and BetMGM'],
  ])('joins %j as %j', (titles, text) => {
    expect(joinTitles(titles)).toBe(text);
  });
});
