import type { OddsEvent } from '../../../server/data/types';
import { game, threeBooks } from './oddsFixtures';

/** Four weeks of games in one answer: each step writes about 100 kB in one append. */
export const GAMES = 64;
const KICKOFF = '2025-09-07T17:00:00Z';

/** Step i prices every book's home side at -100 - i: a snapshot's price tells which step wrote it. */
export const homePriceAt = (step: number): number => -100 - step;
export const stepOfPrice = (price: number): number => -100 - price;
export const stepTime = (step: number): number => Date.parse('2025-09-01T00:00:00Z') + step * 1000;

export function answerAt(step: number): OddsEvent[] {
  return Array.from({ length: GAMES }, (_, index) =>
    game(`g${index}`, KICKOFF, threeBooks({ home: homePriceAt(step) })),
  );
}
