import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { BookField, NotesField } from '../../components/betFields';
import { FormField, TextInput } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { fieldMessage } from '../../domain/bets/betRules';
import { draftOf, readDraft, type EditDraft, type EditField, type EditProblems } from './betEdit';
import type { BetRow } from './betRows';
import { placedText } from './betText';
import type { BetChanges } from './meApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

export const About = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const LABELS: Record<EditField, string> = { stake: 'Stake (units)', book: 'Book', price: 'Price', notes: 'Notes' };

interface EditBetDialogProps {
  row: BetRow;
  onSave: (changes: BetChanges) => void;
  onClose: () => void;
}

/** Stake, book, price and notes of a stored bet, each checked by the server's rules before it is sent. */
export function EditBetDialog({ row, onSave, onClose }: EditBetDialogProps) {
  const { bet } = row;
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(bet));
  const [problems, setProblems] = useState<EditProblems>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (field: EditField, value: string) => setDraft((before) => ({ ...before, [field]: value }));
  const error = (field: EditField) => {
    const reason = problems[field];
    return reason ? fieldMessage(LABELS[field], reason) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(bet, draft);
    if ('problems' in read) {
      setProblems(read.problems);
      // The first field named takes the focus, its message read with it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (Object.keys(read.changes).length > 0) onSave(read.changes);
    onClose();
  };

  return (
    <Modal title="Edit bet" onClose={onClose}>
      <About>
        {row.title} · {row.legs.map((leg) => leg.game).join(' · ')} · placed {placedText(bet.placed_at)}
      </About>
      <Form ref={form} noValidate onSubmit={submit}>
        <Pair>
          <FormField label={LABELS.stake} error={error('stake')}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={draft.stake}
                onChange={(event) => set('stake', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={LABELS.price} error={error('price')} hint="American odds, like −110 or +150">
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                value={draft.price}
                onChange={(event) => set('price', event.target.value)}
              />
            )}
          </FormField>
          <BookField label={LABELS.book} value={draft.book} onChange={(book) => set('book', book)} />
        </Pair>
        <NotesField
          label={LABELS.notes}
          value={draft.notes}
          onChange={(notes) => set('notes', notes)}
          error={error('notes')}
        />
        <DialogButtons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save changes</Button>
        </DialogButtons>
      </Form>
    </Modal>
  );
}
