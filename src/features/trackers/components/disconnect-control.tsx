/**
 * Disconnecting the linked device (beyond the spec): Disconnect, then a confirm step that says
 * the activities already imported stay; the trackers-disconnect callable; the account page's
 * user document listener then shows the connect links again. A failure says so, with Retry.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TrackerProvider } from '../../../contract/tracker-activity';
import { reportError } from '../../../lib/report-error';
import { disconnectTracker } from '../api/disconnect-tracker';
import { TRACKER_NAMES } from '../logic/device-names';

export function disconnectQuestion(device: TrackerProvider): MessageDescriptor {
  const name = TRACKER_NAMES[device];
  return msg`Disconnect ${name}? New activities will no longer be posted. The activities already imported stay in your challenges.`;
}
export function disconnectFailed(device: TrackerProvider): MessageDescriptor {
  const name = TRACKER_NAMES[device];
  return msg`We couldn't disconnect ${name}. Check your connection and press Retry.`;
}

type Step = 'idle' | 'confirming' | 'busy' | 'failed';

export function DisconnectControl({ device }: { readonly device: TrackerProvider }) {
  const { t, i18n } = useLingui();
  const name = TRACKER_NAMES[device];
  const [step, setStep] = useState<Step>('idle');
  const confirmButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // The confirm step replaces the button that opened it: keep the keyboard there, and back.
  useEffect(() => {
    if (step === 'confirming') confirmButton.current?.focus();
    if (step === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [step]);

  const disconnect = async () => {
    setStep('busy');
    try {
      await disconnectTracker();
      // users/{uid} no longer names the device: the section shows the connect links.
      setStep('idle');
    } catch (error) {
      reportError(error, { action: 'disconnectTracker', device });
      setStep('failed');
    }
  };

  if (step === 'idle') {
    return (
      <Button ref={openButton} variant="outline-danger" onClick={() => setStep('confirming')}>
        <Trans>Disconnect</Trans>
      </Button>
    );
  }
  if (step === 'failed') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span className="flex-grow-1">{i18n._(disconnectFailed(device))}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void disconnect()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="card card-body" role="group" aria-label={t`Disconnect ${name}`}>
      <p>{i18n._(disconnectQuestion(device))}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button
          ref={confirmButton}
          variant="danger"
          disabled={step === 'busy'}
          onClick={() => void disconnect()}
        >
          {step === 'busy' ? (
            <Trans>Disconnecting...</Trans>
          ) : (
            <Trans>Yes, disconnect {name}</Trans>
          )}
        </Button>
        <Button
          variant="outline-secondary"
          disabled={step === 'busy'}
          onClick={() => {
            returnFocus.current = true;
            setStep('idle');
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
