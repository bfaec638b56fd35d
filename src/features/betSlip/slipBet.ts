import { fairAmerican } from '../../domain/bettorMath/expectedValue';
import type { TeaserPoints } from '../../domain/bettorMath/teaserPoints';
import { BET_BOOKS, teaserMarketProblem } from '../../domain/bets/betRules';
import type { BetBook, BetKind, BetLeg } from '../../domain/bets/types';
import type { PricedLeg, selectSlipFigures } from '../odds/slipSelectors';
import { legText } from './SlipLegItem';

type SlipFigures = ReturnType<typeof selectSlipFigures>;

/** A leg's game's two teams as /teamOdds names them: a bet's side is one of them, exactly. */
export interface LegTeams {
  home: string;
  away: string;
}

/** The slip as a bet to log (CONTRACT §11), before the stake, the price taken, the book and the notes are asked. */
export interface SlipBet {
  kind: BetKind;
  teaser_points?: TeaserPoints;
  legs: BetLeg[];
  /** Each leg as the slip shows it, with its book: 'Buffalo Bills −2.5 -110 · FanDuel'. */
  legNames: string[];
  /** The price shown: a single's line, a parlay's offered payout in American odds, a two-leg teaser's usual price. */
  price?: number;
  /** The legs' book when they are all at one, else 'other'. */
  book: BetBook;
}

/** What can be logged: the bet, or why not yet. */
export type SlipBetDraft = { bet: SlipBet } | { problem: string };

const isBetBook = (key: string): key is BetBook => (BET_BOOKS as readonly string[]).includes(key);

/** A combined payout (stake included) as American odds, rounded as the slip's summary shows it: 3.64× → +264. */
export function americanOfPayout(decimal: number): number | undefined {
  const american = fairAmerican(1 / decimal);
  return american === undefined ? undefined : Math.round(american);
}

function sideOf(leg: PricedLeg, teams: LegTeams | undefined): string {
  const { side } = leg.leg;
  if (side === 'over') return 'Over';
  if (side === 'under') return 'Under';
  return teams?.[side] ?? leg.outcome ?? '';
}

/**
 * The slip as a bet: one leg a single, more a parlay or a teaser of the slip's points; each leg's game, market, side
 * (the team's name or Over/Under), number and price as the book shows them now. Not while a leg waits for its line or
 * is gone, nor a teaser with a moneyline leg.
 */
export function slipBetDraft(slip: SlipFigures, teams: readonly (LegTeams | undefined)[]): SlipBetDraft {
  const { legs } = slip;
  if (legs.length === 0) return { problem: 'The slip is empty.' };
  if (legs.some((leg) => leg.status === 'loading')) return { problem: "Log bet waits for every leg's line." };
  if (legs.some((leg) => leg.status === 'gone'))
    return { problem: 'A leg is no longer offered: remove it to log the bet.' };
  const kind: BetKind = legs.length === 1 ? 'single' : slip.kind;
  if (legs.some((leg) => teaserMarketProblem(kind, leg.leg.market)))
    return { problem: 'A teaser takes spreads and totals only: remove the moneyline leg, or log a parlay.' };
  const betLegs = legs.map((leg, index): BetLeg => ({
    game_id: leg.leg.gameId,
    market: leg.leg.market,
    side: sideOf(leg, teams[index]),
    ...(leg.leg.market === 'h2h' || leg.point === undefined ? {} : { point: leg.point }),
    price: leg.price as number,
  }));
  let price: number | undefined;
  if (kind === 'single') price = legs[0]?.price;
  else if (kind === 'parlay' && slip.parlay) price = americanOfPayout(slip.parlay.offeredDecimal);
  else if (kind === 'teaser') price = slip.teaser?.price;
  const keys = new Set(legs.map((leg) => leg.leg.bookKey));
  const [onlyKey] = keys;
  return {
    bet: {
      kind,
      ...(kind === 'teaser' ? { teaser_points: slip.points } : {}),
      legs: betLegs,
      legNames: legs.map((leg) => (leg.book ? `${legText(leg)} · ${leg.book}` : legText(leg))),
      ...(price === undefined ? {} : { price }),
      book: keys.size === 1 && onlyKey !== undefined && isBetBook(onlyKey) ? onlyKey : 'other',
    },
  };
}
