import { bestLines } from '../../../../src/features/odds/lineMath';
import type { LargestMove, LineMove } from '../../../../src/features/odds/lineMovement';
import { bestPriceHolds, middles } from '../../../../src/features/odds/marketHold';
import {
  arbitrageText,
  bestPriceMarketText,
  changeText,
  holdText,
  largestMoveText,
  middleText,
  moveText,
  signedPoint,
} from '../../../../src/features/odds/marketNotes';
import type { Bookmaker, Market } from '../../../../src/features/odds/types';

const move = (market: string, open: number, now: number, change: number): LineMove => ({
  market,
  open,
  now,
  change,
  size: Math.abs(change),
  notable: true,
});

describe('the open-vs-now text', () => {
  it.each<[string, LineMove]>([
    ['Chiefs -3.5 · opened -2.5 ▲1', move('spreads', -2.5, -3.5, 1)],
    ['Chiefs +3.5 · opened +3 ▼0.5', move('spreads', 3, 3.5, -0.5)],
    ['Chiefs +1 · opened -3.5 ▼4.5', move('spreads', -3.5, 1, -4.5)],
    ['Chiefs -1 · opened 0 ▲1', move('spreads', 0, -1, 1)],
    ['Chiefs -3 · opened -3', move('spreads', -3, -3, 0)],
    ['47.5 · opened 45.5 ▲2', move('totals', 45.5, 47.5, 2)],
    ['46.5 · opened 48.5 ▼2', move('totals', 48.5, 46.5, -2)],
    ['Chiefs fair 61.6% · opened 58.0% ▲3.7 pts', move('h2h', 0.579832, 0.616438, 3.7)],
    ['Chiefs fair 52.0% · opened 50.0% ▲2.0 pts', move('h2h', 0.5, 0.519549, 2)],
  ])('writes %s', (text, line) => {
    expect(moveText(line, 'Chiefs')).toBe(text);
  });

  it('calls a live provider’s first recorded line "first seen", not "opened" (CONTRACT §10)', () => {
    expect(moveText(move('spreads', -2.5, -3.5, 1), 'Chiefs', 'first seen')).toBe('Chiefs -3.5 · first seen -2.5 ▲1');
  });

  it.each<[string, number, string]>([
    ['spreads', 0, ''],
    ['spreads', 1.5, '▲1.5'],
    ['totals', -0.5, '▼0.5'],
    // A moneyline moves in percentage points of fair probability: 'pts'.
    ['h2h', -12, '▼12.0 pts'],
  ])('marks a %s change of %f as "%s"', (market, change, text) => {
    expect(changeText({ market, change })).toBe(text);
  });

  it.each<[number, string, string]>([
    [3.5, 'spreads', '+3.5'],
    [-3.5, 'spreads', '-3.5'],
    [0, 'spreads', '0'],
    [47.5, 'totals', '47.5'],
  ])('writes the point %f of %s as %s', (point, market, text) => {
    expect(signedPoint(point, market)).toBe(text);
  });

  it('writes a hold to one decimal: -110/-110 → hold 4.5%', () => {
    expect(holdText(0.0454545)).toBe('hold 4.5%');
    expect(holdText(-0.012346)).toBe('hold -1.2%');
  });

  it.each<[string, LargestMove]>([
    ['Biggest move: Spread ▼4.5 at DraftKings', { ...move('spreads', -3.5, 1, -4.5), book: 'DraftKings' }],
    ['Biggest move: Moneyline ▲3.0 pts at FanDuel', { ...move('h2h', 0.5, 0.53, 3), book: 'FanDuel' }],
    ['No move since opening', { ...move('totals', 44, 44, 0), book: 'BetMGM' }],
  ])('sums up the biggest move as %s', (text, largest) => {
    expect(largestMoveText(largest)).toBe(text);
  });
});

describe('the across-books texts', () => {
  const o = (name: string, price: number, point?: number) => ({
    name,
    price,
    ...(point === undefined ? {} : { point }),
  });
  const book = (title: string, ...markets: Market[]): Bookmaker => ({ key: title.toLowerCase(), title, markets });
  const h2h = (chiefs: number, bills: number): Market => ({
    key: 'h2h',
    outcomes: [o('Kansas City Chiefs', chiefs), o('Buffalo Bills', bills)],
  });
  const spreads = (chiefs: number): Market => ({
    key: 'spreads',
    outcomes: [o('Kansas City Chiefs', -110, chiefs), o('Buffalo Bills', -110, -chiefs)],
  });
  const totals = (points: number): Market => ({
    key: 'totals',
    outcomes: [o('Over', -110, points), o('Under', -110, points)],
  });
  const books = [
    book('FanDuel', h2h(-105, 100), spreads(-2.5), totals(44.5)),
    book('DraftKings', h2h(105, -120)),
    book('BetMGM', spreads(-3.5), totals(45.5)),
  ];

  it('names each market and the number its best prices were taken at', () => {
    expect(bestPriceHolds(books, 'Kansas City Chiefs').map((held) => bestPriceMarketText(held, 'Chiefs'))).toEqual([
      'Moneyline hold',
      'Spread hold at Chiefs -2.5',
      'Total hold at 44.5',
    ]);
  });

  it('gives the issue’s arbitrage as a stake split of 100 with what it returns', () => {
    const [moneyline] = bestPriceHolds(books, 'Kansas City Chiefs');
    expect(arbitrageText(moneyline!)).toBe(
      'Stake 49.38 on Chiefs +105 (DraftKings) and 50.62 on Bills +100 (FanDuel): returns 101.23 either way',
    );
    expect(arbitrageText(bestPriceHolds(books, 'Kansas City Chiefs')[1]!)).toBe('');
  });

  it('names the numbers and books of a middle', () => {
    expect(middles(bestLines(books)).map(middleText)).toEqual([
      'Middle: Chiefs -2.5 (FanDuel) / Bills +3.5 (BetMGM)',
      'Middle: Over 44.5 (FanDuel) / Under 45.5 (BetMGM)',
    ]);
  });
});
