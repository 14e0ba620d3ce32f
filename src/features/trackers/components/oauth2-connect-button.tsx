/**
 * "Connect Fitbit" / "Connect Garmin" on the account page (docs/
 * trackers.md, "Connecting Fitbit and Garmin"): asks the server to start the authorization,
 * then leaves for the provider's page. A failure says so; the button stays to press again.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { OAuth2Provider } from '../../../contract/callables/tracker-authorization';
import { reportError } from '../../../lib/report-error';
import { startAuthorization } from '../api/start-authorization';
import { TRACKER_NAMES } from '../logic/device-names';

export function connectFailed(name: string) {
  return msg`We couldn't reach ${name}. Please try again.`;
}

/** Leaves the app for the provider's page (a seam for the component tests: jsdom cannot navigate). */
export const leaveFor = {
  assign: (url: string) => window.location.assign(url),
};

export function OAuth2ConnectButton({
  provider,
  origin,
  children,
}: {
  readonly provider: OAuth2Provider;
  readonly origin: string;
  readonly children: ReactNode;
}) {
  const { i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const connect = async () => {
    setState('busy');
    try {
      leaveFor.assign(await startAuthorization(provider, origin));
    } catch (error) {
      reportError(error, { action: 'startAuthorization', provider });
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={state === 'busy'}
        onClick={() => void connect()}
      >
        {children}
      </button>
      {state === 'failed' && (
        <div className="text-danger small" role="alert">
          {i18n._(connectFailed(TRACKER_NAMES[provider]))}
        </div>
      )}
    </>
  );
}
