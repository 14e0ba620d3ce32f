/**
 * Revoking our Garmin access for a participant (trackers-disconnect): DELETE her registration
 * (/wellness-api/rest/user/registration, with her refreshed OAuth 2.0 token, or signed with the
 * OAuth 1 pair of a link not yet moved), so Garmin stops pushing and her tokens end. A
 * registration that is gone already (400, 401, 403, 404: a refresh refused is one too) counts as
 * revoked; a failure that may pass is thrown, so nothing is forgotten while the registration
 * still stands (she can try again).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { deleteRegistration } from './garmin-api';
import { usableGarminAuth } from './garmin-access';

export async function revokeGarmin(db: Firestore, uid: string): Promise<void> {
  const config = providerConfig().garmin;
  try {
    const auth = await usableGarminAuth(db, uid);
    if (!auth) return;
    await deleteRegistration(config, auth);
  } catch (error) {
    const gone =
      error instanceof ProviderError &&
      !(error instanceof RetryableProviderError) &&
      (error.status === 400 ||
        error.status === 401 ||
        error.status === 403 ||
        error.status === 404);
    if (!gone) throw error;
  }
}
