/**
 * Resend a registration's confirmation (docs/organiser-console.md, "Resend a confirmation"): the
 * reason is asked at its field; the server renders the e-mail as the registration reads now and
 * logs the resend. Offered for a registration a payment made (the lookup shows its payment).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';
import type { ResendBlocker } from '../../../contract/callables/organiser-support';
import { resendConfirmation } from '../api/support-actions';

interface Props {
  readonly uid: string;
  readonly legId: string;
}

export function ResendConfirmationForm({ uid, legId }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(0);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    if (!why) {
      setProblem(t`Give the reason for sending it again.`);
      return;
    }
    setBusy(true);
    setFailure('');
    const answer = await resendConfirmation({ uid, legId, reason: why });
    setBusy(false);
    if (answer.ok) {
      setSent(answer.data.resends);
      setReason('');
      return;
    }
    const blocker =
      answer.refusal === 'cannotResend'
        ? (answer.details as { blocker?: ResendBlocker }).blocker
        : undefined;
    setFailure(
      blocker === 'noRecipient'
        ? t`Her account has no e-mail address to write to.`
        : blocker === 'noPayment'
          ? t`No payment made this registration: there is no confirmation to send.`
          : t`We could not reach the server just now. Please try again.`,
    );
  }

  return (
    <form
      className="border-top pt-2 mt-2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Resend the confirmation`}
    >
      <div className="row g-2">
        <div className="col-12 col-md-8">
          <label className="form-label small" htmlFor={`${id}-reason`}>
            <Trans>Reason for sending the confirmation again</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
            value={reason}
            maxLength={REASON_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem('');
            }}
          />
          {problem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
        </div>
        <div className="col-12 col-md-4 d-flex align-items-end">
          <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
            <Trans>Resend the confirmation</Trans>
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {sent > 0 && (
          <p className="text-success small mt-2 mb-0" data-testid="confirmation-resent">
            <Trans>Confirmation sent again (resend number {sent}).</Trans>
          </p>
        )}
        {failure && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
