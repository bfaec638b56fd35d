import type { Bet, GradedBet } from '../../domain/bets/types';

/** Version 0: a bet the server has not stored yet (stored versions start at 1). */
export const UNSAVED_VERSION = 0;

/** A logged bet as the list shows it before the server has graded it: open, no close yet. */
export function pendingGradedBet(bet: Bet): GradedBet {
  return {
    ...bet,
    version: UNSAVED_VERSION,
    status: 'open',
    profit: null,
    clv: null,
    legs: bet.legs.map((leg) => ({ ...leg, close: null })),
  };
}
