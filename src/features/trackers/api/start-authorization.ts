/**
 * The first step of connecting Fitbit or Garmin (docs/trackers.md, "Connecting Fitbit and
 * Garmin"): trackers-startAuthorization answers the provider's authorize address, with the
 * state and PKCE challenge the server keeps for her; the page then goes there.
 */
import {
  START_AUTHORIZATION_REFUSAL_TEXTS,
  START_AUTHORIZATION_REFUSALS,
  TRACKERS_START_AUTHORIZATION,
  type OAuth2Provider,
  type StartAuthorizationRequest,
  type StartAuthorizationResponse,
} from '../../../contract/callables/tracker-authorization';
import { wordedFailure } from '../../../lib/callable-refusal';
import { callable } from '../../../lib/functions';

export async function startAuthorization(
  provider: OAuth2Provider,
  returnOrigin: string,
): Promise<string> {
  const result = await callable<StartAuthorizationRequest, Partial<StartAuthorizationResponse>>(
    TRACKERS_START_AUTHORIZATION.name,
  )({ provider, returnOrigin }).catch((error: unknown) => {
    throw wordedFailure(error, START_AUTHORIZATION_REFUSALS, START_AUTHORIZATION_REFUSAL_TEXTS);
  });
  const url = result.data.authorizeUrl;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url))
    throw new Error('trackers-startAuthorization answered no authorize address.');
  return url;
}
