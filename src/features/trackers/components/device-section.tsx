/**
 * The connected device (docs/product.md §P2 Account page, §P7). None linked: the three connect links,
 * to the providers' pages (their own, or the emulator suite's stand-in). Strava's link opens
 * its info panel first, with the official 'Connect with Strava' button; Fitbit's and Garmin's
 * ask the server to start an OAuth 2.0 authorization (state and PKCE kept there) before their
 * page (oauth2-connect-button.tsx). A linked device can be disconnected (beyond the spec).
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { getConfig } from '../../../config/env';
import type { LinkedDevice } from '../../../contract/linked-device';
import type { RaceSport } from '../logic/counted-types';
import { TRACKER_NAMES } from '../logic/device-names';
import { stravaAuthorizeUrl } from '../logic/tracker-links';
import { DisconnectControl } from './disconnect-control';
import { OAuth2ConnectButton } from './oauth2-connect-button';
import { StravaInfoPanel } from './strava-info-panel';

export function DeviceSection({
  device,
  origin,
  races = [],
}: {
  readonly device: LinkedDevice;
  readonly origin: string;
  /** The participant's races and their sports: the Strava panel says what counts on each. */
  readonly races?: readonly RaceSport[];
}) {
  const [stravaOpen, setStravaOpen] = useState(false);
  const config = getConfig();
  const pages = config.trackerPages;

  return (
    <section className="mb-4" aria-labelledby="account-device">
      <h2 id="account-device" className="h5">
        <Trans>Connected device</Trans>
      </h2>
      <p data-testid="connected-device">
        {device === 'none' ? <Trans>None</Trans> : TRACKER_NAMES[device]}
      </p>
      {device !== 'none' && <DisconnectControl key={device} device={device} />}
      {device === 'none' && (
        <div className="d-flex flex-column align-items-start gap-2">
          <OAuth2ConnectButton provider="fitbit" origin={origin}>
            <Trans>Connect Fitbit</Trans>
          </OAuth2ConnectButton>
          <OAuth2ConnectButton provider="garmin" origin={origin}>
            <Trans>Connect Garmin</Trans>
          </OAuth2ConnectButton>
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={stravaOpen}
            aria-controls="strava-info"
            onClick={() => setStravaOpen((open) => !open)}
          >
            <Trans>Connect Strava</Trans>
          </button>
          {stravaOpen && (
            <StravaInfoPanel
              id="strava-info"
              races={races}
              authorizeUrl={stravaAuthorizeUrl(
                pages.stravaAuthorize,
                config.stravaClientId,
                origin,
              )}
            />
          )}
        </div>
      )}
    </section>
  );
}
