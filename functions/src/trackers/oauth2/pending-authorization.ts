/**
 * The pending authorizations of the shared OAuth 2.0 connect core, oauth_pending/{state}
 * (server only; docs/data-model.md, docs/trackers.md "Connecting Fitbit and Garmin"):
 * startAuthorization writes one, the provider's exchange claims it once.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  isAuthorizationState,
  oauth2ProviderOf,
  type OAuth2Provider,
} from '../../../../src/contract/callables/tracker-authorization';
import { connectRefusalTexts } from '../../../../src/contract/callables/tracker-connect';
import { refusalError } from '../../shared/callable';
import { millisOf } from '../../shared/record';
import { expireAtFor } from '../../shared/retention';
import { claimRefusal, type PendingAuthorization } from './claim-decision';

export const PENDING_COLLECTION = 'oauth_pending';

export const pendingAuthorizationPath = (state: string): string => `${PENDING_COLLECTION}/${state}`;

/** What a claim hands the exchange: the verifier and the exact redirect_uri of the authorize step. */
export interface ClaimedAuthorization {
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

export async function storePendingAuthorization(
  db: Firestore,
  state: string,
  fields: Omit<PendingAuthorization, 'createdAt' | 'expireAt'>,
  now = new Date(),
): Promise<void> {
  await db.doc(pendingAuthorizationPath(state)).create({
    ...fields,
    createdAt: Timestamp.fromDate(now),
    expireAt: Timestamp.fromDate(expireAtFor('oauthPending', now)),
  });
}

function fromStored(data: Record<string, unknown> | undefined): PendingAuthorization | null {
  if (!data) return null;
  const { uid, provider, codeVerifier, redirectUri } = data;
  const createdAt = millisOf(data.createdAt);
  const expireAt = millisOf(data.expireAt);
  const known = oauth2ProviderOf(provider);
  if (
    typeof uid !== 'string' ||
    known === null ||
    typeof codeVerifier !== 'string' ||
    typeof redirectUri !== 'string' ||
    createdAt === null ||
    expireAt === null
  )
    return null;
  return {
    uid,
    provider: known,
    codeVerifier,
    redirectUri,
    createdAt: new Date(createdAt),
    expireAt: new Date(expireAt),
  };
}

/**
 * Reads and deletes the pending authorization `state` names, in one transaction, and answers
 * its verifier and redirect_uri; throws the refusal (an HttpsError of the provider's connect
 * table) when it is unknown, expired, another participant's or another provider's. A claim
 * deletes what it read whatever it answers (but another participant's, which stays hers to
 * use): a state is good for one try.
 */
export async function claimAuthorization(
  db: Firestore,
  uid: string,
  provider: OAuth2Provider,
  state: string,
  now = new Date(),
): Promise<ClaimedAuthorization> {
  const texts = connectRefusalTexts(provider);
  if (!isAuthorizationState(state))
    throw refusalError('permission-denied', 'authorizationUnknown', texts);
  const ref = db.doc(pendingAuthorizationPath(state));
  const outcome = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const pending = fromStored(snapshot.data());
    const refusal = claimRefusal(pending, uid, provider, now);
    if (snapshot.exists && refusal !== 'authorizationNotYours') tx.delete(ref);
    return { pending, refusal };
  });
  if (outcome.refusal !== null) throw refusalFor(outcome.refusal, texts);
  const { codeVerifier, redirectUri } = outcome.pending as PendingAuthorization;
  return { codeVerifier, redirectUri };
}

function refusalFor(
  refusal: NonNullable<ReturnType<typeof claimRefusal>>,
  texts: ReturnType<typeof connectRefusalTexts>,
): HttpsError {
  const code =
    refusal === 'authorizationExpired' || refusal === 'authorizationOtherProvider'
      ? 'failed-precondition'
      : 'permission-denied';
  return refusalError(code, refusal, texts);
}
