/**
 * Revoking our Fitbit access for her (trackers-disconnect): Google's revocation endpoint with
 * her refresh token, which ends it and its access tokens (docs/trackers.md, "Fitbit"). A grant
 * that is gone already (400 invalid_token) counts as revoked; a failure that may pass is
 * thrown, so nothing is forgotten while the grant still stands (she can try again). A
 * connection of Fitbit's retired OAuth has no grant at Google: nothing to revoke, and the
 * retired endpoints are not called.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { readTokens } from '../token-store';
import { revokeToken } from './health-api';
import { isLegacyFitbitTokens } from './fitbit-legacy';

function alreadyGone(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    (error.status === 400 || error.status === 401 || error.status === 410)
  );
}

export async function revokeFitbit(db: Firestore, uid: string): Promise<void> {
  const tokens = await readTokens(db, uid, 'fitbit');
  if (!tokens || isLegacyFitbitTokens(tokens)) return;
  try {
    await revokeToken(providerConfig().fitbit, tokens.refreshToken);
  } catch (error) {
    if (!alreadyGone(error)) throw error;
  }
}
