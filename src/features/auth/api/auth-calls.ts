/**
 * The identity calls of the sign-in, sign-up and reset screens (docs/product.md §R7, docs/product.md §P7), with
 * Firebase Auth; the screens reach them through auth-actions.ts, which loads this module on use.
 * Only firebase/auth here: these screens must not load Firestore. Signing in or up resolves
 * once users/{uid} exists (docs/product.md §R3, first sign-in): its module (ensure-user-doc.ts, with
 * Firestore) is imported lazily, after the credentials are accepted.
 */
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { clearCacheLeftByLogout } from '../../../lib/cache-to-clear';
import { auth } from '../../../lib/firebase-app';
import { reportError } from '../../../lib/report-error';

/**
 * Creates users/{uid} if it is absent and waits for it. When that fails the session is
 * closed again and the error thrown: a signed-in participant always has her document.
 */
async function withUserDoc(user: User, wantsNews = false): Promise<User> {
  try {
    // Before Firestore opens the cache: one a Logout left behind (its tab closed) holds nothing
    // for this participant (docs/privacy.md, "A shared computer").
    await clearCacheLeftByLogout().catch((error: unknown) =>
      reportError(error, { action: 'clearCacheLeftByLogout' }),
    );
    const { ensureUserDoc } = await import('./ensure-user-doc');
    await ensureUserDoc(user.uid, user.email ?? '', wantsNews);
    return user;
  } catch (error) {
    reportError(error, { action: 'ensureUserDoc', uid: user.uid });
    await signOut(auth);
    throw error;
  }
}

export async function signIn(email: string, password: string): Promise<User> {
  return withUserDoc((await signInWithEmailAndPassword(auth, email.trim(), password)).user);
}

/** `news`: her answer to the sign-up's "send me news about challenges" box (opt-in). */
export async function createAccount(email: string, password: string, news: boolean): Promise<User> {
  return withUserDoc(
    (await createUserWithEmailAndPassword(auth, email.trim(), password)).user,
    news,
  );
}

/** Sends the reset e-mail; the link comes back to this app's origin. */
export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim(), { url: window.location.origin });
}
