/**
 * Callable `fitbit-exchangeAuthorizationCode` {userId, authorizationCode} → {message}
 * (docs/trackers.md; spec 02 §2 fitbitAuth, §4 Device link, §7; architecture.md: the server
 * exchanges the code, the secret never ships).
 * - Runs only for a signed-in participant, with a code, no Fitbit account yet and no linked
 *   device (spec 02 §4). `userId` must be the caller's own uid: exchanging a code for someone
 *   else is permission-denied (security checklist 52).
 * - The code is exchanged at Fitbit's token endpoint (Basic client_id:secret,
 *   grant_type=authorization_code, redirect_uri = the calling app origin + /fitbitAuth, the
 *   address the browser's authorize redirect named). A grant without the activity scope is
 *   given back and refused with the spec's 'You must allow the app to work with fitbit!'.
 * - In one transaction: oauth_tokens/{uid}.fitbit, tracker_links/fitbit_{fitbitUserId},
 *   users/{uid}.fitbitAccount {connected: true}. One Fitbit account feeds one participant.
 * - Then the activity subscription (POST /1/user/-/activities/apiSubscriptions/{uid}.json):
 *   without it nothing would ever be imported, so when it fails the connection is undone and
 *   the participant is asked to try again.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { isSafeDocId } from '../../../../src/contract/document-id';
import { linkedDevice } from '../../../../src/contract/linked-device';
import { clearConnection } from '../connection';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { linkOwner, ownerOf, writeTokens, type FitbitTokens } from '../token-store';
import { createSubscription, exchangeCode, revokeToken, type FitbitGrant } from './fitbit-api';
import { grantsActivity, redirectUriOf } from './fitbit-connect';

const CONNECTED_MESSAGE = 'You are now connected with Fitbit!';
const ALREADY_LINKED = 'A device is already connected to your account. Disconnect it first.';
const ACCOUNT_TAKEN = 'This Fitbit account is already connected to another participant.';
const UNREACHABLE = 'Fitbit could not be reached; please try again.';
/** spec 02 §4 (Fitbit return): the text for a participant who did not allow the app. */
const NO_ACTIVITY_SCOPE = 'You must allow the app to work with fitbit!';

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function alreadyLinked(user: Readonly<Record<string, unknown>>): boolean {
  return (
    (user.fitbitAccount !== undefined && user.fitbitAccount !== null) ||
    linkedDevice(user) !== 'none'
  );
}

async function grantFor(code: string, redirectUri: string): Promise<FitbitGrant> {
  try {
    return await exchangeCode(providerConfig().fitbit, code, redirectUri);
  } catch (error) {
    logger.warn('Fitbit code exchange failed', { error: String(error) });
    if (error instanceof RetryableProviderError) throw new HttpsError('unavailable', UNREACHABLE);
    if (error instanceof ProviderError)
      throw new HttpsError('invalid-argument', 'Fitbit did not accept this authorization code.');
    throw error;
  }
}

function checkedInput(request: CallableRequest): {
  uid: string;
  code: string;
  redirectUri: string;
} {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to connect Fitbit.');
  const uid = request.auth.uid;
  const data = (request.data ?? {}) as Record<string, unknown>;
  const userId = data.userId;
  const code = text(data.authorizationCode, 512);
  // userId names a users/{uid} document: a string that cannot is refused at once (checklist 64).
  if (!isSafeDocId(userId) || code === null)
    throw new HttpsError('invalid-argument', 'A user id and an authorization code are required.');
  if (userId !== uid)
    throw new HttpsError('permission-denied', 'You can only connect Fitbit to your own account.');
  const redirectUri = redirectUriOf(request.rawRequest.headers.origin);
  if (redirectUri === null)
    throw new HttpsError('invalid-argument', 'Connect Fitbit from the app.');
  return { uid, code, redirectUri };
}

export const exchangeAuthorizationCode = onCall(
  { secrets: deployedSecrets(['FITBIT_CLIENT_SECRET']) },
  async (request) => {
    const { uid, code, redirectUri } = checkedInput(request);
    const db = getFirestore();
    const userRef = db.doc(`users/${uid}`);
    // Checked before the code is spent, and again in the transaction.
    if (alreadyLinked((await userRef.get()).data() ?? {}))
      throw new HttpsError('failed-precondition', ALREADY_LINKED);

    const grant = await grantFor(code, redirectUri);
    if (!grantsActivity(grant.scope)) {
      // Nothing could be imported: the grant is given back and nothing is stored.
      await revokeToken(providerConfig().fitbit, grant.refreshToken).catch(() => undefined);
      throw new HttpsError('failed-precondition', NO_ACTIVITY_SCOPE);
    }
    const tokens: FitbitTokens = {
      fitbitUserId: grant.fitbitUserId,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAtMs: grant.expiresAtMs,
      connectedAtMs: Date.now(),
    };
    const status = await db.runTransaction(
      async (tx): Promise<'connected' | 'linked' | 'taken'> => {
        const user = (await tx.get(userRef)).data() ?? {};
        const owner = await ownerOf(db, 'fitbit', grant.fitbitUserId, tx);
        if (alreadyLinked(user)) return 'linked';
        if (owner !== null && owner !== uid) return 'taken';
        await writeTokens(db, uid, 'fitbit', tokens, tx);
        await linkOwner(db, 'fitbit', grant.fitbitUserId, uid, tx);
        tx.set(userRef, { fitbitAccount: { connected: true } }, { merge: true });
        return 'connected';
      },
    );
    // The tokens just granted are dropped, not revoked: revoking would end the other connection too.
    if (status === 'linked') throw new HttpsError('failed-precondition', ALREADY_LINKED);
    if (status === 'taken') {
      logger.warn('Fitbit account already linked to another participant', {
        uid,
        fitbitUserId: grant.fitbitUserId,
      });
      throw new HttpsError('failed-precondition', ACCOUNT_TAKEN);
    }

    const config = providerConfig().fitbit;
    try {
      await createSubscription(config, grant.accessToken, uid);
    } catch (error) {
      logger.warn('Fitbit subscription failed: connection undone', { uid, error: String(error) });
      await clearConnection(db, uid, 'fitbit', grant.fitbitUserId);
      await revokeToken(config, grant.refreshToken).catch((revokeError: unknown) => {
        logger.warn('Fitbit revoke after a failed subscription failed', {
          uid,
          error: String(revokeError),
        });
      });
      throw new HttpsError('unavailable', UNREACHABLE);
    }
    logger.info('Fitbit connected', { uid, fitbitUserId: grant.fitbitUserId });
    return { message: CONNECTED_MESSAGE };
  },
);
