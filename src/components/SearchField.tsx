import { useId } from 'react';
import styled from 'styled-components';
import { formControl } from './formControl';
import { useValueTypedEarly } from '../lib/useValueTypedEarly';

const Input = styled.input`
  ${formControl}
  width: 100%;
  max-width: 360px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (visually hidden; the placeholder shows the hint). */
  label: string;
  placeholder?: string;
}

/**
 * A search box: the spec's placeholder, a real label for screen readers. What the reader typed
 * before the app took over the prerendered page is kept (useValueTypedEarly).
 */
export function SearchField({ value, onChange, label, placeholder = 'Search player name...' }: SearchFieldProps) {
  const id = useId();
  const ref = useValueTypedEarly<HTMLInputElement>(value, onChange);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Input
        ref={ref}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
