/**
 * Callable `fitbit-exchangeAuthorizationCode` {code, state} → {status, message}
 * (contract/callables/tracker-connect.ts; docs/trackers.md, "Fitbit"; the
 * /fitbitAuth return page and the one-device rule). Fitbit is connected through Google since Fitbit's OAuth was shut down: the
 * connect core (oauth2/) started the authorization with a `state` bound to her and a PKCE
 * verifier; here the state is claimed (her uid from auth alone: nobody exchanges for another), the code
 * exchanged at Google's token endpoint with that verifier, and her healthUserId read
 * (users.getIdentity): it names tracker_links/fitbit_{id}, as webhooks name her by it.
 * - A grant without the activity scope is revoked at once and refused with the spec's 'You must
 *   allow the app to work with fitbit!'; a grant without a refresh token (we asked offline
 *   access) is revoked and refused as not accepted: it could not import past the hour.
 * - A connection of Fitbit's retired OAuth (fitbit-legacy.ts) is replaced: its tokens, link
 *   and account field go, her rows and what they count stay, and the new one is written in the
 *   connect transaction (connect-account.ts). Any other device already linked is refused there.
 * - Google's webhook subscriber uses the AUTOMATIC policy: no per-user subscription to make.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { FITBIT_API } from '../../../../src/contract/fitbit-reconnect';
import {
  connectRefusalTexts,
  FITBIT_EXCHANGE,
  type TrackerConnectResponse,
} from '../../../../src/contract/callables/tracker-connect';
import { callableFunction, refusalError } from '../../shared/callable';
import { connectAccount } from '../connect-account';
import { clearConnection } from '../connection';
import { claimAuthorization } from '../oauth2/pending-authorization';
import { oauth2Descriptor } from '../oauth2/oauth2-providers';
import {
  exchangeAuthorizationCode as exchangeAtGoogle,
  type OAuth2Grant,
} from '../oauth2/token-endpoint';
import { deployedSecrets, providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { readTokens, type FitbitTokens } from '../token-store';
import { fetchHealthUserId, grantsActivity, revokeToken } from './health-api';
import { isLegacyFitbitTokens } from './fitbit-legacy';

const TEXTS = connectRefusalTexts('fitbit');

function providerRefusal(error: unknown, what: string): never {
  logger.warn(`Fitbit ${what} failed`, { error: String(error) });
  if (error instanceof RetryableProviderError)
    throw refusalError('unavailable', 'unreachable', TEXTS);
  if (error instanceof ProviderError)
    throw refusalError('invalid-argument', 'codeNotAccepted', TEXTS);
  throw error;
}

/** Gives a grant back (best effort: a grant we drop must not stay usable). */
async function giveBack(grant: OAuth2Grant): Promise<void> {
  await revokeToken(providerConfig().fitbit, grant.refreshToken ?? grant.accessToken).catch(
    (error: unknown) => {
      logger.warn('Fitbit grant could not be given back', { error: String(error) });
    },
  );
}

export const exchangeAuthorizationCode = callableFunction(
  FITBIT_EXCHANGE,
  async ({ code, state }, { uid }): Promise<TrackerConnectResponse> => {
    const db = getFirestore();
    const { codeVerifier, redirectUri } = await claimAuthorization(db, uid, 'fitbit', state);
    let grant: OAuth2Grant;
    try {
      grant = await exchangeAtGoogle(oauth2Descriptor('fitbit'), {
        code,
        redirectUri,
        codeVerifier,
      });
    } catch (error) {
      return providerRefusal(error, 'code exchange');
    }
    if (!grantsActivity(grant.scope ?? '')) {
      await giveBack(grant);
      throw refusalError('failed-precondition', 'noActivityScope', TEXTS);
    }
    if (grant.refreshToken === null) {
      await giveBack(grant);
      throw refusalError('invalid-argument', 'codeNotAccepted', TEXTS);
    }
    let healthUserId: string;
    try {
      healthUserId = await fetchHealthUserId(providerConfig().fitbit, grant.accessToken);
    } catch (error) {
      await giveBack(grant);
      return providerRefusal(error, 'identity');
    }
    const previous = await readTokens(db, uid, 'fitbit');
    if (previous && isLegacyFitbitTokens(previous)) {
      logger.info('Fitbit reconnect replaces a connection of the retired OAuth', {
        uid,
        legacyId: previous.fitbitUserId,
      });
      await clearConnection(db, uid, 'fitbit', previous.fitbitUserId);
    }
    const nowMs = Date.now();
    const tokens: FitbitTokens = {
      fitbitUserId: healthUserId,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAtMs: grant.expiresAtMs ?? nowMs + 3_600_000,
      scope: grant.scope ?? '',
      connectedAtMs: nowMs,
      api: FITBIT_API,
    };
    // A refusal there (a device linked, the account someone else's) drops the tokens without
    // revoking them: at Google that would end the other participant's connection too.
    return connectAccount(db, uid, 'fitbit', tokens);
  },
  { secrets: deployedSecrets(['FITBIT_CLIENT_SECRET']) },
);
