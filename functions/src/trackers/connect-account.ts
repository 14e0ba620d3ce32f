/**
 * Connecting a provider account (docs/trackers.md), the one transaction the Strava, Fitbit and
 * Garmin connects share: the tokens go to oauth_tokens/{uid}.{provider}, tracker_links/
 * {provider}_{id} names the participant and users/{uid} gets the provider's account field,
 * unless she has a device already or the account feeds someone else (checked again here,
 * inside the transaction). The tokens of a refused grant are dropped, not revoked: revoking
 * would end the other participant's connection too.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  connectRefusalTexts,
  type TrackerConnectResponse,
} from '../../../src/contract/callables/tracker-connect';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { refusalError } from '../shared/callable';
import { userPath } from '../shared/paths';
import {
  accountFieldValue,
  connectAnswer,
  hasLinkedAccount,
  linkDecision,
  REFUSAL_OF_OUTCOME,
  type LinkOutcome,
} from './connect-answer';
import { ACCOUNT_FIELD } from './connection';
import {
  linkOwner,
  ownerOf,
  providerUserIdOf,
  writeTokens,
  type ProviderTokens,
} from './token-store';

async function linkAccount<P extends TrackerProvider>(
  db: Firestore,
  uid: string,
  provider: P,
  tokens: ProviderTokens[P],
): Promise<LinkOutcome> {
  const userRef = db.doc(userPath(uid));
  const providerUserId = providerUserIdOf(provider, tokens);
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(userRef)).data() ?? {};
    const owner = await ownerOf(db, provider, providerUserId, tx);
    const outcome = linkDecision(hasLinkedAccount(user, provider), owner, uid);
    if (outcome !== 'connected') return outcome;
    await writeTokens(db, uid, provider, tokens, tx);
    await linkOwner(db, provider, providerUserId, uid, tx);
    tx.set(
      userRef,
      { [ACCOUNT_FIELD[provider]]: accountFieldValue(provider, providerUserId) },
      { merge: true },
    );
    return 'connected';
  });
}

/** Links the account and answers the callable (or throws its refusal). */
export async function connectAccount<P extends TrackerProvider>(
  db: Firestore,
  uid: string,
  provider: P,
  tokens: ProviderTokens[P],
): Promise<TrackerConnectResponse> {
  const outcome = await linkAccount(db, uid, provider, tokens);
  const providerUserId = providerUserIdOf(provider, tokens);
  if (outcome === 'taken')
    logger.warn('Tracker account already linked to another participant', {
      uid,
      provider,
      providerUserId,
    });
  else logger.info('Tracker connect', { uid, provider, providerUserId, outcome });
  const answer = connectAnswer(provider, outcome);
  if (!answer.ok)
    throw refusalError(
      answer.refusal.code,
      REFUSAL_OF_OUTCOME[outcome === 'taken' ? 'taken' : 'linked'],
      connectRefusalTexts(provider),
    );
  return answer.response;
}
