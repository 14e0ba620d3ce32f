/**
 * The Fitbit code exchange (spec 02 §7: callable fitbit-exchangeAuthorizationCode with userId
 * and authorizationCode, response {message}). The server checks userId against the caller
 * (security checklist 52) and keeps the tokens.
 */
import {
  connectRefusalTexts,
  FITBIT_EXCHANGE,
  TRACKER_CONNECT_REFUSALS,
  type FitbitExchangeRequest,
  type TrackerConnectResponse,
} from '../../../contract/callables/tracker-connect';
import { wordedFailure } from '../../../lib/callable-refusal';
import { callable } from '../../../lib/functions';

export async function exchangeFitbitCode(
  userId: string,
  authorizationCode: string,
): Promise<string> {
  const result = await callable<FitbitExchangeRequest, Partial<TrackerConnectResponse>>(
    FITBIT_EXCHANGE.name,
  )({
    userId,
    authorizationCode,
  }).catch((error: unknown) => {
    throw wordedFailure(error, TRACKER_CONNECT_REFUSALS, connectRefusalTexts('fitbit'));
  });
  return typeof result.data.message === 'string' ? result.data.message : '';
}
