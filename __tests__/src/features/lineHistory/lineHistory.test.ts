import { lineHistory } from '../../../../src/features/lineHistory/lineHistory';
import {
  historyAxisLabel,
  historyCell,
  historySummary,
  historyTick,
  historyValue,
} from '../../../../src/features/lineHistory/lineHistoryLabels';
import type { Bookmaker, OddsHistory, Outcome } from '../../../../src/features/odds/types';

const o = (name: string, price: number, point?: number): Outcome => ({
  name,
  price,
  ...(point === undefined ? {} : { point }),
});
const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';

/** A book with a moneyline of home/away prices, the home spread (at -110) and a total (Over at -105). */
function book(title: string, lines: { ml?: [number, number]; spread?: number; total?: number }): Bookmaker {
  return {
    key: title.trim().toLowerCase(),
    title,
    markets: [
      ...(lines.ml ? [{ key: 'h2h', outcomes: [o(HOME, lines.ml[0]), o(AWAY, lines.ml[1])] }] : []),
      ...(lines.spread === undefined
        ? []
        : [{ key: 'spreads', outcomes: [o(HOME, -110, lines.spread), o(AWAY, -110, -lines.spread)] }]),
      ...(lines.total === undefined
        ? []
        : [{ key: 'totals', outcomes: [o('Over', -105, lines.total), o('Under', -115, lines.total)] }]),
    ],
  };
}

const T = ['2025-09-14T20:25:00Z', '2025-09-18T20:25:00Z', '2025-09-21T20:25:00Z'];
const ms = (iso: string) => Date.parse(iso);

/**
 * FanDuel throughout; DraftKings from the second snapshot; BetMGM (title with spaces) without a total
 * at the end; Caesars, not a shown book, everywhere.
 */
const history: OddsHistory = {
  id: 'kc-buf',
  commence_time: T[2]!,
  home_team: HOME,
  away_team: AWAY,
  snapshots: [
    {
      timestamp: T[0]!,
      bookmakers: [
        book('FanDuel', { ml: [-150, 130], spread: -2.5, total: 47 }),
        book(' BetMGM ', { ml: [-140, 120], spread: -2.5, total: 47.5 }),
        book('Caesars', { ml: [-500, 400], spread: -10, total: 30 }),
      ],
    },
    {
      timestamp: T[1]!,
      bookmakers: [
        book('FanDuel', { ml: [-170, 145], spread: -3, total: 47.5 }),
        book('DraftKings', { ml: [-165, 140], spread: -3, total: 48 }),
        book(' BetMGM ', { ml: [-160, 135], spread: -3, total: 48 }),
      ],
    },
    {
      timestamp: T[2]!,
      bookmakers: [
        book('FanDuel', { ml: [-180, 150], spread: -3.5, total: 48 }),
        book('DraftKings', { ml: [-175, 155], spread: -3.5, total: 48.5 }),
        book(' BetMGM ', { ml: [-170, 145], spread: -3 }),
      ],
    },
  ],
};

const summary = (closed: boolean, market: string) => {
  const found = lineHistory(history, closed).find((m) => m.market === market);
  return found?.series.map(
    ({ book: title, points }) =>
      `${title}: ${points.map((p) => `${p.value}${p.opening ? 'o' : ''}${p.closing ? 'c' : ''}`).join(' ')}`,
  );
};

