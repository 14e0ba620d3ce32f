/**
 * Resend a registration's confirmation (docs/organiser-console.md, "Resend a confirmation"): the
 * reason is asked at its field; the server renders the e-mail as the registration reads now and
 * logs the resend. Offered for a registration a payment made (the lookup shows its payment).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ResendBlocker } from '../../../contract/callables/organiser-support';
import { resendConfirmation } from '../api/support-actions';
import { ReasonedActionForm, type ActionOutcome } from './reasoned-action-form';

interface Props {
  readonly uid: string;
  readonly legId: string;
}

export function ResendConfirmationForm({ uid, legId }: Props) {
  const { t } = useLingui();
  const [sent, setSent] = useState(0);

  async function send(reason: string): Promise<ActionOutcome> {
    const answer = await resendConfirmation({ uid, legId, reason });
    if (answer.ok) {
      setSent(answer.data.resends);
      return 'done';
    }
    const blocker =
      answer.refusal === 'cannotResend'
        ? (answer.details as { blocker?: ResendBlocker }).blocker
        : undefined;
    return {
      failure:
        blocker === 'noRecipient'
          ? t`Her account has no e-mail address to write to.`
          : blocker === 'noPayment'
            ? t`No payment made this registration: there is no confirmation to send.`
            : t`We could not reach the server just now. Please try again.`,
    };
  }

  return (
    <ReasonedActionForm
      name={t`Resend the confirmation`}
      reasonLabel={<Trans>Reason for sending the confirmation again</Trans>}
      reasonMissing={t`Give the reason for sending it again.`}
      submitLabel={<Trans>Resend the confirmation</Trans>}
      send={send}
      notes={
        sent > 0 && (
          <p className="text-success small mt-2 mb-0" data-testid="confirmation-resent">
            <Trans>Confirmation sent again (resend number {sent}).</Trans>
          </p>
        )
      }
    />
  );
}
