/** The Stake field's first value: a round unit, so the slip shows a payout at once. */
export const DEFAULT_STAKE = '10';
/** The most a stake may be: more is no bet this research app prices. */
export const MAX_STAKE = 1_000_000;
/** The longest text the field keeps (a pasted essay is cut). */
export const MAX_STAKE_TEXT = 16;

/** A stake read from its field: the amount, nothing yet (empty), or what is wrong with it. */
export type StakeReading = { kind: 'stake'; amount: number } | { kind: 'empty' } | { kind: 'invalid'; problem: string };

/** '10', '12.5', '12.50', '.5' and '1,000' read; anything else says what is wrong, in a sentence. */
export function readStake(text: string): StakeReading {
  const typed = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (typed === '') return { kind: 'empty' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(typed))
    return { kind: 'invalid', problem: 'Stake must be a number, like 10 or 12.50' };
  if ((typed.split('.')[1] ?? '').length > 2)
    return { kind: 'invalid', problem: 'Stake takes at most two decimals, like 12.50' };
  const amount = Number(typed);
  if (!(amount > 0)) return { kind: 'invalid', problem: 'Stake must be more than 0' };
  if (amount > MAX_STAKE) return { kind: 'invalid', problem: 'Stake must be at most 1,000,000' };
  return { kind: 'stake', amount };
}

export interface StakeReturn {
  /** What the bet pays back if it wins, the stake included: stake × decimal odds. */
  payout: number;
  /** The payout less the stake. */
  profit: number;
}

/** What a stake returns at decimal odds (stake included, as the slip's 'Pays 3.64× for 1 staked'). */
export function stakeReturn(stake: number, decimal: number): StakeReturn {
  const payout = stake * decimal;
  return { payout, profit: payout - stake };
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/** An amount to the cent, rounded as toFixed rounds, its whole part grouped: 1234.5 → '1,234.50'. */
export function amountText(amount: number): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${grouped(whole)}.${cents}`;
}
