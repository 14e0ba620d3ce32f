/**
 * First sign-in: create users/{uid} with email and createdAt, only if it is absent
 * (docs/product.md §R3). A transaction reads first and never overwrites an existing document; the
 * rules accept exactly these two keys on create (email == token email, createdAt == request.time),
 * and her yes to "send me news about challenges" when she ticked it on the create-account
 * screen (mailPreferences.news, stamped with the server's time and source 'signup': CASL wants
 * when and how consent was given; unticked, nothing is stored and no news is sent). A yes is a
 * request until the address's owner confirms it: the server is asked at once to mail her the
 * confirmation link (lib/news-confirmation.ts; docs/privacy.md, "News consent"), without holding
 * up her sign-up; when that fails, her account page offers to send it again.
 * Loaded lazily after sign-in (auth-actions.ts), so the sign-in screen never pulls Firestore.
 */
import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { reportError } from '../../../lib/report-error';
import { rawUserDocRef } from '../../../lib/user-doc';

/** Asks for the confirmation e-mail of her sign-up yes; a failure is reported, not thrown. */
function askForConfirmation(uid: string): void {
  void import('../../../lib/news-confirmation')
    .then(({ requestNewsConfirmation }) => requestNewsConfirmation())
    .catch((error: unknown) => reportError(error, { action: 'requestNewsConfirmation', uid }));
}

/** Resolves true when the document was created now, false when it already existed. */
export async function ensureUserDoc(
  uid: string,
  email: string,
  wantsNews = false,
): Promise<boolean> {
  const ref = rawUserDocRef(uid);
  const created = await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists()) return false;
    const news = { consent: true, at: serverTimestamp(), source: 'signup' };
    transaction.set(ref, {
      email,
      createdAt: serverTimestamp(),
      ...(wantsNews ? { mailPreferences: { news } } : {}),
    });
    return true;
  });
  if (created && wantsNews) askForConfirmation(uid);
  return created;
}
