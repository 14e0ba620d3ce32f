/**
 * Callable `strava-exchangeAuthorizationCode` {code, scope} →
 * {status: 'connected' | 'alreadyConnected' | 'insufficientScope'} (docs/trackers.md; spec 02
 * §2 Strava return page, §7; architecture.md: the server exchanges the code, the secret never
 * ships). The uid comes from auth only (security checklist 52).
 * - A scope without activity read stores nothing: insufficientScope.
 * - A participant with a linked device (any provider id) is alreadyConnected (spec 02 §4).
 * - Otherwise the code is exchanged (JSON body client_id, client_secret, code,
 *   grant_type=authorization_code) and, in one transaction, the tokens go to
 *   oauth_tokens/{uid}.strava, users/{uid}.stravaAccount becomes {id} and
 *   tracker_links/strava_{athleteId} names the participant. One Strava athlete feeds one
 *   participant: an athlete linked to someone else is refused (failed-precondition).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { linkedDevice } from '../../../../src/contract/linked-device';
import { hasActivityReadScope } from '../../../../src/contract/tracker-activity';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { linkOwner, ownerOf, writeTokens, type StravaTokens } from '../token-store';
import { exchangeCode, type TokenGrant } from './strava-api';

export type ExchangeStatus = 'connected' | 'alreadyConnected' | 'insufficientScope';

const ATHLETE_TAKEN = 'This Strava account is already connected to another participant.';

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

async function grantFor(code: string): Promise<TokenGrant> {
  try {
    return await exchangeCode(providerConfig().strava, code);
  } catch (error) {
    logger.warn('Strava code exchange failed', { error: String(error) });
    if (error instanceof RetryableProviderError)
      throw new HttpsError('unavailable', 'Strava could not be reached; please try again.');
    if (error instanceof ProviderError)
      throw new HttpsError('invalid-argument', 'Strava did not accept this authorization code.');
    throw error;
  }
}

export const exchangeAuthorizationCode = onCall(
  { secrets: deployedSecrets(['STRAVA_CLIENT_SECRET']) },
  async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to connect Strava.');
    const uid = request.auth.uid;
    const data = (request.data ?? {}) as Record<string, unknown>;
    const code = text(data.code, 512);
    const scope = text(data.scope, 512);
    if (code === null || scope === null)
      throw new HttpsError('invalid-argument', 'A code and a scope are required.');
    if (!hasActivityReadScope(scope))
      return { status: 'insufficientScope' satisfies ExchangeStatus };

    const db = getFirestore();
    const userRef = db.doc(`users/${uid}`);
    const before = (await userRef.get()).data();
    if (!before) throw new HttpsError('failed-precondition', 'Your account is not set up yet.');
    if (linkedDevice(before) !== 'none')
      return { status: 'alreadyConnected' satisfies ExchangeStatus };

    const grant = await grantFor(code);
    if (grant.athleteId === null)
      throw new HttpsError('internal', 'Strava did not say which athlete connected.');
    const athleteId = grant.athleteId;
    const tokens: StravaTokens = {
      athleteId,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAtMs: grant.expiresAtMs,
      scope,
      connectedAtMs: Date.now(),
    };
    const status = await db.runTransaction(async (tx): Promise<ExchangeStatus | 'taken'> => {
      const user = (await tx.get(userRef)).data() ?? {};
      const owner = await ownerOf(db, 'strava', athleteId, tx);
      if (linkedDevice(user) !== 'none') return 'alreadyConnected';
      if (owner !== null && owner !== uid) return 'taken';
      await writeTokens(db, uid, 'strava', tokens, tx);
      await linkOwner(db, 'strava', athleteId, uid, tx);
      tx.update(userRef, { stravaAccount: { id: athleteId } });
      return 'connected';
    });
    if (status === 'taken') {
      // The tokens just granted are dropped, not revoked: revoking would end the other participant's connection too.
      logger.warn('Strava athlete already linked to another participant', { uid, athleteId });
      throw new HttpsError('failed-precondition', ATHLETE_TAKEN);
    }
    logger.info('Strava exchange', { uid, athleteId, status });
    return { status };
  },
);
