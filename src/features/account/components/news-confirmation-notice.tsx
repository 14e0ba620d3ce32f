/**
 * Her yes to news waits for the address's owner to confirm it (docs/privacy.md, "News
 * consent"): the account page says a confirmation e-mail was sent to her address and lets her
 * ask for it again (lib/news-confirmation.ts). Once confirmed, the live record hides it.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { requestNewsConfirmation } from '../../../lib/news-confirmation';
import { reportError } from '../../../lib/report-error';

type Sending = 'idle' | 'sending' | 'sent' | 'alreadySent' | 'tooMany' | 'failed';

export function NewsConfirmationNotice({ email }: { readonly email: string }) {
  const [sending, setSending] = useState<Sending>('idle');
  const sendAgain = async () => {
    setSending('sending');
    try {
      const outcome = await requestNewsConfirmation();
      if (outcome.ok) setSending(outcome.status === 'alreadySent' ? 'alreadySent' : 'sent');
      else setSending(outcome.refusal === 'tooMany' ? 'tooMany' : 'failed');
    } catch (error) {
      reportError(error, { action: 'requestNewsConfirmation' });
      setSending('failed');
    }
  };
  return (
    <div className="small mb-2" data-testid="news-confirmation">
      <p className="mb-1">
        <Trans>
          We sent a confirmation e-mail to {email}. We send you news only once you press the button
          in it.
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={sending === 'sending'}
        onClick={() => void sendAgain()}
      >
        <Trans>Send the confirmation e-mail again</Trans>
      </button>
      <p role="status" className="mb-0 mt-1">
        {sending === 'sending' ? <Trans>Sending...</Trans> : null}
        {sending === 'sent' ? <Trans>Sent. Please check your inbox.</Trans> : null}
        {sending === 'alreadySent' ? (
          <Trans>A confirmation e-mail was sent a moment ago. Please check your inbox.</Trans>
        ) : null}
      </p>
      {sending === 'tooMany' ? (
        <p role="alert" className="text-danger mb-0">
          <Trans>
            We already sent you several confirmation e-mails today. Please check your inbox, or try
            again tomorrow.
          </Trans>
        </p>
      ) : null}
      {sending === 'failed' ? (
        <p role="alert" className="text-danger mb-0">
          <Trans>The e-mail could not be sent. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