describe('lineHistory', () => {
  it('gives each market a series per shown book, in FanDuel, DraftKings, BetMGM order, oldest first', () => {
    const markets = lineHistory(history, true);
    expect(markets.map((m) => m.market)).toEqual(['h2h', 'spreads', 'totals']);
    expect(summary(true, 'spreads')).toEqual([
      'FanDuel: -2.5o -3 -3.5c',
      'DraftKings: -3o -3.5c',
      'BetMGM: -2.5o -3 -3c',
    ]);
  });

  it('flags each book’s own first and last points, the last only once the game has kicked off', () => {
    expect(summary(true, 'totals')).toEqual(['FanDuel: 47o 47.5 48c', 'DraftKings: 48o 48.5c', 'BetMGM: 47.5o 48c']);
    expect(summary(false, 'totals')).toEqual(['FanDuel: 47o 47.5 48', 'DraftKings: 48o 48.5', 'BetMGM: 47.5o 48']);
  });

  it('plots the home team’s no-vig win percentage on the moneyline, with the home price', () => {
    // -150 / +130: implied 0.6 and 0.434783, fair 0.6 / 1.034783 = 57.98%.
    const [fanDuel] = lineHistory(history, true)[0]!.series;
    expect(fanDuel!.points[0]!.value).toBeCloseTo(57.983, 3);
    expect(fanDuel!.points[0]!.price).toBe(-150);
    // -180 / +150: 0.642857 and 0.4, fair 0.642857 / 1.042857 = 61.64%.
    expect(fanDuel!.points[2]!.value).toBeCloseTo(61.644, 3);
  });

  it('keeps a row per snapshot with every book’s point or a gap, the first row opening and the last closing', () => {
    const totals = lineHistory(history, true)[2]!;
    expect(
      totals.rows.map((row) => [row.timestamp, row.opening, row.closing, row.cells.map((cell) => cell?.value)]),
    ).toEqual([
      [T[0], true, false, [47, undefined, 47.5]],
      [T[1], false, false, [47.5, 48, 48]],
      [T[2], false, true, [48, 48.5, undefined]],
    ]);
    expect(totals.rows[1]!.cells[0]).toEqual({
      value: 47.5,
      price: -105,
      time: ms(T[1]!),
      opening: false,
      closing: false,
    });
  });

  it('leaves out snapshots without the market and markets no shown book has', () => {
    const sparse: OddsHistory = {
      ...history,
      snapshots: [
        { timestamp: T[0]!, bookmakers: [book('Caesars', { spread: -3, total: 44 })] },
        { timestamp: T[1]!, bookmakers: [book('FanDuel', { spread: -3 })] },
      ],
    };
    const markets = lineHistory(sparse, false);
    expect(markets.map((m) => m.market)).toEqual(['spreads']);
    expect(markets[0]!.rows.map((row) => row.timestamp)).toEqual([T[1]]);
    expect(markets[0]!.series.map((s) => s.points.length)).toEqual([1, 0, 0]);
  });

  it('has nothing for a game without snapshots', () => {
    expect(lineHistory({ ...history, snapshots: [] }, true)).toEqual([]);
  });

  it('skips a moneyline it cannot make fair (one side missing or an invalid price)', () => {
    const odd: OddsHistory = {
      ...history,
      snapshots: [
        {
          timestamp: T[0]!,
          bookmakers: [{ key: 'fanduel', title: 'FanDuel', markets: [{ key: 'h2h', outcomes: [o(HOME, -150)] }] }],
        },
        {
          timestamp: T[1]!,
          bookmakers: [
            { key: 'fanduel', title: 'FanDuel', markets: [{ key: 'h2h', outcomes: [o(HOME, 50), o(AWAY, -110)] }] },
          ],
        },
      ],
    };
    expect(lineHistory(odd, true)).toEqual([]);
  });
});

describe('line history labels', () => {
  it.each([
    ['h2h', 57.983, '58.0%'],
    ['spreads', -3.5, '-3.5'],
    ['spreads', 3, '+3'],
    ['spreads', 0, '0'],
    ['totals', 47.5, '47.5'],
  ] as const)('writes a %s value %d as %s', (market, value, text) => {
    expect(historyValue(market, value)).toBe(text);
  });

  it.each([
    ['h2h', 58, '58%'],
    ['h2h', 57.6, '57.6%'],
    ['h2h', 57.599999999, '57.6%'],
    ['spreads', -3, '-3'],
    ['totals', 48, '48'],
  ] as const)('writes a %s tick %d as %s', (market, tick, text) => {
    expect(historyTick(market, tick)).toBe(text);
  });

  it('names what each market plots, from the home side', () => {
    expect(historyAxisLabel('h2h', HOME)).toBe('Chiefs win chance, no-vig (%)');
    expect(historyAxisLabel('spreads', HOME)).toBe('Chiefs spread (points)');
    expect(historyAxisLabel('totals', HOME)).toBe('Total (points)');
  });

  it('gives a table cell the value and its price', () => {
    const point = { value: -3, price: -110, time: 0, opening: false, closing: false };
    expect(historyCell('spreads', point)).toBe('-3 (-110)');
    expect(historyCell('h2h', { ...point, value: 57.983, price: 130 })).toBe('58.0% (+130)');
  });

  it('sums a chart up in words: each book’s opening and closing (or current) value, and the books without a line', () => {
    const spreads = lineHistory(history, true)[1]!;
    expect(historySummary('spreads', HOME, spreads.series, 'from Sep 14 to Sep 21')).toBe(
      'Chiefs spread (points), from Sep 14 to Sep 21. FanDuel opened -2.5 and closed -3.5; DraftKings opened -3 and closed -3.5; BetMGM opened -2.5 and closed -3.',
    );
    const open = lineHistory({ ...history, snapshots: history.snapshots.slice(0, 1) }, false)[2]!;
    expect(historySummary('totals', HOME, open.series, 'on Sep 14')).toBe(
      'Total (points), on Sep 14. FanDuel opened 47 and is 47 now; BetMGM opened 47.5 and is 47.5 now. No line from DraftKings.',
    );
  });
});
