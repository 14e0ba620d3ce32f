/**
 * Callable `trackers-startAuthorization` {provider, returnOrigin} → {authorizeUrl}
 * (contract/callables/tracker-authorization.ts; docs/trackers.md, "Connecting Fitbit and
 * Garmin"). For a signed-in participant with her user document and no linked device: a new
 * `state` and PKCE verifier, kept in oauth_pending/{state} with her uid, the provider and the
 * redirect_uri (15 minutes), and the provider's authorize address naming them. The uid comes
 * from auth only; the return origin is one of the app's (the contract's parser).
 */
import { getFirestore } from 'firebase-admin/firestore';
import {
  START_AUTHORIZATION_REFUSAL_TEXTS,
  TRACKERS_START_AUTHORIZATION,
  type StartAuthorizationResponse,
} from '../../../../src/contract/callables/tracker-authorization';
import { fitbitNeedsReconnect } from '../../../../src/contract/fitbit-reconnect';
import { linkedDevice } from '../../../../src/contract/linked-device';
import { callableFunction, refusalError } from '../../shared/callable';
import { userPath } from '../../shared/paths';
import { authorizeUrl, redirectUriFor } from './authorize-url';
import { oauth2Descriptor } from './oauth2-providers';
import { codeChallengeS256, newCodeVerifier, newState } from './pkce';
import { storePendingAuthorization } from './pending-authorization';

const TEXTS = START_AUTHORIZATION_REFUSAL_TEXTS;

export const startAuthorization = callableFunction(
  TRACKERS_START_AUTHORIZATION,
  async ({ provider, returnOrigin }, { uid }): Promise<StartAuthorizationResponse> => {
    const db = getFirestore();
    const user = (await db.doc(userPath(uid)).get()).data();
    if (!user) throw refusalError('failed-precondition', 'notSetUp', TEXTS);
    // A Fitbit connected through Fitbit's retired OAuth is reconnected through here; the exchange
    // replaces it (docs/trackers.md, "Fitbit connections made before 2026-11-02").
    const reconnect = provider === 'fitbit' && fitbitNeedsReconnect(user.fitbitAccount);
    if (linkedDevice(user) !== 'none' && !reconnect)
      throw refusalError('failed-precondition', 'alreadyLinked', TEXTS);
    const descriptor = oauth2Descriptor(provider);
    const state = newState();
    const codeVerifier = newCodeVerifier();
    const redirectUri = redirectUriFor(descriptor, returnOrigin);
    await storePendingAuthorization(db, state, { uid, provider, codeVerifier, redirectUri });
    return {
      authorizeUrl: authorizeUrl(descriptor, {
        redirectUri,
        state,
        codeChallenge: codeChallengeS256(codeVerifier),
      }),
    };
  },
);
