/**
 * The one guard every organiser callable goes through (docs/organiser-console.md; docs/security.md
 * item 78): the callable wrapper (shared/callable.ts) with the custom claim `admin: true`
 * required, checked on the ID token before the request is parsed or anything read. A visitor is
 * answered `unauthenticated` as by every callable (item 59), a participant `permission-denied`.
 */
import type { CallableOptions } from 'firebase-functions/v2/https';
import type { CallableContract } from '../../../src/contract/callables/callable';
import { callableFunction, type Caller } from '../shared/callable';

/** The text a participant reads when she calls an organiser callable. */
export const ORGANISERS_ONLY = 'Only organisers can do this.';

export function organiserCallable<Request, Response>(
  contract: CallableContract<Request>,
  handler: (input: Request, caller: Caller) => Promise<Response>,
  options: CallableOptions & { readonly refusedText?: string } = {},
) {
  const { refusedText, ...rest } = options;
  return callableFunction(contract, handler, {
    ...rest,
    organisersOnly: refusedText ?? ORGANISERS_ONLY,
  });
}
