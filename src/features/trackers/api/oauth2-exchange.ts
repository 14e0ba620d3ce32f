/**
 * The Fitbit and Garmin code exchanges (callables fitbit-exchangeAuthorizationCode and
 * garmin-exchangeAccessToken, request {code, state}, response {status, message}): the server
 * claims the pending authorization `state` names, exchanges the code with its PKCE verifier
 * and keeps the tokens (docs/trackers.md, "Connecting Fitbit and Garmin").
 */
import type { OAuth2Provider } from '../../../contract/callables/tracker-authorization';
import {
  connectRefusalTexts,
  FITBIT_EXCHANGE,
  GARMIN_EXCHANGE,
  TRACKER_CONNECT_REFUSALS,
  type OAuth2ExchangeRequest,
  type TrackerConnectResponse,
} from '../../../contract/callables/tracker-connect';
import { wordedFailure } from '../../../lib/callable-refusal';
import { callable } from '../../../lib/functions';

const EXCHANGE = { fitbit: FITBIT_EXCHANGE, garmin: GARMIN_EXCHANGE } as const;

/** The exchange's message (what the return page may show), '' when it sent none. */
export async function exchangeOAuth2Code(
  provider: OAuth2Provider,
  code: string,
  state: string,
): Promise<string> {
  const result = await callable<OAuth2ExchangeRequest, Partial<TrackerConnectResponse>>(
    EXCHANGE[provider].name,
  )({ code, state }).catch((error: unknown) => {
    throw wordedFailure(error, TRACKER_CONNECT_REFUSALS, connectRefusalTexts(provider));
  });
  return typeof result.data.message === 'string' ? result.data.message : '';
}
