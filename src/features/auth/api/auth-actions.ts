/**
 * The identity calls of the sign-in, sign-up and reset screens (spec 01 §7, spec 02 §7).
 * Only firebase/auth here: these screens must not load Firestore. The user document is
 * created after a successful sign-in from a lazily imported module (ensure-user-doc.ts).
 */
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { auth } from '../../../lib/firebase-app';
import { reportError } from '../../../lib/report-error';

/**
 * Creates users/{uid} if it is absent, in the background. Loads Firestore only now, after
 * sign-in, so the visitor screens stay light. Resolves once done; failures are logged.
 */
function ensureUserDocLater(user: User): Promise<void> {
  return import('./ensure-user-doc')
    .then(async ({ ensureUserDoc }) => {
      await ensureUserDoc(user.uid, user.email ?? '');
    })
    .catch((error: unknown) => reportError(error, { action: 'ensureUserDoc', uid: user.uid }));
}

export async function signIn(email: string, password: string): Promise<User> {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  void ensureUserDocLater(user);
  return user;
}

export async function createAccount(email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  void ensureUserDocLater(user);
  return user;
}

/** Sends the reset e-mail; the link comes back to this app's origin. */
export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim(), { url: window.location.origin });
}
