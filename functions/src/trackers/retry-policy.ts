/**
 * When the inbox tries an event again (docs/trackers.md, "Processing"). Pure: the numbers and
 * decisions; process-event.ts does the waiting and the writing.
 * - Within one run a failing provider call is tried IN_RUN_TRIES times, waiting a little
 *   (Retry-After when the provider says, if it is short).
 * - A run that still fails leaves the event 'retry' with nextAttemptAt after an exponential
 *   backoff (at least what Retry-After asked); the sweep (schedule, next event) runs it then.
 * - After MAX_ATTEMPTS runs it is 'failed' and logged.
 */

export const IN_RUN_TRIES = 3;
/** The longest wait inside one run; a longer Retry-After ends the run (the sweep comes back). */
export const IN_RUN_WAIT_CAP_MS = 2_000;
const IN_RUN_BACKOFF_MS: readonly number[] = [250, 1_000];

/**
 * The waits between a run's tries. In production the provider gets a moment to recover, and
 * other events' runs go on beside the waiting one. The Firestore emulator delivers trigger
 * events one at a time, each after the previous function returned, and its stand-ins answer a
 * retry at once: a wait there only holds every trigger of the whole suite behind it (a failing
 * run took about 1.4 s, its three answers about 45 ms; docs/testing.md, "One trigger queue for the
 * whole suite"). On the emulator the tries follow each other at once; their number,
 * Retry-After and the backoff between runs are the same.
 */
export function inRunBackoffFor(env: { readonly FUNCTIONS_EMULATOR?: string }): readonly number[] {
  return env.FUNCTIONS_EMULATOR === 'true' ? [0, 0] : IN_RUN_BACKOFF_MS;
}

export const MAX_ATTEMPTS = 8;
export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 6 * 3_600_000;

/** How long a run's claim holds; a runner that died is replaced after it (longer than a function's timeout). */
export const CLAIM_MS = 10 * 60_000;

/** The wait before try `tried + 1` of this run, or null to end the run. */
export function inRunWaitMs(
  tried: number,
  retryAfterMs: number | null,
  backoffMs: readonly number[] = IN_RUN_BACKOFF_MS,
): number | null {
  if (tried >= IN_RUN_TRIES) return null;
  if (retryAfterMs !== null && retryAfterMs > IN_RUN_WAIT_CAP_MS) return null;
  const backoff = backoffMs[Math.min(tried - 1, backoffMs.length - 1)] ?? 0;
  return Math.min(IN_RUN_WAIT_CAP_MS, Math.max(backoff, retryAfterMs ?? 0));
}

export type AfterFailure =
  | { readonly status: 'retry'; readonly nextAttemptAt: number }
  | { readonly status: 'failed'; readonly nextAttemptAt: null };

/** What happens after run number `attempts` failed with a retryable error. */
export function afterFailedRun(
  attempts: number,
  retryAfterMs: number | null,
  nowMs: number,
): AfterFailure {
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed', nextAttemptAt: null };
  const backoff = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return { status: 'retry', nextAttemptAt: nowMs + Math.max(backoff, retryAfterMs ?? 0) };
}

/** Whether a runner may claim an event in this state now. */
export function claimable(
  status: unknown,
  nextAttemptAt: unknown,
  nowMs: number,
  ownTrigger: boolean,
): boolean {
  // The trigger of a new event takes it at once; anything else waits for nextAttemptAt.
  if (status === 'pending' && ownTrigger) return true;
  if (status !== 'pending' && status !== 'retry' && status !== 'processing') return false;
  return typeof nextAttemptAt === 'number' && nextAttemptAt <= nowMs;
}
