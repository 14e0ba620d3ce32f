import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { sendResetEmail } from '../api/auth-actions';
import { resetFailure } from '../reset-errors';
import { emailError } from '../validation';
import { AuthField } from './auth-field';
import { AuthScreen } from './auth-screen';

type Phase = 'form' | 'sending' | 'sent';

/**
 * Password reset (docs/product.md §P2, §P4, §P8): form, sending (button disabled), sent. An unknown
 * address gets the spec's message; any other failure marks the field invalid and is logged.
 */
export function ResetPasswordScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [phase, setPhase] = useState<Phase>('form');
  const [error, setError] = useState<string | undefined>(undefined);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) {
      emailRef.current?.focus();
      return;
    }
    setPhase('sending');
    try {
      await sendResetEmail(email);
      setPhase('sent');
    } catch (caught) {
      const failure = resetFailure(caught);
      if (failure.log) reportError(caught, { action: 'sendPasswordResetEmail' });
      setError(failure.message);
      setPhase('form');
      emailRef.current?.focus();
    }
  };

  if (phase === 'sent') {
    const address = email.trim();
    return (
      <AuthScreen title={t`Email Sent!`}>
        <div role="status">
          <p>
            <Trans>
              We sent an e-mail to <strong className="text-break">{address}</strong> with a link to
              reset your password.
            </Trans>
          </p>
          <p>
            <Trans>
              If you don&apos;t see it in a few minutes, please check your spam or junk folder.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary w-100"
          onClick={() => navigate(paths.signIn())}
        >
          <Trans>Continue</Trans>
        </button>
      </AuthScreen>
    );
  }

  const sending = phase === 'sending';
  return (
    <AuthScreen title={t`Reset Password`}>
      <p>
        <Trans>
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </Trans>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Reset password`}>
        <AuthField
          id="reset-email"
          label={t`Email`}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          error={error}
          inputRef={emailRef}
        />
        <button
          type="submit"
          className="btn btn-primary w-100"
          disabled={sending}
          aria-busy={sending}
        >
          <Trans>Reset Password</Trans>
        </button>
      </form>
    </AuthScreen>
  );
}
