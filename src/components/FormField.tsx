import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formControl } from './formControl';

const Field = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.8125rem;
  font-weight: 600;
`;

/** What a field's control takes to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
}

interface FormFieldProps {
  label: string;
  /** What is wrong with the value, shown beside it (and read with it). */
  error?: string;
  /** A word on what to type, read with the control too. */
  hint?: ReactNode;
  /** The control (an input, a select, a textarea), given the props that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** A labelled control with its hint and its error beside it: aria-describedby names both, aria-invalid the error. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error && <Message id={errorId}>{error}</Message>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}

const invalid = css`
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.error};
  }
`;

export const TextInput = styled.input`
  ${formControl}
  width: 100%;
  font: inherit;
  font-variant-numeric: tabular-nums;
  ${invalid}
`;

export const TextArea = styled.textarea`
  ${formControl}
  width: 100%;
  min-height: 4.5rem;
  padding-block: ${({ theme }) => theme.space(2)};
  font: inherit;
  resize: vertical;
  ${invalid}
`;

export const SelectInput = styled.select`
  ${formControl}
  width: 100%;
  font: inherit;
  ${invalid}
`;
