/**
 * The Garmin token exchange (spec 02 §7: callable garmin-exchangeAccessToken with oauth_token
 * and oauth_verifier; the response is only logged). The server holds the request-token secret
 * and keeps the access token.
 */
import { callable } from '../../../lib/functions';

export async function exchangeGarminToken(
  oauthToken: string,
  oauthVerifier: string,
): Promise<string> {
  const result = await callable<
    { oauth_token: string; oauth_verifier: string },
    { message?: unknown }
  >('garmin-exchangeAccessToken')({
    oauth_token: oauthToken,
    oauth_verifier: oauthVerifier,
  });
  return typeof result.data.message === 'string' ? result.data.message : '';
}
