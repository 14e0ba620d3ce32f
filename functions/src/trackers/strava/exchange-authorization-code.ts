/**
 * Callable `strava-exchangeAuthorizationCode` {code, scope} → {status, message}
 * (contract/callables/tracker-connect.ts; docs/trackers.md; docs/product.md §P2 Strava return page, §P7;
 * docs/product.md, "Deliberate differences": the server exchanges the code, the secret never ships). The uid comes from
 * auth only (docs/security.md item 52).
 * - A scope without activity read stores nothing: insufficientScope.
 * - A participant with a linked device (any provider id) is alreadyConnected (docs/product.md §P4).
 * - Otherwise the code is exchanged (JSON body client_id, client_secret, code,
 *   grant_type=authorization_code) and the account is connected (connect-account.ts: tokens,
 *   users/{uid}.stravaAccount {id}, tracker_links/strava_{athleteId}, in one transaction). One
 *   Strava athlete feeds one participant: an athlete linked to someone else is refused
 *   (failed-precondition).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  connectRefusalTexts,
  STRAVA_EXCHANGE,
  type TrackerConnectResponse,
} from '../../../../src/contract/callables/tracker-connect';
import { linkedDevice } from '../../../../src/contract/linked-device';
import { hasActivityReadScope } from '../../../../src/contract/tracker-activity';
import { callableFunction, refusalError } from '../../shared/callable';
import { userPath } from '../../shared/paths';
import { connectAccount } from '../connect-account';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import type { StravaTokens } from '../token-store';
import { exchangeCode, type TokenGrant } from './strava-api';

const TEXTS = connectRefusalTexts('strava');

async function grantFor(code: string): Promise<TokenGrant> {
  try {
    return await exchangeCode(providerConfig().strava, code);
  } catch (error) {
    logger.warn('Strava code exchange failed', { error: String(error) });
    if (error instanceof RetryableProviderError)
      throw refusalError('unavailable', 'unreachable', TEXTS);
    if (error instanceof ProviderError)
      throw refusalError('invalid-argument', 'codeNotAccepted', TEXTS);
    throw error;
  }
}

export const exchangeAuthorizationCode = callableFunction(
  STRAVA_EXCHANGE,
  async ({ code, scope }, { uid }): Promise<TrackerConnectResponse> => {
    if (!hasActivityReadScope(scope))
      return { status: 'insufficientScope', message: TEXTS.noActivityScope };
    const db = getFirestore();
    const before = (await db.doc(userPath(uid)).get()).data();
    if (!before) throw refusalError('failed-precondition', 'notSetUp', TEXTS);
    if (linkedDevice(before) !== 'none')
      return { status: 'alreadyConnected', message: TEXTS.alreadyLinked };

    const grant = await grantFor(code);
    if (grant.athleteId === null) throw refusalError('internal', 'noAthleteId', TEXTS);
    const tokens: StravaTokens = {
      athleteId: grant.athleteId,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAtMs: grant.expiresAtMs,
      scope,
      connectedAtMs: Date.now(),
    };
    return connectAccount(db, uid, 'strava', tokens);
  },
  { secrets: deployedSecrets(['STRAVA_CLIENT_SECRET']) },
);
