/**
 * Revoking our Strava access for a participant (trackers-disconnect): POST /oauth/deauthorize
 * with a valid access token. A grant that is gone already (the refresh or the revoke answered
 * 400/401) counts as revoked; a provider failure that may pass is thrown, so nothing is
 * forgotten while the grant still stands (the participant can try again).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { usableTokens } from './strava-access';
import { deauthorize } from './strava-api';

function alreadyRevoked(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    (error.status === 400 || error.status === 401)
  );
}

export async function revokeStrava(db: Firestore, uid: string): Promise<void> {
  const config = providerConfig().strava;
  try {
    const tokens = await usableTokens(db, config, uid);
    if (tokens) await deauthorize(config, tokens.accessToken);
  } catch (error) {
    if (!alreadyRevoked(error)) throw error;
  }
}
