/**
 * "Delete my account" (account page, beyond the spec): what the form checks before anything is
 * sent, and how a failure is read. Pure.
 */
import { refusalCodeOf } from '../../../contract/callables/callable';
import { DELETE_MY_ACCOUNT_REFUSALS } from '../../../contract/callables/delete-my-account';

/** Whether she typed the confirmation word of her language (spaces and letter case aside). */
export function confirmationTyped(typed: string, word: string): boolean {
  return typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
}

/**
 * What went wrong, as the form shows it: her password at the field (refused by Firebase Auth,
 * or a sign-in too old for the server), too many tries, or anything else as a failure to retry
 * (no network, a server outage).
 */
export type DeleteFailure = 'wrongPassword' | 'signInAgain' | 'tooManyAttempts' | 'retry';

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-password',
  'auth/missing-password',
]);

export function deleteFailureOf(error: unknown): DeleteFailure {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && WRONG_PASSWORD.has(code)) return 'wrongPassword';
  if (code === 'auth/too-many-requests') return 'tooManyAttempts';
  if (code === 'auth/requires-recent-login') return 'signInAgain';
  const refusal = refusalCodeOf(error, DELETE_MY_ACCOUNT_REFUSALS);
  if (refusal === 'signInAgain') return 'signInAgain';
  return 'retry';
}
