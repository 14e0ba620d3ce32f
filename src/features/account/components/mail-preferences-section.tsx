/**
 * E-mails she can turn off (account page; the e-mail feature): the milestone postcards. Saved as
 * soon as she changes it; the stored choice, live, wins when another device changes it. The
 * confirmation and finisher e-mails are transactional and always sent.
 */
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { MailPreferences } from '../../../contract/mail-preferences';
import { reportError } from '../../../lib/report-error';
import { saveMailPreferences } from '../api/save-mail-preferences';

interface Props {
  readonly uid: string;
  /** The stored choices (users/{uid}.mailPreferences), live. */
  readonly stored: MailPreferences;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

export function MailPreferencesSection({ uid, stored }: Props) {
  const id = useId();
  const [postcards, setPostcards] = useState(stored.postcards);
  const [seen, setSeen] = useState(stored.postcards);
  const [status, setStatus] = useState<Status>('idle');
  // The stored choice, when it changes (her save seen live, or another device's).
  if (seen !== stored.postcards) {
    setSeen(stored.postcards);
    setPostcards(stored.postcards);
  }

  const change = async (next: boolean) => {
    setPostcards(next);
    setStatus('saving');
    try {
      await saveMailPreferences(uid, { postcards: next });
      setStatus('saved');
    } catch (error) {
      reportError(error, { action: 'saveMailPreferences' });
      setPostcards(!next);
      setStatus('failed');
    }
  };

  return (
    <section className="mb-4" aria-labelledby="account-mail">
      <h2 id="account-mail" className="h5">
        <Trans>E-mails</Trans>
      </h2>
      <div className="form-check">
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-postcards`}
          checked={postcards}
          disabled={status === 'saving'}
          onChange={(event) => void change(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-postcards`}>
          <Trans>Send me a postcard by e-mail at each milestone I reach</Trans>
        </label>
      </div>
      <p role="status" className="small mb-0" data-testid="mail-preferences-status">
        {status === 'saving' ? <Trans>Saving...</Trans> : null}
        {status === 'saved' ? <Trans>Saved.</Trans> : null}
      </p>
      {status === 'failed' ? (
        <p role="alert" className="small text-danger mb-0">
          <Trans>Your choice could not be saved. Please try again.</Trans>
        </p>
      ) : null}
    </section>
  );
}
