/**
 * A signed-in participant's analytics consent on users/{uid}.analyticsConsent
 * (src/contract/analytics-consent.ts, docs/privacy.md): read when she signs in, written alone
 * with the server's time when she chooses (firestore.rules allows that field alone).
 */
import { getDoc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import {
  parseAnalyticsConsent,
  type AnalyticsChoice,
  type StoredAnalyticsConsent,
} from '../../../contract/analytics-consent';
import { rawUserDocRef } from '../../../lib/user-doc';

export async function readProfileConsent(uid: string): Promise<StoredAnalyticsConsent | null> {
  const snapshot = await getDoc(rawUserDocRef(uid));
  const stored: unknown = snapshot.get('analyticsConsent');
  if (typeof stored !== 'object' || stored === null) return null;
  const { at } = stored as { at?: unknown };
  return parseAnalyticsConsent({ ...stored, at: at instanceof Timestamp ? at.toDate() : null });
}

export async function saveProfileConsent(uid: string, choice: AnalyticsChoice): Promise<void> {
  await updateDoc(rawUserDocRef(uid), { analyticsConsent: { choice, at: serverTimestamp() } });
}
