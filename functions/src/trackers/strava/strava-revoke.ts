/**
 * Revoking our Strava access for a participant (trackers-disconnect, account deletion):
 * POST /oauth/revoke with the refresh token (revoking it revokes the access token too;
 * docs/trackers.md, "Strava"), so no refresh is needed first. A grant that is gone already
 * (the revoke answered 400/401) counts as revoked; a provider failure that may pass is thrown,
 * so nothing is forgotten while the grant still stands (the participant can try again).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { readTokens } from '../token-store';
import { revokeToken } from './strava-api';

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
    const tokens = await readTokens(db, uid, 'strava');
    if (tokens) await revokeToken(config, tokens.refreshToken);
  } catch (error) {
    if (!alreadyRevoked(error)) throw error;
  }
}
