import { BUILT_IN_KEY_NUMBERS } from '../../../../src/config/keyNumbers';
import { compareSpreadOffers, formatPoints, spreadChances } from '../../../../src/domain/bettorMath/keyNumbers';
import { halfPointNotes, halfPointText } from '../../../../src/features/odds/halfPoints';
import type { Bookmaker } from '../../../../src/features/odds/types';

const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';
const book = (title: string, homePoint: number, homePrice: number, awayPrice = -110): Bookmaker => ({
  key: title.toLowerCase(),
  title,
  markets: [
    {
      key: 'spreads',
      outcomes: [
        { name: HOME, price: homePrice, point: homePoint },
        { name: AWAY, price: awayPrice, point: -homePoint },
      ],
    },
  ],
});
const table = BUILT_IN_KEY_NUMBERS;

describe('halfPointNotes', () => {
  it('compares each side’s most points with the next number, around the books’ median home spread', () => {
    // Home spreads −2.5, −3, −3: median −3, so the expected home margin is 3.
    const notes = halfPointNotes(
      [book('FanDuel', -2.5, -120), book('DraftKings', -3, -105), book('BetMGM', -3, -110)],
      HOME,
      table,
    );
    const chiefs = compareSpreadOffers(table, 3, 'home', { point: -2.5, price: -120 }, { point: -3, price: -105 });
    const bills = compareSpreadOffers(table, 3, 'away', { point: 3, price: -110 }, { point: 2.5, price: -110 });
    const loss = (side: 'home' | 'away', point: number) => spreadChances(table, 3, side, point).loss;
    expect(notes).toEqual([
      {
        outcome: HOME,
        more: { point: -2.5, price: -120, books: ['FanDuel'] },
        fewer: { point: -3, price: -105, books: ['DraftKings'] },
        winGain: chiefs?.winGain,
        lossSaved: loss('home', -3) - loss('home', -2.5),
        worthIt: chiefs?.better !== 'b',
      },
      {
        outcome: AWAY,
        more: { point: 3, price: -110, books: ['DraftKings', 'BetMGM'] },
        fewer: { point: 2.5, price: -110, books: ['FanDuel'] },
        winGain: bills?.winGain,
        lossSaved: loss('away', 2.5) - loss('away', 3),
        worthIt: true,
      },
    ]);
    // The extra half point at 3 wins more often: it turns the push at a 3-point margin into a win.
    expect(chiefs?.winGain).toBeGreaterThan(0.05);
    expect(halfPointText(notes[0]!)).toBe(
      `Chiefs \u22122.5 \u2212120 wins ${formatPoints(chiefs!.winGain)} more often than \u22123 \u2212105: ` +
        (chiefs!.better !== 'b' ? 'worth the price' : 'not worth the price'),
    );
  });

  it('says a half point is not worth a price far above its value', () => {
    const [chiefs] = halfPointNotes([book('FanDuel', -2.5, -200), book('DraftKings', -3, -105)], HOME, table);
    expect(chiefs?.worthIt).toBe(false);
    expect(halfPointText(chiefs!)).toMatch(/: not worth the price$/);
  });

  it('has nothing to say where every book hangs the same number, or a price is not American odds', () => {
    expect(halfPointNotes([book('FanDuel', -3, -120), book('DraftKings', -3, -105)], HOME, table)).toEqual([]);
    expect(halfPointNotes([book('FanDuel', -2.5, 50, 50), book('DraftKings', -3, -105)], HOME, table)).toEqual([]);
    expect(halfPointNotes([], HOME, table)).toEqual([]);
  });

  it('says what a half point onto a whole number buys where it wins no more often: a push in place of a loss', () => {
    // +1.5 to +2 (the home side −1.5 / −2): a two-point loss is a push at +2, a loss at +1.5; no margin wins more.
    const [, bills] = halfPointNotes(
      [book('FanDuel', -1.5, -110, -100), book('DraftKings', -2, -110, -120)],
      HOME,
      table,
    );
    const saved = spreadChances(table, 1.75, 'away', 1.5).loss - spreadChances(table, 1.75, 'away', 2).loss;
    expect(bills?.winGain).toBeCloseTo(0, 9);
    expect(saved).toBeGreaterThan(0.02);
    expect(halfPointText(bills!)).toBe(
      `Bills +2 \u2212120 loses ${formatPoints(saved)} less often than +1.5 \u2212100 (money back instead): ` +
        (bills!.worthIt ? 'worth the price' : 'not worth the price'),
    );
  });
});
