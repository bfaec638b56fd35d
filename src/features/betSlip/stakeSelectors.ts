import { createSelector } from '@reduxjs/toolkit';
import { decimalOdds } from '../../domain/americanOdds';
import { selectSlipFigures } from '../odds/slipSelectors';
import { selectStakeText } from './betSlipSlice';
import { readStake, stakeReturn, type StakeReading, type StakeReturn } from './stake';

type SlipFigures = ReturnType<typeof selectSlipFigures>;

/**
 * What the slip pays per unit staked, stake included, as its summary prices it: one leg its own price, a parlay its
 * offered payout, a two-leg teaser its usual price; undefined while a leg waits for its line or where there is no
 * price (a teaser of more legs).
 */
export function slipDecimal(slip: SlipFigures): number | undefined {
  if (slip.kind === 'teaser') return slip.teaser?.price === undefined ? undefined : decimalOdds(slip.teaser.price);
  if (slip.legs.length === 1) {
    const [leg] = slip.legs;
    return leg?.status === 'priced' && leg.price !== undefined ? decimalOdds(leg.price) : undefined;
  }
  return slip.parlay?.offeredDecimal;
}

export interface StakeFigures {
  /** The field's text, as typed. */
  text: string;
  reading: StakeReading;
  /** The payout and profit at the stake, when the stake reads and the slip has a price. */
  figures?: StakeReturn;
}

/** The Stake field and what it returns at the slip's price. */
export const selectStakeFigures = createSelector([selectSlipFigures, selectStakeText], (slip, text): StakeFigures => {
  const reading = readStake(text);
  const decimal = slipDecimal(slip);
  return {
    text,
    reading,
    ...(reading.kind === 'stake' && decimal !== undefined ? { figures: stakeReturn(reading.amount, decimal) } : {}),
  };
});
