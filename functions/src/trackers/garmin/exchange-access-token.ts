/**
 * Callable `garmin-exchangeAccessToken` {oauth_token, oauth_verifier} → {message}
 * (docs/trackers.md; spec 02 §2 garminAuth, §4 Device link, §5, §7).
 * - Runs only for a signed-in participant, with a verifier that is present and not the text
 *   'null' (Garmin's Cancel), and no linked device (spec 02 §4).
 * - oauth_token must be the caller's own pending request token
 *   (oauth_tokens/{uid}.garminRequest): a token someone else requested is permission-denied
 *   (security checklist 52). A pending token is used once and lives an hour.
 * - Garmin's access_token step (signed with the request token and its secret, with the
 *   verifier), then the Garmin user id (GET /wellness-api/rest/user/id); in one transaction
 *   oauth_tokens/{uid}.garmin, tracker_links/garmin_{userId} and users/{uid}.garminAccount
 *   {activeToggle: 'activities'}. One Garmin account feeds one participant.
 */
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { linkedDevice } from '../../../../src/contract/linked-device';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import {
  linkOwner,
  ownerOf,
  tokensRef,
  writeTokens,
  type GarminRequestToken,
  type GarminTokens,
  type TokenDocument,
} from '../token-store';
import { accessToken, fetchUserId } from './garmin-api';
import { requestTokenFresh, verifierOf } from './garmin-connect';

const CONNECTED_MESSAGE = 'You are now connected with Garmin!';
const ALREADY_LINKED = 'A device is already connected to your account. Disconnect it first.';
const ACCOUNT_TAKEN = 'This Garmin account is already connected to another participant.';
const NOT_YOURS = 'This Garmin authorization was not started from your account.';
function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

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
  if (!pending) throw new HttpsError('permission-denied', NOT_YOURS);
  if (!requestTokenFresh(pending.createdAtMs, nowMs)) {
    throw new HttpsError(
      'failed-precondition',
      'This Garmin authorization has expired; please connect again.',
    );
  }
  return pending;
}

function providerFailure(error: unknown): HttpsError {
  if (error instanceof RetryableProviderError)
    return new HttpsError('unavailable', 'Garmin could not be reached; please try again.');
  if (error instanceof ProviderError)
    return new HttpsError('invalid-argument', 'Garmin did not accept this authorization.');
  return new HttpsError('internal', 'Connecting Garmin failed.');
}

export const exchangeAccessToken = onCall(
  { secrets: deployedSecrets(['GARMIN_CONSUMER_SECRET']) },
  async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to connect Garmin.');
    const uid = request.auth.uid;
    const data = (request.data ?? {}) as Record<string, unknown>;
    const token = text(data.oauth_token, 512);
    const verifier = verifierOf(data.oauth_verifier);
    if (token === null || verifier === null)
      throw new HttpsError('invalid-argument', 'User denied request');
    const db = getFirestore();
    const userRef = db.doc(`users/${uid}`);
    if (linkedDevice((await userRef.get()).data() ?? {}) !== 'none')
      throw new HttpsError('failed-precondition', ALREADY_LINKED);
    const pending = await takePending(db, uid, token, Date.now());

    const config = providerConfig().garmin;
    let tokens: GarminTokens;
    try {
      const access = await accessToken(config, pending, verifier);
      if (!access)
        throw new ProviderError(
          'Garmin access token answer without oauth_token and oauth_token_secret',
          200,
        );
      const garminUserId = await fetchUserId(config, access);
      tokens = {
        garminUserId,
        token: access.token,
        tokenSecret: access.tokenSecret,
        connectedAtMs: Date.now(),
      };
    } catch (error) {
      logger.warn('Garmin token exchange failed', { uid, error: String(error) });
      throw providerFailure(error);
    }
    const status = await db.runTransaction(
      async (tx): Promise<'connected' | 'linked' | 'taken'> => {
        const user = (await tx.get(userRef)).data() ?? {};
        const owner = await ownerOf(db, 'garmin', tokens.garminUserId, tx);
        if (linkedDevice(user) !== 'none') return 'linked';
        if (owner !== null && owner !== uid) return 'taken';
        await writeTokens(db, uid, 'garmin', tokens, tx);
        await linkOwner(db, 'garmin', tokens.garminUserId, uid, tx);
        tx.set(userRef, { garminAccount: { activeToggle: 'activities' } }, { merge: true });
        return 'connected';
      },
    );
    if (status === 'linked') throw new HttpsError('failed-precondition', ALREADY_LINKED);
    if (status === 'taken') {
      logger.warn('Garmin account already linked to another participant', {
        uid,
        garminUserId: tokens.garminUserId,
      });
      throw new HttpsError('failed-precondition', ACCOUNT_TAKEN);
    }
    logger.info('Garmin connected', { uid, garminUserId: tokens.garminUserId });
    return { message: CONNECTED_MESSAGE };
  },
);
