/**
 * How long server records that hold personal data stay (docs/privacy.md, "How long we keep
 * it"; docs/data-model.md). Each such document carries `expireAt`, and a Firestore TTL policy
 * on that field per collection (README, "Deploying": the gcloud step) deletes it once passed.
 * Pure: the writers stamp `expireAt: expireAtFor(kind, now)`.
 */

/** Days each kind of record is kept after it is written. */
export const RETENTION_DAYS = {
  /** mail/{id}: recipient, names, addresses in the text; kept for delivery questions. */
  mail: 90,
  /** tracker_inbox/{eventId}: provider events (owner ids, activity payloads); retries end long before. */
  trackerInbox: 30,
  /** reconcile_runs/{runId}: what a sweep repaired (uids, payment ids) for the organiser to read. */
  reconcileRuns: 90,
  /** ops_alerts/{id}: uids and payment ids of failures; a year after it was last seen, for patterns. */
  opsAlerts: 365,
  /** push_sent/{eventId}__{deviceId}: that an event was pushed to a device (docs/push.md); its uid. */
  pushSent: 90,
} as const;

/** Minutes a short-lived record is kept after it is written. */
export const RETENTION_MINUTES = {
  /** oauth_pending/{state}: her uid and a PKCE verifier while she is at the provider (docs/trackers.md). */
  oauthPending: 15,
} as const;

export type RetainedRecord = keyof typeof RETENTION_DAYS | keyof typeof RETENTION_MINUTES;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

function keptMs(kind: RetainedRecord): number {
  return kind in RETENTION_MINUTES
    ? RETENTION_MINUTES[kind as keyof typeof RETENTION_MINUTES] * MINUTE_MS
    : RETENTION_DAYS[kind as keyof typeof RETENTION_DAYS] * DAY_MS;
}

/** When a record of `kind` written at `writtenAt` is to be deleted. */
export function expireAtFor(kind: RetainedRecord, writtenAt: Date): Date {
  return new Date(writtenAt.getTime() + keptMs(kind));
}
