import { useId } from 'react';
import { useValueTypedEarly } from '../lib/useValueTypedEarly';
import { InlineField, InlineLabel } from './InlineField';
import { Select } from './Select';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoicePickerProps<T extends string> {
  label: string;
  value: T;
  choices: ReadonlyArray<Choice<T>>;
  /** Called with one of the choices' values only (a value chosen before the app ran included). */
  onChoose: (value: T) => void;
  /** Shown but not applying (a view it has no meaning in): it keeps its place in the toolbar. */
  disabled?: boolean;
}

/** A labelled toolbar select of a few named choices ('Sort games', 'Fair odds', 'View'). */
export function ChoicePicker<T extends string>({ label, value, choices, onChoose, disabled }: ChoicePickerProps<T>) {
  const id = useId();
  const choose = (chosen: string) => {
    const choice = choices.find((each) => each.value === chosen);
    if (choice) onChoose(choice.value);
  };
  const ref = useValueTypedEarly<HTMLSelectElement>(value, choose);
  return (
    <InlineField>
      <InlineLabel htmlFor={id}>{label}</InlineLabel>
      <Select ref={ref} id={id} value={value} disabled={disabled} onChange={(event) => choose(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </InlineField>
  );
}
