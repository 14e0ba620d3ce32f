/**
 * The prompt a participant whose Fitbit was connected before Fitbit moved to Google sees on her
 * dashboard and account page (docs/trackers.md, "Fitbit connections made before 2026-11-02";
 * contract/fitbit-reconnect.ts): nothing comes in from Fitbit until she reconnects, what was
 * counted stays, and one click takes her through the new connect (which replaces the old link).
 */
import { Trans } from '@lingui/react/macro';
import { OAuth2ConnectButton } from './oauth2-connect-button';

export function FitbitReconnectNotice({
  needsReconnect,
  origin,
}: {
  /** The user document's fitbitAccount.needsReconnect (contract/docs/user.ts). */
  readonly needsReconnect: boolean;
  /** The app's origin she comes back to (/fitbitAuth). */
  readonly origin: string;
}) {
  if (!needsReconnect) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="fitbit-reconnect">
      <p className="mb-2">
        <Trans>
          Fitbit has moved its connections to Google: your activities are no longer imported until
          you reconnect Fitbit. Every kilometre already counted stays counted.
        </Trans>
      </p>
      <OAuth2ConnectButton provider="fitbit" origin={origin}>
        <Trans>Reconnect Fitbit</Trans>
      </OAuth2ConnectButton>
    </div>
  );
}
