/**
 * Retries of the Firestore triggers that grant or derive value (docs/house-style.md rule 14:
 * idempotent, retried, and a failure leaves a record). Each trigger is deployed with
 * `retry: true`, so a transient failure (a contended transaction, a Firestore blip, a deploy in
 * the middle) is run again by the platform instead of leaving a participant who paid without a
 * registration, or a row whose standings never catch up. Every handler recomputes from the
 * documents as they are (provisioning's marker, the row's totals), so a repeated run converges.
 * An event older than its cut-off is not run again: it is logged as an error for an organiser
 * (and the standings rebuild script or the participant's next write repairs derived data).
 * Every failed run is also reported to Sentry with the trigger's name (`reportedTrigger`,
 * error-report.ts; docs/error-reporting.md) before the platform retries it.
 */
import { logger } from 'firebase-functions';
import { reportFunctionError } from './error-report';

const HOUR_MS = 60 * 60 * 1000;

/** How long each trigger keeps retrying a failed event. */
export const RETRY_CUTOFF_MS = {
  /** A paid order: keep trying for three days (the platform stops at seven). */
  payment: 72 * HOUR_MS,
  /** Completion, team summary, fair play, standings: the next write of the row recomputes them. */
  derived: HOUR_MS,
} as const;

/** True when an event that happened at `eventTime` (ISO) is past its cut-off at `nowMs`. */
export function tooOldToRetry(eventTime: string, nowMs: number, cutoffMs: number): boolean {
  const happenedMs = Date.parse(eventTime);
  return Number.isFinite(happenedMs) && nowMs - happenedMs > cutoffMs;
}

/** Logs and answers true when the event is past its cut-off, so the handler returns at once. */
export function droppedAsTooOld(
  trigger: string,
  event: {
    readonly id: string;
    readonly time: string;
    readonly params: Readonly<Record<string, string>>;
  },
  cutoffMs: number,
  nowMs = Date.now(),
): boolean {
  if (!tooOldToRetry(event.time, nowMs, cutoffMs)) return false;
  logger.error(`${trigger}: event past its retry cut-off, not run again`, {
    eventId: event.id,
    time: event.time,
    ...event.params,
  });
  return true;
}

/**
 * The trigger's handler, with a failed run reported (the trigger's name, the event id) and then
 * thrown again, so the platform still retries it.
 */
export function reportedTrigger<E extends { readonly id: string }>(
  trigger: string,
  handler: (event: E) => Promise<unknown>,
): (event: E) => Promise<void> {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      await reportFunctionError(trigger, error, { eventId: event.id });
      throw error;
    }
  };
}
