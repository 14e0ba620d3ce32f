/**
 * The Strava code exchange (docs/trackers.md: callable strava-exchangeAuthorizationCode
 * {code, scope} → {status}; architecture.md: the server holds the client secret and the
 * tokens, the browser only passes Strava's answer on). The uid comes from the sign-in.
 */
import {
  STRAVA_EXCHANGE,
  type StravaExchangeRequest,
  type TrackerConnectResponse,
} from '../../../contract/callables/tracker-connect';
import { callable } from '../../../lib/functions';
import type { StravaExchangeStatus } from '../logic/strava-return';

const STATUSES: readonly StravaExchangeStatus[] = [
  'connected',
  'alreadyConnected',
  'insufficientScope',
];

export async function exchangeStravaCode(
  code: string,
  scope: string,
): Promise<StravaExchangeStatus> {
  const result = await callable<StravaExchangeRequest, Partial<TrackerConnectResponse>>(
    STRAVA_EXCHANGE.name,
  )({ code, scope });
  const status = STATUSES.find((s) => s === result.data.status);
  if (!status)
    throw new Error(
      `strava-exchangeAuthorizationCode answered an unknown status: ${String(result.data.status)}`,
    );
  return status;
}
