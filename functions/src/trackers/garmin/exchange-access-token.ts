/**
 * Callable `garmin-exchangeAccessToken` {oauth_token, oauth_verifier} → {status, message}
 * (contract/callables/tracker-connect.ts)
 * (docs/trackers.md; spec 02 §2 garminAuth, §4 Device link, §5, §7).
 * - Runs only for a signed-in participant, with a verifier that is present and not the text
 *   'null' (Garmin's Cancel), and no linked device (spec 02 §4).
 * - oauth_token must be the caller's own pending request token
 *   (oauth_tokens/{uid}.garminRequest): a token someone else requested is permission-denied
 *   (security checklist 52). A pending token is used once and lives an hour.
 * - Garmin's access_token step (signed with the request token and its secret, with the
 *   verifier), then the Garmin user id (GET /wellness-api/rest/user/id); in one transaction
 *   (connect-account.ts) oauth_tokens/{uid}.garmin, tracker_links/garmin_{userId} and users/{uid}.garminAccount
 *   {activeToggle: 'activities'}. One Garmin account feeds one participant.
 */
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
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
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import {
  tokensRef,
  type GarminRequestToken,
  type GarminTokens,
  type TokenDocument,
} from '../token-store';
import { accessToken, fetchUserId } from './garmin-api';
import { requestTokenFresh } from './garmin-connect';

const TEXTS = connectRefusalTexts('garmin');

/** Takes the caller's pending request token if it is the one named (used once). */
async function takePending(
  db: Firestore,
  uid: string,
  token: string,
  nowMs: number,
): Promise<GarminRequestToken> {
  const ref = tokensRef(db, uid);
  const pending = await db.runTransaction(async (tx) => {
    const request = ((await tx.get(ref)).data() as TokenDocument | undefined)?.garminRequest;
    if (!request || request.token !== token) return null;
    tx.update(ref, { garminRequest: FieldValue.delete() });
    return request;
  });
  if (!pending) throw refusalError('permission-denied', 'authorizationNotYours', TEXTS);
  if (!requestTokenFresh(pending.createdAtMs, nowMs))
    throw refusalError('failed-precondition', 'authorizationExpired', TEXTS);
  return pending;
}

function providerFailure(error: unknown): HttpsError {
  if (error instanceof RetryableProviderError)
    return refusalError('unavailable', 'unreachable', TEXTS);
  if (error instanceof ProviderError)
    return refusalError('invalid-argument', 'garminNotAccepted', TEXTS);
  return refusalError('internal', 'garminFailed', TEXTS);
}

async function garminTokens(uid: string, pending: GarminRequestToken, verifier: string) {
  const config = providerConfig().garmin;
  try {
    const access = await accessToken(config, pending, verifier);
    if (!access)
      throw new ProviderError(
        'Garmin access token answer without oauth_token and oauth_token_secret',
        200,
      );
    const garminUserId = await fetchUserId(config, access);
    const tokens: GarminTokens = {
      garminUserId,
      token: access.token,
      tokenSecret: access.tokenSecret,
      connectedAtMs: Date.now(),
    };
    return tokens;
  } catch (error) {
    logger.warn('Garmin token exchange failed', { uid, error: String(error) });
    throw providerFailure(error);
  }
}

export const exchangeAccessToken = callableFunction(
  GARMIN_EXCHANGE,
  // The contract's OAuth 2.0 request {code, state} read in this OAuth 1.0a code's terms until
  // Garmin's exchange moves onto the shared connect core (oauth2/).
  async (
    { code: oauth_verifier, state: oauth_token },
    { uid },
  ): Promise<TrackerConnectResponse> => {
    const db = getFirestore();
    if (linkedDevice((await db.doc(userPath(uid)).get()).data() ?? {}) !== 'none')
      throw refusalError('failed-precondition', 'alreadyLinked', TEXTS);
    const pending = await takePending(db, uid, oauth_token, Date.now());
    const tokens = await garminTokens(uid, pending, oauth_verifier);
    return connectAccount(db, uid, 'garmin', tokens);
  },
  { secrets: deployedSecrets(['GARMIN_CONSUMER_SECRET']) },
);
