/**
 * What the sign-in, sign-up and reset screens call (spec 01 §7, spec 02 §7). These screens draw
 * before Firebase Auth has loaded (lib/auth-load.ts): the calls themselves (auth-calls.ts, with
 * Firebase Auth) load on the first use, normally long fetched by then.
 */
import type { User } from 'firebase/auth';
import { trackSignIn } from '../../../lib/sign-in-gate';

const calls = () => import('./auth-calls');

export function signIn(email: string, password: string): Promise<User> {
  return trackSignIn(async () => (await calls()).signIn(email, password));
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
