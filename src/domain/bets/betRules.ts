/*
 * The rules a bet must meet (CONTRACT §11), each a pure check that names what is wrong in the words the API uses: the
 * server's validation (server/me/validate.ts) and the client's forms read the same checks, so a field the form lets
 * through is one the server takes, and a refusal reads the same either way.
 */

import type { BetBook, BetKind, BetMarket } from './types';

export const MAX_STAKE_UNITS = 1_000_000;
export const MAX_NOTES_LENGTH = 500;
/** A parlay or a teaser has 2 to 10 legs; a single one. */
export const MIN_COMBINED_LEGS = 2;
export const MAX_LEGS = 10;

export const BET_BOOKS: readonly BetBook[] = ['fanduel', 'draftkings', 'betmgm', 'other'];
export const BET_MARKETS: readonly BetMarket[] = ['h2h', 'spreads', 'totals'];
export const BOOK_NAMES: Record<BetBook, string> = {
  fanduel: 'FanDuel',
  draftkings: 'DraftKings',
  betmgm: 'BetMGM',
  other: 'Other',
};

/** A reason a value is refused ('must be more than 0'), or undefined when it is fine. */
export type Problem = string | undefined;

/** A bet's or a leg's American price: a whole number, −100 or below, +100 or above. */
export function priceProblem(price: number): Problem {
  if (!Number.isFinite(price)) return 'must be American odds, a number';
  if (!Number.isInteger(price)) return 'must be a whole number';
  if (Math.abs(price) < 100) return 'must be at most -100 or at least +100';
  return undefined;
}

/** A stake in units: more than 0, at most 1,000,000, to the cent. */
export function stakeProblem(stake: number): Problem {
  if (!Number.isFinite(stake)) return 'must be a number of units';
  if (!(stake > 0)) return 'must be more than 0';
  if (stake > MAX_STAKE_UNITS) return 'must be at most 1,000,000';
  if (Math.abs(Math.round(stake * 100) - stake * 100) >= 1e-6) return 'must have at most 2 decimals';
  return undefined;
}

export function notesProblem(notes: string): Problem {
  return notes.length > MAX_NOTES_LENGTH ? `must be at most ${MAX_NOTES_LENGTH} characters` : undefined;
}

/** A spread's or a total's number: whole or half. */
export function pointProblem(point: number): Problem {
  if (!Number.isFinite(point)) return 'must be a number';
  return Math.abs(point * 2 - Math.round(point * 2)) > 1e-9 ? 'must be a whole or half number' : undefined;
}

/** Whether a leg of this market has a number: a spread or a total does, a moneyline does not. */
export function legPointProblem(market: BetMarket, point: number | undefined): Problem {
  if (market === 'h2h') return point === undefined ? undefined : 'a moneyline has no point';
  return point === undefined ? `a ${market} leg needs its point` : undefined;
}

/** A single has one leg; a parlay or a teaser 2 to 10. */
export function legCountProblem(kind: BetKind, count: number): Problem {
  if (kind === 'single') return count === 1 ? undefined : 'a single has exactly one leg';
  return count >= MIN_COMBINED_LEGS && count <= MAX_LEGS ? undefined : `a ${kind} has 2 to 10 legs`;
}

/** Only a teaser has teaser points, and a teaser must. */
export function teaserPointsProblem(kind: BetKind, points: number | undefined): Problem {
  if (kind === 'teaser') return points === undefined ? 'a teaser needs 6, 6.5 or 7' : undefined;
  return points === undefined ? undefined : 'only a teaser has teaser points';
}

/** A teaser's legs are spreads and totals. */
export function teaserMarketProblem(kind: BetKind, market: BetMarket): Problem {
  return kind === 'teaser' && market === 'h2h' ? 'a teaser leg is a spread or a total' : undefined;
}

/** The sides a leg of this market may take in a game: its two teams, or Over and Under. */
export function sidesOf(market: BetMarket, home: string, away: string): string[] {
  return market === 'totals' ? ['Over', 'Under'] : [home, away];
}

export function sideProblem(market: BetMarket, side: string, home: string, away: string): Problem {
  const sides = sidesOf(market, home, away);
  return sides.includes(side) ? undefined : `must be one of ${sides.join(', ')}`;
}

/** A bet is placed before its game's kickoff (ms since the epoch both). */
export function kickoffProblem(placedMs: number, kickoffMs: number, gameId: string): Problem {
  return placedMs >= kickoffMs
    ? `must be before ${gameId}'s kickoff (${new Date(kickoffMs).toISOString()})`
    : undefined;
}

/** kickoffProblem's reason read back: the game and its kickoff (ms), so a screen can say it in its own words. */
export function readKickoffProblem(reason: string): { gameId: string; kickoff: number } | undefined {
  const match = /^must be before (.+)'s kickoff \((.+)\)$/.exec(reason);
  const kickoff = match ? Date.parse(match[2] ?? '') : NaN;
  return match && Number.isFinite(kickoff) ? { gameId: match[1] ?? '', kickoff } : undefined;
}

/* Text as typed in a form, read into the values the checks above take. */

/** A reading of a typed value: the value, or why it does not read. */
export type Reading<T> = { value: T } | { problem: string };

const MINUS = /[\u2212\u2012\u2013]/g;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** '+150', '-110', '−110' (a real minus), '150': the price as a number, then checked. */
export function readPrice(text: string): Reading<number> {
  const typed = text.trim().replace(MINUS, '-');
  if (typed === '') return { problem: 'must be American odds, like -110 or +150' };
  if (!NUMBER.test(typed)) return { problem: 'must be American odds, like -110 or +150' };
  const price = Number(typed);
  const problem = priceProblem(price);
  return problem ? { problem } : { value: price };
}

/** '10', '12.50', '1,000': units, then checked. */
export function readStakeUnits(text: string): Reading<number> {
  const typed = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (typed === '' || !/^(\d+\.?\d*|\.\d+)$/.test(typed))
    return { problem: 'must be a number of units, like 1 or 2.5' };
  const stake = Number(typed);
  const problem = stakeProblem(stake);
  return problem ? { problem } : { value: stake };
}

/** '-2.5', '+3', '−3', '47.5': a spread's or a total's number, then checked. */
export function readPoint(text: string): Reading<number> {
  const typed = text.trim().replace(MINUS, '-');
  if (typed === '' || !NUMBER.test(typed)) return { problem: 'must be a number, like -2.5 or 47.5' };
  const point = Number(typed);
  const problem = pointProblem(point);
  return problem ? { problem } : { value: point };
}

/** A reason beside its field, as a sentence: 'Stake must be more than 0', 'Number: a spreads leg needs its point'. */
export function fieldMessage(label: string, reason: string): string {
  return /^(must|has|is)\b/.test(reason) ? `${label} ${reason}` : `${label}: ${reason}`;
}
