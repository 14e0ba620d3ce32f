import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { signOutAndForget, unsentActivitiesSent } from '../lib/sign-out';

/**
 * Asked before signing out when activities still wait to be sent (offline): signing out
 * clears this device's cache, queue included, so they would be lost. Wait (they go as soon as
 * the network is back, then she is signed out), sign out anyway, or stay. Loaded only when
 * needed (user-menu.tsx), so no page carries it.
 */
export default function SignOutPrompt({
  unsent,
  onCancel,
}: {
  /** How many wait; null when some wait whose count is not known. */
  readonly unsent: number | null;
  readonly onCancel: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => first.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const waitThenSignOut = async () => {
    setWaiting(true);
    await unsentActivitiesSent();
    await signOutAndForget();
  };

  return (
    <div
      className="position-fixed top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center p-3"
      style={{ background: 'rgba(0, 0, 0, 0.5)', zIndex: 1080 }}
    >
      <div
        className="card shadow"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        style={{ maxWidth: '28rem' }}
      >
        <div className="card-body">
          <h2 id={titleId} className="h5">
            <Trans>Sign out?</Trans>
          </h2>
          <p id={textId}>
            {unsent === null ? (
              <Trans>Activities you logged are still waiting to be sent.</Trans>
            ) : (
              <Plural
                value={unsent}
                one="# activity you logged is still waiting to be sent."
                other="# activities you logged are still waiting to be sent."
              />
            )}{' '}
            <Trans>Signing out now would lose them on this device.</Trans>
          </p>
          {waiting && (
            <p role="status">
              <Trans>Waiting for the network to send them…</Trans>
            </p>
          )}
          <div className="d-flex flex-wrap gap-2">
            <button
              ref={first}
              type="button"
              className="btn btn-primary"
              disabled={waiting}
              onClick={() => void waitThenSignOut()}
            >
              {t`Wait, then sign out`}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => void signOutAndForget()}
            >
              {t`Sign out anyway`}
            </button>
            <button type="button" className="btn btn-link" onClick={onCancel}>
              {t`Stay signed in`}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
