import { useId } from 'react';
import styled from 'styled-components';
import { formControl } from './formControl';

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

/** A search box: the spec's placeholder, a real label for screen readers. */
export function SearchField({ value, onChange, label, placeholder = 'Search player name...' }: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Input
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
