/**
 * The sign-in, sign-up and reset screens' messages in the active language (docs/i18n.md). The
 * checks and the provider's codes stay pure and in English (auth-errors.ts, validation.ts,
 * reset-errors.ts: the browser tests import them); the screens show each through this table,
 * whose English is checked against those constants (auth-messages.test.ts). A provider's own
 * message that is not in the table is shown as it came.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { AUTH_MESSAGES } from './auth-errors';
import { RESET_FAILED, RESET_USER_NOT_FOUND } from './reset-errors';
import { PASSWORDS_MUST_MATCH, REPEAT_REQUIRED, TERMS_REQUIRED } from './validation';

/** Each English message (the constants) with its catalogue message; the same English twice. */
export const AUTH_MESSAGE_TABLE: ReadonlyMap<string, MessageDescriptor> = new Map([
  [AUTH_MESSAGES['missing-email'], msg`Please enter your e-mail address.`],
  [
    AUTH_MESSAGES['invalid-email'],
    msg`Please enter a valid e-mail address, like name@example.com.`,
  ],
  [AUTH_MESSAGES['missing-password'], msg`Please enter your password.`],
  [AUTH_MESSAGES['weak-password'], msg`Password should be at least 6 characters.`],
  [
    AUTH_MESSAGES['email-already-in-use'],
    msg`An account with this e-mail address already exists. Log in instead.`,
  ],
  [
    AUTH_MESSAGES['invalid-credential'],
    msg`The e-mail address or password is incorrect. Check them and try again.`,
  ],
  [
    AUTH_MESSAGES['too-many-requests'],
    msg`Too many attempts. Please wait a few minutes, or reset your password, and try again.`,
  ],
  [
    AUTH_MESSAGES['user-disabled'],
    msg`This account has been disabled. Please contact us for help.`,
  ],
  [
    AUTH_MESSAGES['network-request-failed'],
    msg`We could not reach the server. Check your connection and try again.`,
  ],
  // The spec's spelling in English (docs/product.md §R5); French spells it right.
  [PASSWORDS_MUST_MATCH, msg`Passowrd must match!`],
  [TERMS_REQUIRED, msg`Please agree to the terms and the privacy policy to continue.`],
  [REPEAT_REQUIRED, msg`Please repeat your password.`],
  [
    RESET_USER_NOT_FOUND,
    msg`Sorry. This email address is not associated with an account in our system yet.`,
  ],
  [
    RESET_FAILED,
    msg`We could not send the e-mail right now. Please check the address and try again.`,
  ],
]);

/** `translate(englishMessage)`: the message in the active language. */
export function useAuthMessage(): (message: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (message: string) => {
      const descriptor = AUTH_MESSAGE_TABLE.get(message);
      return descriptor ? i18n._(descriptor) : message;
    },
    [i18n],
  );
}
