import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { FormActions, FormOutcome, NotSavedYet } from '../../components/formOutcome';
import type { Bet } from '../../domain/bets/types';
import { selectCurrentUser } from '../auth/authSlice';
import { betLogged, loggedBet, outboxDiscarded, selectLoggedEntry } from './betOutboxSlice';
import { BetForm, type BetFormProps } from './BetForm';

export interface LogBetFormProps extends Pick<BetFormProps, 'week' | 'onWeekChange' | 'games' | 'gamesStatus'> {
  /** Done with the form (logged, or given up): whoever opened it closes it. */
  onDone: () => void;
}

/**
 * Logs a bet placed elsewhere (issue #61) through the outbox, as the slip does, and follows it: logged, not saved yet
 * (it waits in this browser until the server answers), or refused with each field the server named beside its own.
 * The week's games come from the caller (the odds feature's /teamOdds query), so this feature imports no other's API.
 */
export function LogBetForm({ onDone, ...gamesProps }: LogBetFormProps) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectCurrentUser)?.uid;
  const [loggedId, setLoggedId] = useState<string | null>(null);
  // "Log another" starts a fresh form.
  const [round, setRound] = useState(0);
  const entry = useAppSelector((state) => selectLoggedEntry(state, uid, loggedId));
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { refused, saved, settled } = loggedBet(loggedId, entry);
  useEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled]);

  if (!uid)
    return (
      <p>
        <Link to="/login">Sign in to log bets</Link>
      </p>
    );

  const log = (draft: Omit<Bet, 'id'>) => {
    if (entry && !refused) return;
    const bet: Bet = { id: crypto.randomUUID(), ...draft };
    if (refused) dispatch(outboxDiscarded({ id: refused.bet.id }));
    dispatch(betLogged({ uid, bet }));
    setLoggedId(bet.id);
  };

  if (settled)
    return (
      <FormOutcome ref={outcomeRef} tabIndex={-1}>
        {saved ? <p role="status">Logged: the bet is in My bets.</p> : <NotSavedYet message={entry?.message} />}
        <FormActions>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setLoggedId(null);
              setRound((count) => count + 1);
            }}
          >
            Log another
          </Button>
        </FormActions>
      </FormOutcome>
    );

  return (
    <BetForm
      key={round}
      {...gamesProps}
      {...(refused ? { refusal: { message: refused.message ?? 'refused', fields: refused.fields } } : {})}
      saving={entry !== undefined && !refused}
      onSubmit={log}
      onCancel={onDone}
    />
  );
}
