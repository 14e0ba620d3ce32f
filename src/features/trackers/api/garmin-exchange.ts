/**
 * The Garmin token exchange (spec 02 §7: callable garmin-exchangeAccessToken with oauth_token
 * and oauth_verifier; the response is only logged). The server holds the request-token secret
 * and keeps the access token.
 */
import {
  connectRefusalTexts,
  GARMIN_EXCHANGE,
  TRACKER_CONNECT_REFUSALS,
  type GarminExchangeRequest,
  type TrackerConnectResponse,
} from '../../../contract/callables/tracker-connect';
import { wordedFailure } from '../../../lib/callable-refusal';
import { callable } from '../../../lib/functions';

export async function exchangeGarminToken(
  oauthToken: string,
  oauthVerifier: string,
): Promise<string> {
  const result = await callable<GarminExchangeRequest, Partial<TrackerConnectResponse>>(
    GARMIN_EXCHANGE.name,
  )({
    oauth_token: oauthToken,
    oauth_verifier: oauthVerifier,
  }).catch((error: unknown) => {
    throw wordedFailure(error, TRACKER_CONNECT_REFUSALS, connectRefusalTexts('garmin'));
  });
  return typeof result.data.message === 'string' ? result.data.message : '';
}
