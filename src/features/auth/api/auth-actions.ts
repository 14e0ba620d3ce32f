/**
 * What the sign-in, sign-up and reset screens call (docs/product.md §R7, docs/product.md §P7). These screens draw
 * before Firebase Auth has loaded (lib/auth-load.ts): the calls themselves (auth-calls.ts, with
 * Firebase Auth) load on the first use, normally long fetched by then. Auth comes through
 * auth-load.ts, so a Log In after its file failed to arrive fetches it again, and the session
 * listener hears of it; a fetch that fails again is the form's 'could not reach the server'.
 */
import type { User } from 'firebase/auth';
import { authLoaded, startAuth } from '../../../lib/auth-load';
import { reloadIfFailureKept } from '../../../lib/kept-load-failure';
import { keepSignInEmail } from './kept-sign-in-email';
import { trackSignIn } from '../../../lib/sign-in-gate';

async function calls() {
  startAuth();
  await authLoaded();
  return import('./auth-calls');
}

export function signIn(email: string, password: string): Promise<User> {
  return trackSignIn(async () => {
    let signInWith: Awaited<ReturnType<typeof calls>>['signIn'];
    try {
      signInWith = (await calls()).signIn;
    } catch (error) {
      // A browser that kept Auth's failed file: the sign-in page again, her e-mail kept.
      keepSignInEmail(email);
      if (await reloadIfFailureKept(error)) return new Promise<User>(() => {});
      throw error;
    }
    keepSignInEmail(null);
    return signInWith(email, password);
  });
}

/** `news`: her answer to the sign-up's "send me news about challenges" box (opt-in). */
export function createAccount(
  email: string,
  password: string,
  options: { readonly news: boolean } = { news: false },
): Promise<User> {
  return trackSignIn(async () => (await calls()).createAccount(email, password, options.news));
}

/** Sends the reset e-mail; the link comes back to this app's origin. */
export async function sendResetEmail(email: string): Promise<void> {
  await (await calls()).sendResetEmail(email);
}
