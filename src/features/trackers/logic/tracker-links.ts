/**
 * Where the account page's connect links go (docs/product.md §P7). Strava: its authorize page with
 * the environment's client id, redirect_uri origin + /sconfirm, approval_prompt force, scope
 * activity:read and an empty state; the page comes from config (VITE_STRAVA_AUTHORIZE_URL):
 * Strava's own, or the emulator suite's stand-in. Fitbit's and Garmin's addresses are made by
 * the server (trackers-startAuthorization: state and PKCE). Pure.
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
