import type { Choice } from '../../components/ChoicePicker';
import { BET_BOOKS } from '../../domain/bets/betRules';
import { bookLabel, MARKET_LABELS, marketKeyLabel, STATUS_LABELS } from './betText';
import type { BetRow } from './betRows';
import type { BetFilters, FilterName } from './myBetsViewSlice';

export type FilterOptions = Record<FilterName, Choice<string>[]>;

const ALL: Record<FilterName, string> = {
  season: 'All seasons',
  week: 'All weeks',
  market: 'All markets',
  book: 'All books',
  status: 'Any status',
};

const MARKETS = Object.keys(MARKET_LABELS);
const STATUSES = Object.keys(STATUS_LABELS);

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const inOrder = (order: readonly string[]) => (a: string, b: string) => order.indexOf(a) - order.indexOf(b);

/** The values the bets hold, each filter's, in no order: read once per answer, not per filter chosen. */
export type HeldValues = Record<FilterName, ReadonlySet<string>>;

export function heldValues(rows: readonly BetRow[]): HeldValues {
  const held: Record<FilterName, Set<string>> = {
    season: new Set(),
    week: new Set(),
    market: new Set(),
    book: new Set(),
    status: new Set(),
  };
  for (const row of rows) {
    held.season.add(row.season);
    held.week.add(row.week);
    held.market.add(row.market);
    held.book.add(row.bet.book);
    held.status.add(row.bet.status);
  }
  return held;
}

const ORDER: Record<FilterName, (a: string, b: string) => number> = {
  season: (a, b) => byNumber(b, a),
  week: byNumber,
  market: inOrder(MARKETS),
  book: inOrder(BET_BOOKS),
  status: inOrder(STATUSES),
};

const LABEL: Record<FilterName, (value: string) => string> = {
  season: (season) => season,
  week: (week) => `Week ${week}`,
  market: marketKeyLabel,
  book: bookLabel,
  status: (status) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status,
};

/**
 * Each filter's choices: 'All …', then the values the bets hold (seasons newest first, weeks in order, markets, books
 * and statuses in their usual order), and the chosen value even when no bet holds it (an address may name one).
 */
export function filterOptions(held: HeldValues, chosen: BetFilters): FilterOptions {
  const choices = (name: FilterName): Choice<string>[] => {
    const values = new Set(held[name]);
    values.add(chosen[name]);
    values.delete('');
    return [
      { value: '', label: ALL[name] },
      ...[...values].sort(ORDER[name]).map((value) => ({ value, label: LABEL[name](value) })),
    ];
  };
  return {
    season: choices('season'),
    week: choices('week'),
    market: choices('market'),
    book: choices('book'),
    status: choices('status'),
  };
}
