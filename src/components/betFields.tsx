import { BET_BOOKS, BOOK_NAMES, MAX_NOTES_LENGTH } from '../domain/bets/betRules';
import type { BetBook } from '../domain/bets/types';
import { FormField, SelectInput, TextArea } from './FormField';

interface BetFieldProps<Value> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  error?: string;
}

/** A bet's book, chosen among the app's (the slip's Log bet, My bets' form and its Edit). */
export function BookField({ label, value, onChange, error }: BetFieldProps<BetBook>) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <SelectInput {...control} value={value} onChange={(event) => onChange(event.target.value as BetBook)}>
          {BET_BOOKS.map((book) => (
            <option key={book} value={book}>
              {BOOK_NAMES[book]}
            </option>
          ))}
        </SelectInput>
      )}
    </FormField>
  );
}

/** A bet's notes, with their limit said beside them. */
export function NotesField({ label, value, onChange, error }: BetFieldProps<string>) {
  return (
    <FormField label={label} error={error} hint={`At most ${MAX_NOTES_LENGTH} characters.`}>
      {(control) => <TextArea {...control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
