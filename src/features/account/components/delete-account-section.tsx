/**
 * "Delete my account" (account page, danger zone; beyond the spec, the participant's right to
 * erasure): she enters her password again and types the confirmation word of her language,
 * then the server removes her account (docs/data-model.md, "What deleting an account removes")
 * and this device forgets her (signOutAndForget: cache cleared, back to sign-in). A wrong
 * password shows at the field; a failure to reach the server offers to try again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { reportError } from '../../../lib/report-error';
import { signOutAndForget } from '../../../lib/sign-out';
import { deleteMyAccount, reauthenticate } from '../api/delete-my-account';
import { confirmationTyped, deleteFailureOf, type DeleteFailure } from '../logic/delete-account';

type Status = 'idle' | 'working' | DeleteFailure | 'notConfirmed';

export function DeleteAccountSection() {
  const { t } = useLingui();
  const id = useId();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const word = t({
    comment: 'The word she types to confirm deleting her account; keep it one word in capitals.',
    message: 'DELETE',
  });

  const passwordError =
    status === 'wrongPassword'
      ? t`That password is not right. Check it and try again.`
      : status === 'signInAgain'
        ? t`Enter your password again to delete your account.`
        : null;
  const confirmError = status === 'notConfirmed' ? t`Type ${word} exactly to confirm.` : null;

  const run = async () => {
    if (!confirmationTyped(typed, word)) {
      setStatus('notConfirmed');
      return;
    }
    setStatus('working');
    try {
      await reauthenticate(password);
      await deleteMyAccount();
    } catch (error) {
      const failure = deleteFailureOf(error);
      if (failure === 'retry') reportError(error, { action: 'deleteMyAccount' });
      setStatus(failure);
      return;
    }
    await signOutAndForget();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <section
      className="mb-4 border border-danger rounded p-3"
      aria-labelledby="account-delete"
      data-testid="delete-account"
    >
      <h2 id="account-delete" className="h5 text-danger">
        <Trans>Delete my account</Trans>
      </h2>
      <p>
        <Trans>
          Deleting your account removes your profile, registrations, activities, team places,
          tracker connections, referral link and preferences, and takes you off every leaderboard.
          If you captain a team, the teammate who registered first becomes its captain. Payment
          records are kept for accounting, without your name or contact details. Gift codes you
          bought stay valid for whoever holds them. This cannot be undone.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <div className="mb-3">
          <label htmlFor={`${id}-password`} className="form-label">
            <Trans>Your password</Trans>
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={passwordError ? 'form-control is-invalid' : 'form-control'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${id}-password-error` : undefined}
            required
          />
          {passwordError && (
            <div className="invalid-feedback" id={`${id}-password-error`} role="alert">
              {passwordError}
            </div>
          )}
        </div>
        <div className="mb-3">
          <label htmlFor={`${id}-confirm`} className="form-label">
            <Trans>Type {word} to confirm</Trans>
          </label>
          <input
            id={`${id}-confirm`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={confirmError ? 'form-control is-invalid' : 'form-control'}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
            required
          />
          {confirmError && (
            <div className="invalid-feedback" id={`${id}-confirm-error`} role="alert">
              {confirmError}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-danger" disabled={status === 'working'}>
          {status === 'working' ? t`Deleting your account…` : t`Delete my account permanently`}
        </button>
      </form>
      <div role="status" className="mt-2">
        {status === 'tooManyAttempts' && (
          <span className="text-danger">
            <Trans>Too many attempts. Wait a few minutes, then try again.</Trans>
          </span>
        )}
        {status === 'retry' && (
          <span className="text-danger">
            <Trans>We couldn't delete your account. Check your connection and try again.</Trans>{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={() => void run()}
            >
              <Trans>Try again</Trans>
            </button>
          </span>
        )}
      </div>
    </section>
  );
}
