/**
 * The connected device (spec 02 §2 Account page, §7). None linked: the three connect links,
 * to the configured pages (the providers' own, or the emulator suite's stand-in). Strava's
 * link opens its info panel first, with the official 'Connect with Strava' button; Garmin's
 * needs a request token from the server before its confirmation page. A linked device can
 * be disconnected (beyond the spec).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getConfig } from '../../../config/env';
import type { LinkedDevice } from '../../../contract/linked-device';
import { reportError } from '../../../lib/report-error';
import { requestGarminToken } from '../api/garmin-request-token';
import type { RaceSport } from '../logic/counted-types';
import { TRACKER_NAMES } from '../logic/device-names';
import { fitbitAuthorizeUrl, garminConfirmUrl, stravaAuthorizeUrl } from '../logic/tracker-links';
import { DisconnectControl } from './disconnect-control';
import { StravaInfoPanel } from './strava-info-panel';

export const GARMIN_FAILED = msg`We couldn't reach Garmin. Please try again.`;

/** Leaves the app for the provider's page (a seam for the component tests: jsdom cannot navigate). */
export const leaveFor = {
  assign: (url: string) => window.location.assign(url),
};

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
  const { i18n } = useLingui();
  const [stravaOpen, setStravaOpen] = useState(false);
  const [garmin, setGarmin] = useState<'idle' | 'busy' | 'failed'>('idle');
  const config = getConfig();
  const pages = config.trackerPages;

  const connectGarmin = async () => {
    setGarmin('busy');
    try {
      leaveFor.assign(garminConfirmUrl(pages.garminConfirm, await requestGarminToken()));
    } catch (error) {
      reportError(error, { action: 'garminRequestToken' });
      setGarmin('failed');
    }
  };

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
          <a
            className="btn btn-outline-primary"
            href={fitbitAuthorizeUrl(pages.fitbitAuthorize, config.fitbitClientId, origin)}
          >
            <Trans>Connect Fitbit</Trans>
          </a>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={garmin === 'busy'}
            onClick={() => void connectGarmin()}
          >
            <Trans>Connect Garmin</Trans>
          </button>
          {garmin === 'failed' && (
            <div className="text-danger small" role="alert">
              {i18n._(GARMIN_FAILED)}
            </div>
          )}
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
