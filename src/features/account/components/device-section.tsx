/**
 * The connected device and, when none is linked, the three connect links (spec 02 §2
 * Account page, §7). Strava's link opens its info panel first; Garmin's needs a request
 * token from the server before its confirmation page.
 */
import { useState } from 'react';
import { getConfig } from '../../../config/env';
import { reportError } from '../../../lib/report-error';
import { requestGarminToken } from '../api/garmin-request-token';
import type { LinkedDevice } from '../logic/linked-device';
import { fitbitAuthorizeUrl, garminConfirmUrl, stravaAuthorizeUrl } from '../logic/tracker-links';
import { StravaInfoPanel } from './strava-info-panel';

const GARMIN_FAILED = "We couldn't reach Garmin. Please try again.";

export function DeviceSection({ device, origin }: { readonly device: LinkedDevice; readonly origin: string }) {
  const [stravaOpen, setStravaOpen] = useState(false);
  const [garmin, setGarmin] = useState<'idle' | 'busy' | 'failed'>('idle');
  const config = getConfig();

  const connectGarmin = async () => {
    setGarmin('busy');
    try {
      window.location.assign(garminConfirmUrl(await requestGarminToken()));
    } catch (error) {
      reportError(error, { action: 'garminRequestToken' });
      setGarmin('failed');
    }
  };

  return (
    <section className="mb-4" aria-labelledby="account-device">
      <h2 id="account-device" className="h5">
        Connected device
      </h2>
      <p data-testid="connected-device">{device === 'none' ? 'None' : device}</p>
      {device === 'none' && (
        <div className="d-flex flex-column align-items-start gap-2">
          <a className="btn btn-outline-primary" href={fitbitAuthorizeUrl(config.fitbitClientId, origin)}>
            Connect Fitbit
          </a>
          <button type="button" className="btn btn-outline-primary" disabled={garmin === 'busy'} onClick={() => void connectGarmin()}>
            Connect Garmin
          </button>
          {garmin === 'failed' && (
            <div className="text-danger small" role="alert">
              {GARMIN_FAILED}
            </div>
          )}
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={stravaOpen}
            aria-controls="strava-info"
            onClick={() => setStravaOpen((open) => !open)}
          >
            Connect Strava
          </button>
          {stravaOpen && <StravaInfoPanel id="strava-info" authorizeUrl={stravaAuthorizeUrl(config.stravaClientId, origin)} />}
        </div>
      )}
    </section>
  );
}
