/**
 * Where the account page's connect links go (spec 02 §7). Strava: its authorize page with
 * the environment's client id, redirect_uri origin + /sconfirm, approval_prompt force, scope
 * activity:read and an empty state. Fitbit: its authorize page, response_type code,
 * redirect_uri the app's fitbitAuth path, scope activity. Garmin: its confirmation page with
 * the temporary token a callable returns. The return pages and token exchanges belong to the
 * tracker connection feature. Pure.
 */
import { paths } from '../../../config/paths';

const STRAVA_AUTHORIZE_URL = 'https://www.strava.com/oauth/authorize';
const FITBIT_AUTHORIZE_URL = 'https://www.fitbit.com/oauth2/authorize';
const GARMIN_CONFIRM_URL = 'https://connect.garmin.com/oauthConfirm';

export function stravaAuthorizeUrl(clientId: string, origin: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${origin}${paths.stravaReturn()}`,
    approval_prompt: 'force',
    scope: 'activity:read',
    state: '',
  });
  return `${STRAVA_AUTHORIZE_URL}?${query.toString()}`;
}

export function fitbitAuthorizeUrl(clientId: string, origin: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: `${origin}${paths.fitbitReturn()}`,
    scope: 'activity',
  });
  return `${FITBIT_AUTHORIZE_URL}?${query.toString()}`;
}

export function garminConfirmUrl(temporaryToken: string): string {
  return `${GARMIN_CONFIRM_URL}?${new URLSearchParams({ oauth_token: temporaryToken }).toString()}`;
}
