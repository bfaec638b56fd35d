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

/**
 * Each filter's choices: 'All …', then the values the bets hold (seasons newest first, weeks in order, markets, books
 * and statuses in their usual order), and the chosen value even when no bet holds it (an address may name one).
 */
export function filterOptions(rows: readonly BetRow[], chosen: BetFilters): FilterOptions {
  const values = (name: FilterName, valueOf: (row: BetRow) => string) => {
    const found = new Set(rows.map(valueOf).filter(Boolean));
    if (chosen[name]) found.add(chosen[name]);
    return [...found];
  };
  const choices = (name: FilterName, list: string[], label: (value: string) => string): Choice<string>[] => [
    { value: '', label: ALL[name] },
    ...list.map((value) => ({ value, label: label(value) })),
  ];
  return {
    season: choices(
      'season',
      values('season', (row) => row.season).sort((a, b) => byNumber(b, a)),
      (season) => season,
    ),
    week: choices('week', values('week', (row) => row.week).sort(byNumber), (week) => `Week ${week}`),
    market: choices('market', values('market', (row) => row.market).sort(inOrder(MARKETS)), marketKeyLabel),
    book: choices('book', values('book', (row) => row.bet.book).sort(inOrder(BET_BOOKS)), bookLabel),
    status: choices(
      'status',
      values('status', (row) => row.bet.status).sort(inOrder(STATUSES)),
      (status) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status,
    ),
  };
}
