import { useId } from 'react';
import styled from 'styled-components';
import { formControl } from '../../components/formControl';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  text-align: left;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;

const Input = styled.input`
  ${formControl}
`;

export interface Credentials {
  email: string;
  password: string;
}

interface CredentialFieldsProps {
  value: Credentials;
  onChange: (value: Credentials) => void;
  /** 'new-password' in the sign-up dialog, so password managers offer to save it. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/**
 * The labelled email and password fields of the login form and the sign-up dialog. Nothing is checked
 * here (spec §5): the identity service judges, and its message shows. `type="email"` is for the keyboard;
 * the forms are `noValidate`.
 */
export function CredentialFields({ value, onChange, passwordAutoComplete }: CredentialFieldsProps) {
  const id = useId();
  return (
    <>
      <Field>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(event) => onChange({ ...value, email: event.target.value })}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={passwordAutoComplete}
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
      </Field>
    </>
  );
}
