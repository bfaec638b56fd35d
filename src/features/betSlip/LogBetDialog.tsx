import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { BookField, NotesField } from '../../components/betFields';
import { FormField, TextInput } from '../../components/FormField';
import { formatPrice } from '../../domain/americanOdds';
import { fieldMessage, notesProblem, readPrice, readStakeUnits } from '../../domain/bets/betRules';
import type { Bet, BetBook } from '../../domain/bets/types';
import { FormActions, FormOutcome, NotSavedYet, Refusal } from '../../components/formOutcome';
import { Modal } from '../../components/Modal';
import { betLogged, loggedBet, outboxDiscarded, selectLoggedEntry } from '../myBets/betOutboxSlice';
import { slipCleared } from './betSlipSlice';
import { kindText, refusalText } from './logBetText';
import type { SlipBet } from './slipBet';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const What = styled.div`
  font-size: 0.9375rem;

  p {
    margin: 0;
    font-weight: 600;
  }

  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
    font-variant-numeric: tabular-nums;
  }
`;

const Saving = styled.span`
  align-self: center;
`;

/** The time a bet is placed: the app's clock (the page's Date, which the browser tests set to the server's). */
const placedNow = () => new Date(Date.now()).toISOString();

type Field = 'stake' | 'price' | 'book' | 'notes';
const FORM_FIELDS: readonly string[] = ['stake', 'price', 'book', 'notes'] satisfies Field[];
const LABELS: Record<Field, string> = { stake: 'Stake (units)', price: 'Price taken', book: 'Book', notes: 'Notes' };
const SHORT_LABELS: Record<Field, string> = { stake: 'Stake', price: 'Price', book: 'Book', notes: 'Notes' };
export interface LogBetDialogProps {
  /** The slip as it was when Log bet was pressed: later moves of its lines do not change what is logged. */
  bet: SlipBet;
  uid: string;
  /** The slip's stake, as its field reads, if it reads. */
  slipStake: number | undefined;
  onClose: () => void;
}

/**
 * Logs the slip as a bet (issue #61): the stake in units and the price taken (the line shown by default, editable as
 * books differ), the book and notes; the bet goes to the outbox, which sends it. The dialog follows it there: saved,
 * waiting for the server, or refused with the fields the server named.
 */
export function LogBetDialog({ bet, uid, slipStake, onClose }: LogBetDialogProps) {
  const dispatch = useAppDispatch();
  const [stake, setStake] = useState(String(slipStake ?? 1));
  const [price, setPrice] = useState(bet.price === undefined ? '' : formatPrice(bet.price));
  const [book, setBook] = useState<BetBook>(bet.book);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loggedId, setLoggedId] = useState<string | null>(null);
  const entry = useAppSelector((state) => selectLoggedEntry(state, uid, loggedId));
  const form = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const { refused, saved, settled } = loggedBet(loggedId, entry);
  useEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled]);
  // After a Log bet the form refused, the first field it named has the focus.
  const [rejected, setRejected] = useState(0);
  useEffect(() => {
    if (rejected > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejected]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entry && !refused) return; // Sent already: the outbox has it.
    const stakeRead = readStakeUnits(stake);
    const priceRead = readPrice(price);
    const found: Partial<Record<Field, string>> = {};
    if ('problem' in stakeRead) found.stake = fieldMessage(SHORT_LABELS.stake, stakeRead.problem);
    if ('problem' in priceRead) found.price = fieldMessage(SHORT_LABELS.price, priceRead.problem);
    const notesWrong = notesProblem(notes);
    if (notesWrong) found.notes = fieldMessage(SHORT_LABELS.notes, notesWrong);
    setErrors(found);
    if (!('value' in stakeRead) || !('value' in priceRead) || notesWrong) {
      setRejected((count) => count + 1);
      return;
    }
    const logged: Bet = {
      id: crypto.randomUUID(),
      placed_at: placedNow(),
      stake: stakeRead.value,
      book,
      kind: bet.kind,
      ...(bet.teaser_points === undefined ? {} : { teaser_points: bet.teaser_points }),
      price: priceRead.value,
      legs: bet.legs,
      ...(notes.trim() === '' ? {} : { notes }),
    };
    if (refused) dispatch(outboxDiscarded({ id: refused.bet.id }));
    dispatch(betLogged({ uid, bet: logged }));
    setLoggedId(logged.id);
  };

  const clearSlip = () => {
    dispatch(slipCleared());
    onClose();
  };

  const beside = (field: Field): string | undefined => {
    const reason = refused?.fields.find((problem) => problem.field === field)?.reason;
    return errors[field] ?? (reason === undefined ? undefined : fieldMessage(SHORT_LABELS[field], reason));
  };
  const others = refused?.fields.filter((problem) => !FORM_FIELDS.includes(problem.field)) ?? [];

  return (
    <Modal title="Log bet" onClose={onClose}>
      {settled ? (
        <FormOutcome ref={outcomeRef} tabIndex={-1}>
          {saved ? (
            <p role="status">
              Logged — <Link to="/my-bets">see My bets</Link>
            </p>
          ) : (
            <NotSavedYet message={entry?.message} />
          )}
          <FormActions>
            <Button type="button" onClick={onClose}>
              Done
            </Button>
            <Button type="button" $variant="secondary" onClick={clearSlip}>
              Clear the slip
            </Button>
          </FormActions>
        </FormOutcome>
      ) : (
        <Form ref={form} noValidate onSubmit={submit} aria-label="Log bet">
          <What>
            <p>{kindText(bet)}</p>
            <ul>
              {bet.legNames.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
            </ul>
          </What>
          <Fields>
            <FormField label={LABELS.stake} error={beside('stake')}>
              {(control) => (
                <TextInput
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={stake}
                  onChange={(event) => setStake(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label={LABELS.price}
              error={beside('price')}
              hint={
                bet.price === undefined
                  ? 'Type the price your book gave for it.'
                  : `The line shown: ${formatPrice(bet.price)}. Books differ: type the price you got.`
              }
            >
              {(control) => (
                <TextInput
                  {...control}
                  autoComplete="off"
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                />
              )}
            </FormField>
            <BookField label={LABELS.book} value={book} onChange={setBook} error={beside('book')} />
          </Fields>
          <NotesField label={`${LABELS.notes} (optional)`} value={notes} onChange={setNotes} error={beside('notes')} />
          {refused && (
            <Refusal role="alert">
              <p>
                <strong>Not logged:</strong>{' '}
                {refused.fields.length > 0
                  ? 'the server refused this bet.'
                  : `the server refused this bet (${refused.message ?? 'refused'}).`}
              </p>
              {others.length > 0 && (
                <ul>
                  {others.map((problem) => (
                    <li key={problem.field}>{refusalText(problem, bet)}</li>
                  ))}
                </ul>
              )}
            </Refusal>
          )}
          <FormActions>
            <Button type="submit">Log bet</Button>
            {refused && (
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  dispatch(outboxDiscarded({ id: refused.bet.id }));
                  onClose();
                }}
              >
                Discard it
              </Button>
            )}
            {!refused && (
              <Button type="button" $variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            )}
            <Saving role="status">{entry && !refused ? 'Saving…' : ''}</Saving>
          </FormActions>
        </Form>
      )}
    </Modal>
  );
}
