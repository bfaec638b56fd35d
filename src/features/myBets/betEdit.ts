import { formatPrice } from '../../domain/americanOdds';
import { notesProblem, readPrice, readStakeUnits } from '../../domain/bets/betRules';
import type { BetBook, GradedBet } from '../../domain/bets/types';
import type { BetChanges } from './meApi';

/** An edit as typed: what `PATCH /api/me/bets/{id}` may change (CONTRACT §11). */
export interface EditDraft {
  stake: string;
  book: BetBook;
  price: string;
  notes: string;
}

export type EditField = keyof EditDraft;
export type EditProblems = Partial<Record<EditField, string>>;

export const draftOf = (bet: Pick<GradedBet, 'stake' | 'book' | 'price' | 'notes'>): EditDraft => ({
  stake: String(bet.stake),
  book: bet.book,
  price: formatPrice(bet.price),
  notes: bet.notes ?? '',
});

/**
 * The changes a draft makes to the bet (only the fields that differ; none when nothing does), or what is wrong with
 * it, field by field, by the rules the server checks (src/domain/bets/betRules.ts).
 */
export function readDraft(
  bet: Pick<GradedBet, 'stake' | 'book' | 'price' | 'notes'>,
  draft: EditDraft,
): { changes: BetChanges } | { problems: EditProblems } {
  const problems: EditProblems = {};
  const stake = readStakeUnits(draft.stake);
  const price = readPrice(draft.price);
  if ('problem' in stake) problems.stake = stake.problem;
  if ('problem' in price) problems.price = price.problem;
  const notes = notesProblem(draft.notes);
  if (notes) problems.notes = notes;
  if ('problem' in stake || 'problem' in price || notes) return { problems };
  const changes: BetChanges = {};
  if (stake.value !== bet.stake) changes.stake = stake.value;
  if (draft.book !== bet.book) changes.book = draft.book;
  if (price.value !== bet.price) changes.price = price.value;
  if (draft.notes !== (bet.notes ?? '')) changes.notes = draft.notes;
  return { changes };
}
