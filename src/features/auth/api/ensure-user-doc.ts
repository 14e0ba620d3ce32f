/**
 * First sign-in: create users/{uid} with email and createdAt, only if it is absent
 * (spec 01 §3). A transaction reads first and never overwrites an existing document; the
 * rules accept exactly these two keys on create (email == token email, createdAt == request.time).
 * Loaded lazily after sign-in (auth-actions.ts), so the sign-in screen never pulls Firestore.
 */
import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { rawUserDocRef } from '../../../lib/user-doc';

/** Resolves true when the document was created now, false when it already existed. */
export async function ensureUserDoc(uid: string, email: string): Promise<boolean> {
  const ref = rawUserDocRef(uid);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists()) return false;
    transaction.set(ref, { email, createdAt: serverTimestamp() });
    return true;
  });
}
