/**
 * The dashboard's "Fitbit needs reconnecting" (docs/trackers.md, "Fitbit connections made before
 * 2026-11-02"): shown only to a participant whose Fitbit was connected through Fitbit's retired
 * OAuth (the dashboard loads it then only). One click starts the new connect (trackers-startAuthorization, loaded on the click so
 * the dashboard's first load carries no Functions client: docs/performance.md) and leaves for
 * Google's consent page; she comes back on /fitbitAuth.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reportError } from '../../../lib/report-error';

const FAILED = msg`We couldn't reach Fitbit. Please try again.`;

/** Leaves the app for Google's page (a seam for the component tests: jsdom cannot navigate). */
export const leaveForConsent = {
  assign: (url: string) => window.location.assign(url),
};

/** Rendered by the dashboard only for her (users/{uid}.fitbitAccount.needsReconnect). */
export function FitbitReconnectPrompt() {
  const { i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const reconnect = async () => {
    setState('busy');
    try {
      const { startAuthorization } = await import('../../trackers');
      leaveForConsent.assign(await startAuthorization('fitbit', window.location.origin));
    } catch (error) {
      reportError(error, { action: 'startAuthorization', provider: 'fitbit' });
      setState('failed');
    }
  };
  return (
    <div className="alert alert-warning" role="status" data-testid="fitbit-reconnect">
      <p className="mb-2">
        <Trans>
          Fitbit has moved its connections to Google: your activities are no longer imported until
          you reconnect Fitbit. Every kilometre already counted stays counted.
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={state === 'busy'}
        onClick={() => void reconnect()}
      >
        <Trans>Reconnect Fitbit</Trans>
      </button>
      {state === 'failed' && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {i18n._(FAILED)}
        </p>
      )}
    </div>
  );
}
