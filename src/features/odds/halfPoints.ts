import { formatPrice, impliedProbability } from '../../domain/americanOdds';
import {
  compareSpreadOffers,
  formatPoints,
  spreadChances,
  type KeyNumberTable,
  type SpreadOffer,
} from '../../domain/bettorMath/keyNumbers';
import { medianLine } from '../../domain/againstTheNumber';
import { sameTeam, teamNameKey } from '../../domain/teams';
import { signedPoint } from './gameResult';
import { teamNickname } from './oddsRules';
import type { Bookmaker } from './types';

/** One side's two best numbers among the books, compared by the chance of winning the bet and its expected profit. */
export interface HalfPointNote {
  outcome: string;
  /** The most points on offer (at its best price) and the next number's best price. */
  more: SpreadOffer & { books: string[] };
  fewer: SpreadOffer & { books: string[] };
  /** P(win) of `more` minus P(win) of `fewer`. */
  winGain: number;
  /** P(loss) of `fewer` minus P(loss) of `more`: what the half point saves where it turns a loss into money back. */
  lossSaved: number;
  /** `more`'s expected profit per unit is at least `fewer`'s. */
  worthIt: boolean;
}

/**
 * Per side of the spread, when the books hang it at two or more numbers: the most points (at the best price there)
 * against the next number's best price, each bet's chances from the key-number margin model around the books' median
 * home spread. So '−2.5 −120' and '−3 −105' are compared by what they win, not by the points alone.
 */
export function halfPointNotes(
  bookmakers: readonly Bookmaker[],
  homeTeam: string,
  table: KeyNumberTable,
): HalfPointNote[] {
  // side name → point → best offer there
  const sides = new Map<string, { outcome: string; byPoint: Map<number, SpreadOffer & { books: string[] }> }>();
  const homePoints: number[] = [];
  for (const book of bookmakers) {
    const spread = book.markets.find((market) => market.key === 'spreads');
    for (const { name, price, point } of spread?.outcomes ?? []) {
      if (point === undefined || !Number.isFinite(point) || impliedProbability(price) === undefined) continue;
      if (sameTeam(name, homeTeam)) homePoints.push(point);
      const key = teamNameKey(name);
      let side = sides.get(key);
      if (!side) sides.set(key, (side = { outcome: name, byPoint: new Map() }));
      const best = side.byPoint.get(point);
      const title = book.title.trim();
      if (!best || (impliedProbability(price) as number) < (impliedProbability(best.price) as number)) {
        side.byPoint.set(point, { point, price, books: [title] });
      } else if (best.price === price && !best.books.includes(title)) best.books.push(title);
    }
  }
  if (homePoints.length === 0) return [];
  const expectedHomeMargin = -(medianLine(homePoints) as number);
  return [...sides.values()].flatMap(({ outcome, byPoint }) => {
    const [more, fewer] = [...byPoint.values()].sort((a, b) => b.point - a.point);
    if (!more || !fewer) return [];
    const side = sameTeam(outcome, homeTeam) ? 'home' : 'away';
    const compared = compareSpreadOffers(table, expectedHomeMargin, side, more, fewer);
    if (!compared) return [];
    const lossSaved =
      spreadChances(table, expectedHomeMargin, side, fewer.point).loss -
      spreadChances(table, expectedHomeMargin, side, more.point).loss;
    return [{ outcome, more, fewer, winGain: compared.winGain, lossSaved, worthIt: compared.better !== 'b' }];
  });
}

/**
 * 'Chiefs −2.5 −120 wins 8.3 pts more often than −3 −105: worth the price'; where the half point only turns losses
 * into pushes (+1.5 to +2): '49ers +2 −120 loses 5.6 pts less often than +1.5 −100 (money back instead): not
 * worth the price'.
 */
export function halfPointText({ outcome, more, fewer, winGain, lossSaved, worthIt }: HalfPointNote): string {
  // Prose: the price's minus sign is the point's (U+2212), not the table's hyphen.
  const offer = ({ point, price }: SpreadOffer) => `${signedPoint(point)} ${formatPrice(price).replace('-', '\u2212')}`;
  return (
    `${teamNickname(outcome)} ${offer(more)} ` +
    (winGain >= 0.0005
      ? `wins ${formatPoints(winGain)} more often than ${offer(fewer)}: `
      : `loses ${formatPoints(lossSaved)} less often than ${offer(fewer)} (money back instead): `) +
    (worthIt ? 'worth the price' : 'not worth the price')
  );
}
