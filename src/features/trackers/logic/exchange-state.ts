/**
 * Where a tracker exchange (a callable that turns the provider's answer into a connection)
 * stands, and what a failed one lets the participant do (docs/product.md §P8: provider errors are
 * logged; beyond the spec, a participant is never left on a page with nothing to press). Pure.
 */
import { refusalCodeOf } from '../../../contract/callables/callable';
import {
  TRACKER_CONNECT_REFUSALS,
  type TrackerConnectRefusal,
} from '../../../contract/callables/tracker-connect';

export type ExchangeState<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'pending' }
  | { readonly state: 'done'; readonly value: T }
  | { readonly state: 'failed'; readonly error: unknown };

/**
 * 'retry': the call may work again (network, timeout, the provider unreachable): a Retry button.
 * 'restart': the server refused this code or this connection, so the same call would fail
 * again: start over from the account page.
 */
export type FailureKind = 'retry' | 'restart';

/** Callable error codes (functions/{code}) that do not change by calling again. */
const FINAL_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'already-exists',
  'not-found',
]);

function codeOf(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code.replace(/^functions\//, '');
}

export function failureKind(error: unknown): FailureKind {
  return FINAL_CODES.has(codeOf(error)) ? 'restart' : 'retry';
}

/**
 * The refusal code the server answered (e.g. accountTaken: "This Strava account is already
 * connected to another participant."), which the page words in the participant's language
 * (connect-refusal-texts.ts); null for a failure to retry or a refusal without a known code.
 */
export function refusalOf(error: unknown): TrackerConnectRefusal | null {
  if (failureKind(error) !== 'restart') return null;
  return refusalCodeOf(error, TRACKER_CONNECT_REFUSALS);
}
