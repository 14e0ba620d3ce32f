/**
 * E-mails she can turn off or on (account page; the e-mail feature): the milestone postcards
 * (on unless turned off) and news about challenges (opt-in: off unless she said yes, here or at
 * sign-up). Each is saved as soon as she changes it; the stored choice, live, wins when another
 * device or a one-click unsubscribe link changes it. The confirmation and finisher e-mails are
 * transactional and always sent. A yes to news is a request until the address's owner confirms
 * it (docs/privacy.md, "News consent"): saving a yes asks the server to confirm it (at once for a
 * verified sign-in, else by e-mail), and while it waits the notice says so and offers the e-mail
 * again.
 */
import { Trans } from '@lingui/react/macro';
import { ORGANISATION_NAME as organisation } from '../../../config/contact';
import { useId, useState, type ReactNode } from 'react';
import { wantsNews, type MailPreferences } from '../../../contract/mail-preferences';
import { requestNewsConfirmation } from '../../../lib/news-confirmation';
import { reportError } from '../../../lib/report-error';
import { useNewsAwaitsConfirmation } from '../api/news-confirmation-state';
import { saveNewsConsent, savePostcardsPreference } from '../api/save-mail-preferences';
import { NewsConfirmationNotice } from './news-confirmation-notice';

interface Props {
  readonly uid: string;
  /** Her address (users/{uid}.email): where news, and its confirmation e-mail, go. */
  readonly email: string;
  /** The stored choices (users/{uid}.mailPreferences), live. */
  readonly stored: MailPreferences;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/** One live choice: shown as stored until she changes it, then as she chose while it saves. */
function useLiveChoice(stored: boolean) {
  const [value, setValue] = useState(stored);
  const [seen, setSeen] = useState(stored);
  // The stored choice, when it changes (her save seen live, or another device's, or a link's).
  if (seen !== stored) {
    setSeen(stored);
    setValue(stored);
  }
  return [value, setValue] as const;
}

function Choice(props: {
  readonly id: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (next: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <div className="form-check">
      <input
        className="form-check-input"
        type="checkbox"
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={props.id}>
        {props.children}
      </label>
    </div>
  );
}

/** Her yes, then the server asked to confirm it (its own failure is reported, not hers). */
async function saveNewsAndAskToConfirm(uid: string, consent: boolean): Promise<void> {
  await saveNewsConsent(uid, consent);
  if (consent)
    await requestNewsConfirmation().catch((error: unknown) =>
      reportError(error, { action: 'requestNewsConfirmation' }),
    );
}

export function MailPreferencesSection({ uid, email, stored }: Props) {
  const id = useId();
  const [postcards, setPostcards] = useLiveChoice(stored.postcards);
  const [news, setNews] = useLiveChoice(wantsNews(stored));
  const [status, setStatus] = useState<Status>('idle');
  const awaitsConfirmation = useNewsAwaitsConfirmation(uid);

  const change = async (
    next: boolean,
    set: (value: boolean) => void,
    save: (uid: string, value: boolean) => Promise<void>,
    action: string,
  ) => {
    set(next);
    setStatus('saving');
    try {
      await save(uid, next);
      setStatus('saved');
    } catch (error) {
      reportError(error, { action });
      set(!next);
      setStatus('failed');
    }
  };

  return (
    <section className="mb-4" aria-labelledby="account-mail">
      <h2 id="account-mail" className="h5">
        <Trans>E-mails</Trans>
      </h2>
      <Choice
        id={`${id}-postcards`}
        checked={postcards}
        disabled={status === 'saving'}
        onChange={(next) =>
          void change(next, setPostcards, savePostcardsPreference, 'saveMailPreferences')
        }
      >
        <Trans>Send me a postcard by e-mail at each milestone I reach</Trans>
      </Choice>
      <Choice
        id={`${id}-news`}
        checked={news}
        disabled={status === 'saving'}
        onChange={(next) => void change(next, setNews, saveNewsAndAskToConfirm, 'saveNewsConsent')}
      >
        <Trans>
          Send me news about challenges from {organisation}. You can unsubscribe at any time.
        </Trans>
      </Choice>
      {awaitsConfirmation ? <NewsConfirmationNotice email={email} /> : null}
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
