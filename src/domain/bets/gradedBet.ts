/*
 * A stored bet as `GET /api/me/bets` answers it (CONTRACT §11): graded at the clock, each leg with its close and CLV.
 */

import type { KeyNumberTable } from '../bettorMath/keyNumbers';
import { betClv, legClv, type ClosingMarket } from './clv';
import { gradeBet, type GameLookup, type GradeClock } from './grading';
import type { Bet, GradedBet, GradedLeg, StoredBet } from './types';

export interface GradingInputs {
  games: GameLookup;
  /** Per leg, in order: its close (null before kickoff or when none is known). */
  closes: readonly (ClosingMarket | null)[];
  clock: GradeClock;
  /** The key-number table in use, for a leg whose number moved before the close. */
  table: KeyNumberTable;
}

/** The price a leg was taken at: a single's is the bet's (editable, as books differ), another's is the leg's own. */
export function legPriceTaken(bet: Pick<Bet, 'kind' | 'price'>, legPrice: number): number {
  return bet.kind === 'single' ? bet.price : legPrice;
}

/** The bet with its status, profit, each leg's close and CLV (a teaser leg's at its number as listed), and its CLV. */
export function gradedBet(bet: StoredBet, { games, closes, clock, table }: GradingInputs): GradedBet {
  const { status, profit } = gradeBet(bet, games, clock);
  const legs: GradedLeg[] = bet.legs.map((leg, index) => {
    const close = closes[index] ?? null;
    if (!close) return { ...leg, close: null };
    const { source, price, point } = close;
    const clv = legClv(leg, legPriceTaken(bet, leg.price), close, table)?.clv ?? null;
    return { ...leg, close: point === undefined ? { source, price, clv } : { source, price, point, clv } };
  });
  return {
    ...bet,
    status,
    profit,
    legs,
    clv: betClv(
      bet.kind,
      legs.map((leg) => leg.close?.clv ?? null),
    ),
  };
}
