/**
 * End a registration after a refund made in Stripe (docs/organiser-console.md, "End a
 * registration after a refund"): the reason is asked at its field, and the organiser confirms
 * in a second step what the end does (she leaves the leg's board, her team and her dashboard;
 * she is told by e-mail). The server ends it as the refund webhook does, once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';
import type { EndRegistrationResult } from '../../../contract/callables/organiser-support';
import { endRegistration } from '../api/support-actions';

interface Props {
  readonly uid: string;
  readonly legId: string;
  readonly onEnded: (result: EndRegistrationResult) => void;
}

export function EndRegistrationForm({ uid, legId, onEnded }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    if (!why) {
      setProblem(t`Give the reason for ending the registration.`);
      return;
    }
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setFailure('');
    const answer = await endRegistration({ uid, legId, reason: why });
    setBusy(false);
    if (answer.ok) {
      onEnded(answer.data);
      return;
    }
    setFailure(
      answer.refusal === 'cannotEnd'
        ? t`No payment made this registration: there is nothing to end here.`
        : t`We could not reach the server just now. Please try again.`,
    );
  }

  return (
    <form
      className="border-top pt-2 mt-2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`End the registration after a refund`}
    >
      <div className="row g-2">
        <div className="col-12 col-md-8">
          <label className="form-label small" htmlFor={`${id}-reason`}>
            <Trans>Reason for ending the registration (refunded in Stripe)</Trans>
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
              setConfirming(false);
            }}
          />
          {problem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
        </div>
        <div className="col-12 col-md-4 d-flex align-items-end">
          <button type="submit" className="btn btn-sm btn-outline-danger" disabled={busy}>
            {confirming ? (
              <Trans>Yes, end the registration</Trans>
            ) : (
              <Trans>End the registration</Trans>
            )}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {confirming && (
          <p className="small mt-2 mb-0" data-testid="end-warning">
            <Trans>
              She leaves this leg’s leaderboard, her team and her dashboard, and gets an e-mail
              saying so. Her kilometres stay in her account.
            </Trans>
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
