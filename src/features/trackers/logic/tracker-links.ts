/**
 * Where the account page's connect links go (spec 02 §7). Strava: its authorize page with
 * the environment's client id, redirect_uri origin + /sconfirm, approval_prompt force, scope
 * activity:read and an empty state. Fitbit: its authorize page, response_type code,
 * redirect_uri the app's fitbitAuth path, scope activity. Garmin: its confirmation page with
 * the temporary token a callable returns. The pages themselves come from config
 * (VITE_*_AUTHORIZE_URL, VITE_GARMIN_CONFIRM_URL): the providers' own, or the emulator suite's
 * stand-in. Pure.
 */
import { paths } from '../../../config/paths';

export function stravaAuthorizeUrl(page: string, clientId: string, origin: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${origin}${paths.stravaReturn()}`,
    approval_prompt: 'force',
    scope: 'activity:read',
    state: '',
  });
  return `${page}?${query.toString()}`;
}

export function fitbitAuthorizeUrl(page: string, clientId: string, origin: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: `${origin}${paths.fitbitReturn()}`,
    scope: 'activity',
  });
  return `${page}?${query.toString()}`;
}

export function garminConfirmUrl(page: string, temporaryToken: string): string {
  return `${page}?${new URLSearchParams({ oauth_token: temporaryToken }).toString()}`;
}
