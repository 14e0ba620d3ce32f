/**
 * The Strava code exchange (docs/trackers.md: callable strava-exchangeAuthorizationCode
 * {code, scope} → {status}; docs/product.md, "Deliberate differences": the server holds the client secret and the
 * tokens, the browser only passes Strava's answer on). The uid comes from the sign-in.
 */
import {
  connectRefusalTexts,
  STRAVA_EXCHANGE,
  TRACKER_CONNECT_REFUSALS,
  trackerConnectStatusOf,
  type StravaExchangeRequest,
  type TrackerConnectResponse,
  type TrackerConnectStatus,
} from '../../../contract/callables/tracker-connect';
import { wordedFailure } from '../../../lib/callable-refusal';
import { callable } from '../../../lib/functions';

export async function exchangeStravaCode(
  code: string,
  scope: string,
): Promise<TrackerConnectStatus> {
  const result = await callable<StravaExchangeRequest, Partial<TrackerConnectResponse>>(
    STRAVA_EXCHANGE.name,
  )({ code, scope }).catch((error: unknown) => {
    throw wordedFailure(error, TRACKER_CONNECT_REFUSALS, connectRefusalTexts('strava'));
  });
  const status = trackerConnectStatusOf(result.data.status);
  if (!status)
    throw new Error(
      `strava-exchangeAuthorizationCode answered an unknown status: ${String(result.data.status)}`,
    );
  return status;
}
