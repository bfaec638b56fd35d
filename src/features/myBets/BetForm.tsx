import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormActions, Refusal } from '../../components/formOutcome';
import { BookField, NotesField } from '../../components/betFields';
import { FormField, SelectInput, TextInput } from '../../components/FormField';
import { SEASON_WEEKS } from '../../config/constants';
import { BET_MARKETS, sidesOf } from '../../domain/bets/betRules';
import type { Bet, BetMarket } from '../../domain/bets/types';
import { kickoffText } from '../../lib/clockTime';
import {
  BET_FORM_LABELS,
  checkBetForm,
  formFieldOf,
  localDateTime,
  refusedMessage,
  type BetFormErrors,
  type BetFormField,
  type BetFormGame,
  type BetFormValues,
} from './betFormRules';
import type { FieldProblem } from './meApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(11rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** A field across the whole row (the game's long name). */
const Wide = styled(FormField)`
  grid-column: 1 / -1;
`;

const MARKET_NAMES: Record<BetMarket, string> = { h2h: 'Moneyline', spreads: 'Spread', totals: 'Total' };
const WEEKS = Array.from({ length: SEASON_WEEKS }, (_, index) => index + 1);

/** The server's word on the last bet logged from the form: why it refused it, and the fields it named. */
export interface BetRefusal {
  message: string;
  fields: readonly FieldProblem[];
}

export interface BetFormProps {
  week: number;
  onWeekChange: (week: number) => void;
  /** The week's games (/teamOdds?week=N), and whether they are in. */
  games: readonly BetFormGame[];
  gamesStatus: 'loading' | 'error' | 'ready';
  refusal?: BetRefusal;
  /** A bet is on its way: the form waits. */
  saving?: boolean;
  onSubmit: (bet: Omit<Bet, 'id'>) => void;
  onCancel?: () => void;
}

const initialValues = (week: number): BetFormValues => ({
  week,
  gameId: '',
  market: 'spreads',
  side: '',
  point: '',
  price: '',
  book: 'fanduel',
  stake: '1',
  // The app's clock, when the form opens.
  placedAt: localDateTime(Date.now()),
  notes: '',
});

/**
 * A bet placed elsewhere (issue #61): week, game, market, side, number, price, book, stake and time placed, each
 * checked by the server's rules with its message beside it; a refusal's fields show beside theirs too.
 */
