/**
 * Revoking our Fitbit access for a participant (trackers-disconnect): the activity
 * subscription is deleted, then the grant is revoked (POST /oauth2/revoke ends the access and
 * refresh tokens both). A grant that is gone already (400/401, or a subscription that is not
 * there: 404) counts as revoked; a failure that may pass is thrown, so nothing is forgotten
 * while the grant still stands (the participant can try again).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { usableFitbitTokens } from './fitbit-access';
import { deleteSubscription, revokeToken } from './fitbit-api';

function alreadyGone(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    (error.status === 400 || error.status === 401 || error.status === 404)
  );
}

async function unlessGone(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!alreadyGone(error)) throw error;
  }
}

export async function revokeFitbit(db: Firestore, uid: string): Promise<void> {
  const config = providerConfig().fitbit;
  let tokens: Awaited<ReturnType<typeof usableFitbitTokens>> = null;
  await unlessGone(async () => {
    tokens = await usableFitbitTokens(db, config, uid);
  });
  if (!tokens) return;
  const { accessToken, refreshToken } = tokens;
  await unlessGone(() => deleteSubscription(config, accessToken, uid));
  await unlessGone(() => revokeToken(config, refreshToken));
}
