/**
 * Garmin's code and refresh grants through the connect core's token-endpoint client
 * (trackers/oauth2/token-endpoint.ts, the `garmin` descriptor of oauth2-providers.ts), read as
 * Garmin answers them (garmin-grant.ts: both lifetimes).
 */
import { oauth2Descriptor } from '../oauth2/oauth2-providers';
import { exchangeAuthorizationCode, refreshAccessToken } from '../oauth2/token-endpoint';
import { parseGarminGrant, type GarminGrant } from './garmin-grant';

/** Her code (PKCE: with the verifier of the challenge the consent page was opened with). */
export async function codeGrant(input: {
  readonly code: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}): Promise<GarminGrant> {
  const grant = await exchangeAuthorizationCode(oauth2Descriptor('garmin'), input);
  return parseGarminGrant(grant.raw, Date.now());
}

/** New tokens for her refresh token (Garmin answers a new refresh token each time). */
export async function refreshGrant(refreshToken: string): Promise<GarminGrant> {
  const grant = await refreshAccessToken(oauth2Descriptor('garmin'), refreshToken);
  return parseGarminGrant(grant.raw, Date.now());
}
