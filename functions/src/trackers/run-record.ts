/**
 * What the inbox records after one run of a handler (docs/trackers.md, "Processing"). Pure:
 * process-event.ts runs the handler and writes these fields.
 * - done / ignored: final, no error.
 * - refused: final, the reason in lastError (the provider contradicts the event: docs/security.md
 *   item 61). Never retried: asking again would get the same answer.
 * - failed (a provider's final answer to a call we needed): final, the error in lastError.
 * - retry (429, 5xx, network, our own failure): retry-policy.ts decides when, or failed
 *   after the last attempt.
 */
import type { InboxStatus } from './inbox';
import { RetryableProviderError } from './provider-fetch';
import { afterFailedRun } from './retry-policy';

export type RunOutcome =
  | { readonly status: 'done' | 'ignored' }
  | { readonly status: 'refused'; readonly reason: string }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'retry'; readonly error: RetryableProviderError | Error };

/** A type, not an interface: Firestore's update() wants an object with an index signature. */
export type RunRecord = {
  readonly status: InboxStatus;
  readonly nextAttemptAt: number | null;
  readonly lastError: string | null;
};

const TEXT_MAX = 500;

function errorText(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    TEXT_MAX,
  );
}

/** The inbox fields after run number `attempts` ended with `outcome` at `nowMs`. */
export function recordOf(outcome: RunOutcome, attempts: number, nowMs: number): RunRecord {
  if (outcome.status === 'failed')
    return { status: 'failed', nextAttemptAt: null, lastError: errorText(outcome.error) };
  if (outcome.status === 'refused')
    return { status: 'refused', nextAttemptAt: null, lastError: outcome.reason.slice(0, TEXT_MAX) };
  if (outcome.status === 'retry') {
    const retryAfter =
      outcome.error instanceof RetryableProviderError ? outcome.error.retryAfterMs : null;
    return { ...afterFailedRun(attempts, retryAfter, nowMs), lastError: errorText(outcome.error) };
  }
  return { status: outcome.status, nextAttemptAt: null, lastError: null };
}
