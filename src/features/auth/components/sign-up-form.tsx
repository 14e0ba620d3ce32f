import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { createAccount } from '../api/auth-actions';
import { useAuthAttempt } from '../use-auth-attempt';
import {
  firstInvalidField,
  validateSignUp,
  type FieldErrors,
  type SignUpField,
} from '../validation';
import { AuthField } from './auth-field';
import { CredentialFields } from './credential-fields';
import { FormAlert } from './form-alert';
import { NewsCheckbox } from './news-checkbox';
import { ScreenLink } from './screen-link';
import { TermsCheckbox } from './terms-checkbox';

const ORDER: readonly SignUpField[] = ['email', 'password', 'repeatPassword', 'agreed'];

/**
 * Sign-up (docs/product.md §R2.1, §R5), with the separate, unticked news box (the e-mail feature). Nothing is sent until every check passes; unequal passwords
 * show 'Passowrd must match!' and focus the repeat field. On success the route guard moves on.
 */
export function SignUpForm() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  // News is opt-in (CASL): unticked until she ticks it.
  const [news, setNews] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const { failure, busy, attempt, clearFailure, flagged } = useAuthAttempt('createAccount');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const agreedRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignUp({ email, password, repeatPassword, agreed });
    setErrors(found);
    clearFailure();
    const first = firstInvalidField(found, ORDER);
    if (first) {
      const refs = {
        email: emailRef,
        password: passwordRef,
        repeatPassword: repeatRef,
        agreed: agreedRef,
      };
      refs[first].current?.focus();
      return;
    }
    await attempt(() => createAccount(email, password, { news }));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Create your account`}>
      <p className="auth-screen__links">
        <Trans>
          Already have an account? <ScreenLink to={paths.siblingSignIn}>Log in</ScreenLink>
        </Trans>
      </p>
      <FormAlert message={failure?.message ?? null} />
      <CredentialFields
        idPrefix="signup"
        email={email}
        onEmailChange={setEmail}
        password={password}
        onPasswordChange={setPassword}
        passwordAutoComplete="new-password"
        errors={errors}
        flagged={flagged}
        emailRef={emailRef}
        passwordRef={passwordRef}
      />
      <AuthField
        id="signup-repeat-password"
        label={t`Repeat Password`}
        type="password"
        value={repeatPassword}
        onChange={setRepeatPassword}
        autoComplete="new-password"
        error={errors.repeatPassword}
        inputRef={repeatRef}
      />
      <TermsCheckbox
        checked={agreed}
        onChange={setAgreed}
        error={errors.agreed}
        inputRef={agreedRef}
      />
      <NewsCheckbox checked={news} onChange={setNews} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy}>
        <Trans>Create Account</Trans>
      </button>
      <p className="mt-3 mb-0 text-center auth-screen__links">
        <ScreenLink to={paths.siblingSignIn}>
          <Trans>Sign in to an existing account</Trans>
        </ScreenLink>
      </p>
    </form>
  );
}
