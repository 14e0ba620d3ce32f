/**
 * Callable `fitbit-exchangeAuthorizationCode` {userId, authorizationCode} → {status, message}
 * (contract/callables/tracker-connect.ts)
 * (docs/trackers.md; spec 02 §2 fitbitAuth, §4 Device link, §7; architecture.md: the server
 * exchanges the code, the secret never ships).
 * - Runs only for a signed-in participant, with a code, no Fitbit account yet and no linked
 *   device (spec 02 §4). `userId` must be the caller's own uid: exchanging a code for someone
 *   else is permission-denied (security checklist 52).
 * - The code is exchanged at Fitbit's token endpoint (Basic client_id:secret,
 *   grant_type=authorization_code, redirect_uri = the calling app origin + /fitbitAuth, the
 *   address the browser's authorize redirect named). A grant without the activity scope is
 *   given back and refused with the spec's 'You must allow the app to work with fitbit!'.
 * - In one transaction (connect-account.ts): oauth_tokens/{uid}.fitbit,
 *   tracker_links/fitbit_{fitbitUserId}, users/{uid}.fitbitAccount {connected: true}. One
 *   Fitbit account feeds one participant.
 * - Then the activity subscription (POST /1/user/-/activities/apiSubscriptions/{uid}.json):
 *   without it nothing would ever be imported, so when it fails the connection is undone and
 *   the participant is asked to try again.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  connectRefusalTexts,
  FITBIT_EXCHANGE,
  type TrackerConnectResponse,
} from '../../../../src/contract/callables/tracker-connect';
import { callableFunction, refusalError } from '../../shared/callable';
import { userPath } from '../../shared/paths';
import { connectAccount } from '../connect-account';
import { hasLinkedAccount } from '../connect-answer';
import { clearConnection } from '../connection';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import type { FitbitTokens } from '../token-store';
import { createSubscription, exchangeCode, revokeToken, type FitbitGrant } from './fitbit-api';
import { grantsActivity, redirectUriOf } from './fitbit-connect';

const TEXTS = connectRefusalTexts('fitbit');

async function grantFor(code: string, redirectUri: string): Promise<FitbitGrant> {
  try {
    return await exchangeCode(providerConfig().fitbit, code, redirectUri);
  } catch (error) {
    logger.warn('Fitbit code exchange failed', { error: String(error) });
    if (error instanceof RetryableProviderError)
      throw refusalError('unavailable', 'unreachable', TEXTS);
    if (error instanceof ProviderError)
      throw refusalError('invalid-argument', 'codeNotAccepted', TEXTS);
    throw error;
  }
}

/** Without the activity subscription nothing would ever be imported: the connection is undone. */
async function subscribeOrUndo(uid: string, grant: FitbitGrant): Promise<void> {
  const config = providerConfig().fitbit;
  try {
    await createSubscription(config, grant.accessToken, uid);
  } catch (error) {
    logger.warn('Fitbit subscription failed: connection undone', { uid, error: String(error) });
    await clearConnection(getFirestore(), uid, 'fitbit', grant.fitbitUserId);
    await revokeToken(config, grant.refreshToken).catch((revokeError: unknown) => {
      logger.warn('Fitbit revoke after a failed subscription failed', {
        uid,
        error: String(revokeError),
      });
    });
    throw refusalError('unavailable', 'unreachable', TEXTS);
  }
}

export const exchangeAuthorizationCode = callableFunction(
  FITBIT_EXCHANGE,
  // The contract's OAuth 2.0 request {code, state}: the state is claimed once Fitbit's exchange
  // moves onto the shared connect core (oauth2/); the uid comes from auth alone.
  async ({ code: authorizationCode }, { uid, request }): Promise<TrackerConnectResponse> => {
    const redirectUri = redirectUriOf(request.rawRequest.headers.origin);
    if (redirectUri === null) throw refusalError('invalid-argument', 'fromTheApp', TEXTS);
    const db = getFirestore();
    // Checked before the code is spent, and again in the transaction.
    if (hasLinkedAccount((await db.doc(userPath(uid)).get()).data() ?? {}, 'fitbit'))
      throw refusalError('failed-precondition', 'alreadyLinked', TEXTS);

    const grant = await grantFor(authorizationCode, redirectUri);
    if (!grantsActivity(grant.scope)) {
      // Nothing could be imported: the grant is given back and nothing is stored.
      await revokeToken(providerConfig().fitbit, grant.refreshToken).catch(() => undefined);
      throw refusalError('failed-precondition', 'noActivityScope', TEXTS);
    }
    const tokens: FitbitTokens = {
      fitbitUserId: grant.fitbitUserId,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAtMs: grant.expiresAtMs,
      connectedAtMs: Date.now(),
    };
    const answer = await connectAccount(db, uid, 'fitbit', tokens);
    await subscribeOrUndo(uid, grant);
    return answer;
  },
  { secrets: deployedSecrets(['FITBIT_CLIENT_SECRET']) },
);
