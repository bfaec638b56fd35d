import fc from 'fast-check';
import {
  betsToTellSkill,
  bookKey,
  clvSummary,
  marketKey,
  summarizeBets,
  summarizeBy,
  weekKey,
  type SummarizedBet,
} from '../../../../src/domain/bets/summary';
import type { BetStatus, GradedBet, GradedLeg } from '../../../../src/domain/bets/types';

const graded = (status: BetStatus, stake: number, profit: number | null, clv: number | null): SummarizedBet => ({
  status,
  stake,
  profit,
  clv,
});

// One bet of each status; the void and the open one are left out of the units, not of the CLV.
const FIVE = [
  graded('won', 10, 100 / 11, 0.03),
  graded('lost', 10, -10, -0.02),
  graded('push', 5, 0, 0.01),
  graded('void', 20, 0, null),
  graded('open', 7, null, 0.04),
];

describe('summarizeBets', () => {
  it('counts the record, and units and ROI over the won, lost and pushed bets', () => {
    const summary = summarizeBets(FIVE);
    expect(summary.count).toBe(5);
    expect(summary.record).toEqual({ won: 1, lost: 1, push: 1, void: 1, open: 1 });
    // Staked 10 + 10 + 5 = 25; profit 100/11 − 10 = −10/11 = −0.909091; ROI −0.909091/25 = −0.0363636.
    expect(summary.staked).toBe(25);
    expect(summary.profit).toBeCloseTo(-10 / 11, 12);
    expect(summary.roi).toBeCloseTo(-0.0363636, 7);
  });

  it('gives the CLV’s mean, its 95 % interval by hand, and the share that beat the close', () => {
    // CLVs 0.03, −0.02, 0.01, 0.04: mean 0.015; squared deviations 2.25e-4 + 1.225e-3 + 2.5e-5 + 6.25e-4 = 2.1e-3,
    // sample variance 7e-4, sd 0.0264575; 1.96 · 0.0264575 / √4 = 0.0259284; three of four above 0.
    const { clv } = summarizeBets(FIVE);
    expect(clv.n).toBe(4);
    expect(clv.mean).toBeCloseTo(0.015, 12);
    expect(clv.ci95?.[0]).toBeCloseTo(0.015 - 0.0259284, 7);
    expect(clv.ci95?.[1]).toBeCloseTo(0.015 + 0.0259284, 7);
    expect(clv.beat_close).toBe(0.75);
  });

  it('answers nothing graded with null ROI and CLV figures, and one CLV without an interval', () => {
    expect(summarizeBets([])).toEqual({
      count: 0,
      record: { won: 0, lost: 0, push: 0, void: 0, open: 0 },
      staked: 0,
      profit: 0,
      roi: null,
      clv: { n: 0, mean: null, ci95: null, beat_close: null },
    });
    expect(summarizeBets([graded('open', 5, null, 0.02)]).roi).toBeNull();
    expect(clvSummary([0.02])).toEqual({ n: 1, mean: 0.02, ci95: null, beat_close: 1 });
    // A CLV of exactly 0 did not beat the close.
    expect(clvSummary([0, 0]).beat_close).toBe(0);
  });
});

const leg = (gameId: string, market: GradedLeg['market']): GradedLeg => ({
  game_id: gameId,
  market,
  side: 'Kansas City Chiefs',
  price: -110,
  close: null,
});
const bet = (kind: GradedBet['kind'], book: GradedBet['book'], legs: GradedLeg[], status: BetStatus): GradedBet => ({
  id: `${kind}-${book}-${legs.length}-${status}`,
  placed_at: '2025-10-01T12:00:00Z',
  stake: 10,
  book,
  kind,
  price: -110,
  legs,
  version: 1,
  status,
  profit: status === 'won' ? 100 / 11 : status === 'lost' ? -10 : status === 'open' ? null : 0,
  clv: null,
});

