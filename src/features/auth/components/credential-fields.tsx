import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { AuthField } from './auth-field';

interface CredentialFieldsProps {
  /** Prefix of the field ids: `{idPrefix}-email`, `{idPrefix}-password`. */
  readonly idPrefix: string;
  readonly email: string;
  readonly onEmailChange: (value: string) => void;
  readonly password: string;
  readonly onPasswordChange: (value: string) => void;
  readonly passwordAutoComplete: 'current-password' | 'new-password';
  readonly errors: { readonly email?: string; readonly password?: string };
  /** Fields the provider's error points at (marked invalid; the form's alert explains). */
  readonly flagged: readonly string[];
  readonly emailRef: Ref<HTMLInputElement>;
  readonly passwordRef: Ref<HTMLInputElement>;
}

/** The e-mail and password fields that sign-in and sign-up share. */
export function CredentialFields(props: CredentialFieldsProps) {
  const { t } = useLingui();
  const { idPrefix, errors, flagged } = props;
  return (
    <>
      <AuthField
        id={`${idPrefix}-email`}
        label={t`Email`}
        type="email"
        value={props.email}
        onChange={props.onEmailChange}
        autoComplete="email"
        error={errors.email}
        invalid={flagged.includes('email')}
        inputRef={props.emailRef}
      />
      <AuthField
        id={`${idPrefix}-password`}
        label={t`Password`}
        type="password"
        value={props.password}
        onChange={props.onPasswordChange}
        autoComplete={props.passwordAutoComplete}
        error={errors.password}
        invalid={flagged.includes('password')}
        inputRef={props.passwordRef}
      />
    </>
  );
}
