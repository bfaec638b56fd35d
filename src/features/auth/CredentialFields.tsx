import { useId, type Dispatch, type SetStateAction } from 'react';
import styled from 'styled-components';
import { formControl } from '../../components/formControl';
import { useValueTypedEarly } from '../../lib/useValueTypedEarly';

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
  /** The form's state setter: each field changes its own part (both may change in one commit). */
  onChange: Dispatch<SetStateAction<Credentials>>;
  /** 'new-password' in the sign-up dialog, so password managers offer to save it. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/**
 * The labelled email and password fields of the login form and the sign-up dialog. Nothing is checked
 * here (spec §5): the identity service judges, and its message shows. `type="email"` is for the keyboard;
 * the forms are `noValidate`. What was typed, or filled in by a password manager, before the app adopted
 * the prerendered /login is kept (useValueTypedEarly).
 */
export function CredentialFields({ value, onChange, passwordAutoComplete }: CredentialFieldsProps) {
  const id = useId();
  const setEmail = (email: string) => onChange((current) => ({ ...current, email }));
  const setPassword = (password: string) => onChange((current) => ({ ...current, password }));
  const emailRef = useValueTypedEarly<HTMLInputElement>(value.email, setEmail);
  const passwordRef = useValueTypedEarly<HTMLInputElement>(value.password, setPassword);
  return (
    <>
      <Field>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          ref={passwordRef}
          id={`${id}-password`}
          type="password"
          autoComplete={passwordAutoComplete}
          value={value.password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
    </>
  );
}
