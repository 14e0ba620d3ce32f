import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { createAccount } from '../api/auth-actions';
import { fieldsOfError, isExpectedAuthError, toAuthError, type AuthErrorCode } from '../auth-errors';
import { firstInvalidField, validateSignUp, type FieldErrors, type SignUpField } from '../validation';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { ScreenLink } from './screen-link';
import { TermsCheckbox } from './terms-checkbox';

const ORDER: readonly SignUpField[] = ['email', 'password', 'repeatPassword', 'agreed'];

/**
 * Sign-up (spec 01 §2.1, §5). Nothing is sent until every check passes; unequal passwords
 * show 'Passowrd must match!' and focus the repeat field. On success the route guard moves on.
 */
export function SignUpForm() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [failure, setFailure] = useState<{ code: AuthErrorCode; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const agreedRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignUp({ email, password, repeatPassword, agreed });
    setErrors(found);
    setFailure(null);
    const first = firstInvalidField(found, ORDER);
    if (first) {
      const refs = { email: emailRef, password: passwordRef, repeatPassword: repeatRef, agreed: agreedRef };
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await createAccount(email, password);
    } catch (error) {
      const authError = toAuthError(error);
      if (!isExpectedAuthError(authError.code)) reportError(error, { action: 'createAccount' });
      setFailure(authError);
      setBusy(false);
    }
  };

  const flagged = failure ? fieldsOfError(failure.code) : [];
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Create your account">
      <p className="auth-screen__links">
        Already have an account? <ScreenLink to={paths.siblingSignIn}>Log in</ScreenLink>
      </p>
      <FormAlert message={failure?.message ?? null} />
      <AuthField
        id="signup-email"
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        error={errors.email}
        invalid={flagged.includes('email')}
        inputRef={emailRef}
      />
      <AuthField
        id="signup-password"
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
        invalid={flagged.includes('password')}
        inputRef={passwordRef}
      />
      <AuthField
        id="signup-repeat-password"
        label="Repeat Password"
        type="password"
        value={repeatPassword}
        onChange={setRepeatPassword}
        autoComplete="new-password"
        error={errors.repeatPassword}
        inputRef={repeatRef}
      />
      <TermsCheckbox checked={agreed} onChange={setAgreed} error={errors.agreed} inputRef={agreedRef} />
      <Button type="submit" className="w-100" disabled={busy} aria-busy={busy}>
        Create Account
      </Button>
      <p className="mt-3 mb-0 text-center auth-screen__links">
        <ScreenLink to={paths.siblingSignIn}>Sign in to an existing account</ScreenLink>
      </p>
    </Form>
  );
}