export function BetForm({
  week,
  onWeekChange,
  games,
  gamesStatus,
  refusal,
  saving = false,
  onSubmit,
  onCancel,
}: BetFormProps) {
  const [values, setValues] = useState(() => initialValues(week));
  const [checked, setChecked] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const check = checkBetForm({ ...values, week }, games);
  const errors: BetFormErrors = checked > 0 && 'errors' in check ? check.errors : {};
  const refused: BetFormErrors = {};
  const unplaced: FieldProblem[] = [];
  for (const problem of refusal?.fields ?? []) {
    const field = formFieldOf(problem.field);
    if (field && !refused[field]) refused[field] = refusedMessage(field, problem.reason);
    else if (!field) unplaced.push(problem);
  }
  const errorOf = (field: BetFormField) => errors[field] ?? refused[field];

  // After a submit the form refused, the first field it named has the focus.
  useEffect(() => {
    if (checked > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const game = games.find((each) => each.id === values.gameId);
  const sides = game ? sidesOf(values.market, game.home, game.away) : [];
  const set = (changes: Partial<BetFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const chooseMarket = (market: BetMarket) =>
    setValues((current) => {
      const now = games.find((each) => each.id === current.gameId);
      const keep = now && sidesOf(market, now.home, now.away).includes(current.side);
      return { ...current, market, side: keep ? current.side : '' };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if ('bet' in check) onSubmit(check.bet);
    else setChecked((count) => count + 1);
  };

  const gamesWord =
    gamesStatus === 'loading'
      ? `Loading week ${week}'s games…`
      : gamesStatus === 'error'
        ? `Week ${week}'s games did not load`
        : games.length === 0
          ? `No games in week ${week}`
          : 'Choose a game';

  return (
    <Form ref={form} noValidate onSubmit={submit} aria-label="Log a bet placed elsewhere">
      <Grid>
        <FormField label={BET_FORM_LABELS.week} error={errorOf('week')}>
          {(control) => (
            <SelectInput
              {...control}
              value={week}
              onChange={(event) => {
                set({ gameId: '', side: '' });
                onWeekChange(Number(event.target.value));
              }}
            >
              {WEEKS.map((each) => (
                <option key={each} value={each}>{`Week ${each}`}</option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <Wide label={BET_FORM_LABELS.game} error={errorOf('game')}>
          {(control) => (
            <SelectInput
              {...control}
              value={values.gameId}
              onChange={(event) => set({ gameId: event.target.value, side: '' })}
            >
              <option value="">{gamesWord}</option>
              {games.map((each) => (
                <option key={each.id} value={each.id}>
                  {`${each.away} at ${each.home} · ${kickoffText(each.kickoff)}`}
                </option>
              ))}
            </SelectInput>
          )}
        </Wide>
        <FormField label={BET_FORM_LABELS.market} error={errorOf('market')}>
          {(control) => (
            <SelectInput
              {...control}
              value={values.market}
              onChange={(event) => chooseMarket(event.target.value as BetMarket)}
            >
              {BET_MARKETS.map((market) => (
                <option key={market} value={market}>
                  {MARKET_NAMES[market]}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField label={BET_FORM_LABELS.side} error={errorOf('side')}>
          {(control) => (
            <SelectInput {...control} value={values.side} onChange={(event) => set({ side: event.target.value })}>
              <option value="">{game ? 'Choose a side' : 'Choose a game first'}</option>
              {sides.map((side) => (
                <option key={side} value={side}>
                  {values.market === 'totals' ? side : `${side} (${side === game?.home ? 'home' : 'away'})`}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        {values.market !== 'h2h' && (
          <FormField
            label={BET_FORM_LABELS.point}
            error={errorOf('point')}
            hint={values.market === 'spreads' ? "The side's spread: -2.5, +3" : 'The total: 47.5'}
          >
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                value={values.point}
                onChange={(event) => set({ point: event.target.value })}
              />
            )}
          </FormField>
        )}
        <FormField label={BET_FORM_LABELS.price} error={errorOf('price')} hint="American odds: -110, +150">
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              value={values.price}
              onChange={(event) => set({ price: event.target.value })}
            />
          )}
        </FormField>
        <BookField
          label={BET_FORM_LABELS.book}
          value={values.book}
          onChange={(book) => set({ book })}
          error={errorOf('book')}
        />
        <FormField label={BET_FORM_LABELS.stake} error={errorOf('stake')}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={values.stake}
              onChange={(event) => set({ stake: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={BET_FORM_LABELS.placedAt} error={errorOf('placedAt')} hint="Your time zone">
          {(control) => (
            <TextInput
              {...control}
              type="datetime-local"
              value={values.placedAt}
              onChange={(event) => set({ placedAt: event.target.value })}
            />
          )}
        </FormField>
      </Grid>
      <NotesField
        label={BET_FORM_LABELS.notes}
        value={values.notes}
        onChange={(notes) => set({ notes })}
        error={errorOf('notes')}
      />
      {refusal && (
        <Refusal role="alert">
          <p>
            <strong>Not logged:</strong> {`the server refused this bet (${refusal.message}).`}
          </p>
          {unplaced.length > 0 && (
            <ul>
              {unplaced.map((problem) => (
                <li key={problem.field}>{`${problem.field}: ${problem.reason}`}</li>
              ))}
            </ul>
          )}
        </Refusal>
      )}
      <FormActions>
        <Button type="submit">Log bet</Button>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <span role="status">{saving ? 'Saving…' : ''}</span>
      </FormActions>
    </Form>
  );
}
