/**
 * End a registration after a refund made in Stripe (docs/organiser-console.md, "End a
 * registration after a refund"): the reason is asked at its field, and the organiser confirms
 * in a second step what the end does (she leaves the leg's board, her team and her dashboard;
 * she is told by e-mail). The server ends it as the refund webhook does, once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EndRegistrationResult } from '../../../contract/callables/organiser-support';
import { endRegistration } from '../api/support-actions';
import { ReasonedActionForm, type ActionOutcome } from './reasoned-action-form';

interface Props {
  readonly uid: string;
  readonly legId: string;
  readonly onEnded: (result: EndRegistrationResult) => void;
}

export function EndRegistrationForm({ uid, legId, onEnded }: Props) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);

  // The first submit with a reason only asks for the confirmation.
  function ready() {
    if (!confirming) setConfirming(true);
    return confirming;
  }

  async function send(reason: string): Promise<ActionOutcome> {
    const answer = await endRegistration({ uid, legId, reason });
    if (answer.ok) {
      onEnded(answer.data);
      return 'done';
    }
    return {
      failure:
        answer.refusal === 'cannotEnd'
          ? t`No payment made this registration: there is nothing to end here.`
          : t`We could not reach the server just now. Please try again.`,
    };
  }

  return (
    <ReasonedActionForm
      name={t`End the registration after a refund`}
      reasonLabel={<Trans>Reason for ending the registration (refunded in Stripe)</Trans>}
      reasonMissing={t`Give the reason for ending the registration.`}
      submitLabel={
        confirming ? <Trans>Yes, end the registration</Trans> : <Trans>End the registration</Trans>
      }
      danger
      ready={ready}
      send={send}
      onReasonChange={() => setConfirming(false)}
      notes={
        confirming && (
          <p className="small mt-2 mb-0" data-testid="end-warning">
            <Trans>
              She leaves this leg’s leaderboard, her team and her dashboard, and gets an e-mail
              saying so. Her kilometres stay in her account.
            </Trans>
          </p>
        )
      }
    />
  );
}