describe('summarizeBy', () => {
  const weeks: Record<string, number> = { g2: 2, g9: 9, g10: 10 };
  const bets = [
    bet('single', 'draftkings', [leg('g2', 'spreads')], 'won'),
    bet('single', 'fanduel', [leg('g10', 'totals')], 'lost'),
    bet('parlay', 'draftkings', [leg('g2', 'h2h'), leg('g9', 'spreads')], 'won'),
    bet('teaser', 'betmgm', [leg('g10', 'spreads'), leg('g10', 'totals')], 'push'),
    bet('single', 'draftkings', [leg('g9', 'spreads')], 'open'),
  ];
  const keys = (key: (b: GradedBet) => string) =>
    summarizeBy(bets, key).map(({ key: name, summary }) => [name, summary.count]);

  it.each<[string, (b: GradedBet) => string, (string | number)[][]]>([
    [
      'market: a single’s leg’s, else the kind',
      marketKey,
      [
        ['parlay', 1],
        ['spreads', 2],
        ['teaser', 1],
        ['totals', 1],
      ],
    ],
    [
      'book',
      bookKey,
      [
        ['betmgm', 1],
        ['draftkings', 3],
        ['fanduel', 1],
      ],
    ],
    [
      'week: the latest leg’s, in number order',
      weekKey((id) => weeks[id]),
      [
        ['2', 1],
        ['9', 2],
        ['10', 2],
      ],
    ],
  ])('groups by %s', (_name, key, groups) => {
    expect(keys(key)).toEqual(groups);
  });

  it('puts a bet whose games have no week under an empty key', () => {
    expect(weekKey(() => undefined)(bets[0] as GradedBet)).toBe('');
  });

  it('gives each group the summary of its own bets', () => {
    const book = summarizeBy(bets, bookKey).find(({ key }) => key === 'draftkings');
    expect(book?.summary.record).toEqual({ won: 2, lost: 0, push: 0, void: 0, open: 1 });
    expect(book?.summary.staked).toBe(20);
  });

  it('splits the bets without losing or repeating one', () => {
    const status = fc.constantFrom<BetStatus>('open', 'won', 'lost', 'push', 'void');
    const row = fc.record({
      status,
      stake: fc.integer({ min: 1, max: 1000 }),
      profit: fc.integer({ min: -1000, max: 1000 }),
      clv: fc.option(fc.double({ min: -0.5, max: 0.5, noNaN: true })),
      group: fc.constantFrom('a', 'b', 'c'),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const groups = summarizeBy(rows, (r) => r.group);
        const all = summarizeBets(rows);
        expect(groups.reduce((n, g) => n + g.summary.count, 0)).toBe(all.count);
        expect(groups.reduce((n, g) => n + g.summary.staked, 0)).toBe(all.staked);
        expect(groups.reduce((n, g) => n + g.summary.clv.n, 0)).toBe(all.clv.n);
      }),
    );
  });
});

describe('betsToTellSkill', () => {
  it('finds by hand the bets whose interval would leave 0 out at this spread', () => {
    // mean 0.015, sd 0.0264575: (1.96 · 0.0264575 / 0.015)² = 3.457119² = 11.95, so 12.
    expect(betsToTellSkill([0.03, -0.02, 0.01, 0.04])).toBe(12);
    // mean 0.05, sd 0.01: (1.96 · 0.01/0.05)² = 0.154, so the two already in hand.
    expect(betsToTellSkill([0.04, 0.06])).toBe(2);
  });

  it('has no answer without a spread or an edge', () => {
    expect(betsToTellSkill([])).toBeNull();
    expect(betsToTellSkill([0.02])).toBeNull();
    expect(betsToTellSkill([0.02, -0.02])).toBeNull();
  });

  it('answers the smallest n whose interval excludes 0', () => {
    const clv = fc.double({ min: -0.3, max: 0.3, noNaN: true });
    fc.assert(
      fc.property(fc.array(clv, { minLength: 2, maxLength: 30 }), (clvs) => {
        const n = betsToTellSkill(clvs);
        const summary = clvSummary(clvs);
        if (n === null || summary.mean === null || summary.ci95 === null) return;
        const half = ((summary.ci95[1] - summary.ci95[0]) / 2) * Math.sqrt(clvs.length);
        expect(half / Math.sqrt(n)).toBeLessThan(Math.abs(summary.mean) * (1 + 1e-9));
        if (n > 2) expect(half / Math.sqrt(n - 1)).toBeGreaterThanOrEqual(Math.abs(summary.mean) * (1 - 1e-9));
      }),
    );
  });
});
