/**
 * Revoking our Garmin access for a participant (trackers-disconnect): DELETE the user's
 * registration (/wellness-api/rest/user/registration, signed with their access token), so
 * Garmin stops pushing and the token ends. A registration that is gone already (401, 403,
 * 404) counts as revoked; a failure that may pass is thrown, so nothing is forgotten while
 * the registration still stands (the participant can try again).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { readTokens } from '../token-store';
import { deleteRegistration } from './garmin-api';

export async function revokeGarmin(db: Firestore, uid: string): Promise<void> {
  const tokens = await readTokens(db, uid, 'garmin');
  if (!tokens) return;
  try {
    await deleteRegistration(providerConfig().garmin, {
      token: tokens.token,
      tokenSecret: tokens.tokenSecret,
    });
  } catch (error) {
    const gone =
      error instanceof ProviderError &&
      !(error instanceof RetryableProviderError) &&
      (error.status === 401 || error.status === 403 || error.status === 404);
    if (!gone) throw error;
  }
}
