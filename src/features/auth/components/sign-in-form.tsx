import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { signIn } from '../api/auth-actions';
import { keptSignInEmail } from '../api/kept-sign-in-email';
import { useAuthAttempt } from '../use-auth-attempt';
import {
  firstInvalidField,
  validateSignIn,
  type FieldErrors,
  type SignInField,
} from '../validation';
import { CredentialFields } from './credential-fields';
import { FormAlert } from './form-alert';
import { ScreenLink } from './screen-link';

const ORDER: readonly SignInField[] = ['email', 'password'];

/**
 * Sign-in (docs/product.md §R2.2). On success the auth listener reports the user and the route guard
 * (RequireVisitor) takes them to the origin ('from') or the parent route, query kept.
 */
export function SignInForm() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const location = useLocation();
  const [email, setEmail] = useState(() => params.get('email') ?? keptSignInEmail());
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const { failure, busy, attempt, clearFailure, flagged } = useAuthAttempt('signIn');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    clearFailure();
    const first = firstInvalidField(found, ORDER);
    if (first) {
      (first === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    await attempt(() => signIn(email, password));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Log in`}>
      <FormAlert message={failure?.message ?? null} />
      <CredentialFields
        idPrefix="signin"
        email={email}
        onEmailChange={setEmail}
        password={password}
        onPasswordChange={setPassword}
        passwordAutoComplete="current-password"
        errors={errors}
        flagged={flagged}
        emailRef={emailRef}
        passwordRef={passwordRef}
      />
      <p className="text-end small auth-screen__links">
        <Link to={paths.resetPassword(location.search)}>
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy}>
        <Trans>Log In</Trans>
      </button>
      <p className="mt-3 mb-0 text-center auth-screen__links">
        <Trans>
          New here? <ScreenLink to={paths.siblingCreateAccount}>Create your Account</ScreenLink>
        </Trans>
      </p>
    </form>
  );
}
