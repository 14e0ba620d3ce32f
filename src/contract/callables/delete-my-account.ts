/**
 * The `deleteMyAccount` callable (account page, "Delete my account"; docs/data-model.md, "What
 * deleting an account removes"): the request only says she confirmed; whose account goes comes
 * from auth alone (docs/security.md item 68), and only from a sign-in of the last few minutes
 * (the page re-authenticates her with her password just before calling).
 */
import {
  accept,
  refuseWith,
  requestFields,
  type CallableContract,
  type RefusalTexts,
} from './callable';

export const DELETE_MY_ACCOUNT_REFUSALS = ['signedOut', 'notConfirmed', 'signInAgain'] as const;

export type DeleteMyAccountRefusal = (typeof DELETE_MY_ACCOUNT_REFUSALS)[number];

export const DELETE_MY_ACCOUNT_REFUSAL_TEXTS: RefusalTexts<DeleteMyAccountRefusal> = {
  signedOut: 'Sign in to delete your account.',
  notConfirmed: 'Type the confirmation word to delete your account.',
  signInAgain: 'Enter your password again to delete your account.',
};

export interface DeleteMyAccountRequest {
  readonly confirm: true;
}

export interface DeleteMyAccountResponse {
  readonly deleted: true;
}

/** How recent her sign-in must be (the token's auth_time), as Firebase asks for sensitive actions. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/** Whether a token signed in at `authTimeSeconds` (its auth_time claim) is recent enough at `nowMs`. */
export function signedInRecently(authTimeSeconds: unknown, nowMs: number): boolean {
  return (
    typeof authTimeSeconds === 'number' &&
    Number.isFinite(authTimeSeconds) &&
    nowMs - authTimeSeconds * 1000 <= RECENT_SIGN_IN_MS
  );
}

export const DELETE_MY_ACCOUNT: CallableContract<DeleteMyAccountRequest> = {
  name: 'deleteMyAccount',
  signedOutMessage: DELETE_MY_ACCOUNT_REFUSAL_TEXTS.signedOut,
  // Only `confirm: true`; anything else in the request (a uid) is never read.
  parse: (raw) =>
    requestFields(raw).confirm === true
      ? accept({ confirm: true })
      : refuseWith('invalid-argument', 'notConfirmed', DELETE_MY_ACCOUNT_REFUSAL_TEXTS),
};
