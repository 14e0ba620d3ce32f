/**
 * Callable `garmin-exchangeAccessToken` {code, state} → {status, message}
 * (contract/callables/tracker-connect.ts; docs/trackers-fitbit-garmin.md, "Garmin"; the Garmin
 * return page /garminAuth and the one-device rule of docs/trackers.md). The name stays: Garmin's code is exchanged for an access
 * token, now through OAuth 2.0 with PKCE on the shared connect core (trackers/oauth2/).
 * - Runs only for a signed-in participant without a linked device (one tracker at a time).
 * - `state` must name her own pending authorization for Garmin (claimAuthorization: used once,
 *   another participant's is permission-denied: the uid comes from her sign-in only); it gives the PKCE
 *   verifier and the exact redirect_uri the consent page was opened with.
 * - The code grant at Garmin's token endpoint (with that verifier), then her Garmin user id
 *   (GET /wellness-api/rest/user/id with the new token); in one transaction
 *   (connect-account.ts) oauth_tokens/{uid}.garmin, tracker_links/garmin_{userId} and
 *   users/{uid}.garminAccount {activeToggle: 'activities'}. One Garmin account feeds one
 *   participant.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { HttpsError } from 'firebase-functions/v2/https';
import {
  connectRefusalTexts,
  GARMIN_EXCHANGE,
  type TrackerConnectResponse,
} from '../../../../src/contract/callables/tracker-connect';
import { linkedDevice } from '../../../../src/contract/linked-device';
import { callableFunction, refusalError } from '../../shared/callable';
import { userPath } from '../../shared/paths';
import { connectAccount } from '../connect-account';
import { claimAuthorization } from '../oauth2/pending-authorization';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import type { GarminOAuth2Tokens } from '../token-store';
import { fetchUserId } from './garmin-api';
import { codeGrant } from './garmin-grants';

const TEXTS = connectRefusalTexts('garmin');

function providerFailure(error: unknown): HttpsError {
  if (error instanceof RetryableProviderError)
    return refusalError('unavailable', 'unreachable', TEXTS);
  if (error instanceof ProviderError)
    return refusalError('invalid-argument', 'garminNotAccepted', TEXTS);
  return refusalError('internal', 'garminFailed', TEXTS);
}

async function garminTokens(
  uid: string,
  code: string,
  claimed: { readonly codeVerifier: string; readonly redirectUri: string },
): Promise<GarminOAuth2Tokens> {
  const config = providerConfig().garmin;
  try {
    const grant = await codeGrant({ code, ...claimed });
    const garminUserId = await fetchUserId(config, { accessToken: grant.accessToken });
    return { garminUserId, ...grant, connectedAtMs: Date.now() };
  } catch (error) {
    logger.warn('Garmin code exchange failed', { uid, error: String(error) });
    throw providerFailure(error);
  }
}

export const exchangeAccessToken = callableFunction(
  GARMIN_EXCHANGE,
  async ({ code, state }, { uid }): Promise<TrackerConnectResponse> => {
    const db = getFirestore();
    if (linkedDevice((await db.doc(userPath(uid)).get()).data() ?? {}) !== 'none')
      throw refusalError('failed-precondition', 'alreadyLinked', TEXTS);
    const claimed = await claimAuthorization(db, uid, 'garmin', state);
    return connectAccount(db, uid, 'garmin', await garminTokens(uid, code, claimed));
  },
  { secrets: deployedSecrets(['GARMIN_CLIENT_SECRET']) },
);
