/*
 * The summary of a user's bets (CONTRACT §11, `GET /api/me/bets`): record, units, ROI and closing-line value, for
 * all the bets or each group of a breakdown (market, book, week).
 */

import type { BetRecord, BetsSummary, BetStatus, ClvSummary, GradedBet } from './types';

/** What the summary reads of a bet. */
export type SummarizedBet = Pick<GradedBet, 'status' | 'stake' | 'profit' | 'clv'>;

/** Below this many graded bets the summary says the sample cannot tell skill from luck yet (issue #61). */
export const SKILL_SAMPLE = 30;

/** The 95 % normal quantile. */
const Z95 = 1.96;

const GRADED: ReadonlySet<BetStatus> = new Set(['won', 'lost', 'push']);

export const isGraded = (status: BetStatus): boolean => GRADED.has(status);

const sumOf = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Mean and sample standard deviation (n − 1); the sd is null for fewer than two values. */
function meanAndSd(values: readonly number[]): { mean: number; sd: number | null } {
  const mean = sumOf(values) / values.length;
  if (values.length < 2) return { mean, sd: null };
  return { mean, sd: Math.sqrt(sumOf(values.map((value) => (value - mean) ** 2)) / (values.length - 1)) };
}

/** n, mean, mean ± 1.96·sd/√n (null for n < 2) and the share above 0 of the CLVs. */
export function clvSummary(clvs: readonly number[]): ClvSummary {
  const n = clvs.length;
  if (n === 0) return { n, mean: null, ci95: null, beat_close: null };
  const { mean, sd } = meanAndSd(clvs);
  const half = sd === null ? null : (Z95 * sd) / Math.sqrt(n);
  return {
    n,
    mean,
    ci95: half === null ? null : [mean - half, mean + half],
    beat_close: clvs.filter((clv) => clv > 0).length / n,
  };
}

/** The summary of a set of bets: units and ROI over the graded ones (won, lost, push), CLV over those with one. */
export function summarizeBets(bets: readonly SummarizedBet[]): BetsSummary {
  const record: BetRecord = { won: 0, lost: 0, push: 0, void: 0, open: 0 };
  let staked = 0;
  let profit = 0;
  for (const bet of bets) {
    record[bet.status] += 1;
    if (!isGraded(bet.status)) continue;
    staked += bet.stake;
    profit += bet.profit ?? 0;
  }
  const clvs = bets.flatMap((bet) => (bet.clv === null ? [] : [bet.clv]));
  return {
    count: bets.length,
    record,
    staked,
    profit,
    roi: staked > 0 ? profit / staked : null,
    clv: clvSummary(clvs),
  };
}

export interface SummaryGroup {
  key: string;
  summary: BetsSummary;
}

/** The summary of each group of bets by `keyOf` (summarizeBets each), keys in natural order ('2' before '10'). */
export function summarizeBy<T extends SummarizedBet>(bets: readonly T[], keyOf: (bet: T) => string): SummaryGroup[] {
  const groups = new Map<string, T[]>();
  for (const bet of bets) {
    const key = keyOf(bet);
    const group = groups.get(key);
    if (group) group.push(bet);
    else groups.set(key, [bet]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([key, group]) => ({ key, summary: summarizeBets(group) }));
}

/** A bet's market for the breakdown: a single's leg's market, else its kind ('parlay', 'teaser'). */
export function marketKey(bet: Pick<GradedBet, 'kind' | 'legs'>): string {
  return bet.kind === 'single' ? (bet.legs[0]?.market ?? 'single') : bet.kind;
}

export function bookKey(bet: Pick<GradedBet, 'book'>): string {
  return bet.book;
}

/** A bet's week for the breakdown: the latest of its legs' games' weeks (when it settles); '' when none is known. */
export function weekKey(weekOfGame: (gameId: string) => number | undefined) {
  return (bet: Pick<GradedBet, 'legs'>): string => {
    const weeks = bet.legs.flatMap((leg) => weekOfGame(leg.game_id) ?? []);
    return weeks.length === 0 ? '' : String(Math.max(...weeks));
  };
}

/**
 * About how many bets would tell skill from luck at the CLV spread seen so far: the smallest n whose 95 % interval
 * of the mean CLV, mean ± 1.96·sd/√n at this mean and sd, excludes 0 (1.96·sd/√n < |mean|), at least 2. Null for
 * fewer than two CLVs or a mean of 0.
 */
export function betsToTellSkill(clvs: readonly number[]): number | null {
  if (clvs.length < 2) return null;
  const { mean, sd } = meanAndSd(clvs);
  if (mean === 0 || sd === null) return null;
  // n > (1.96·sd/|mean|)²: the next whole number above it.
  return Math.max(2, Math.floor(((Z95 * sd) / Math.abs(mean)) ** 2) + 1);
}
