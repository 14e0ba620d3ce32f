/**
 * Processing the tracker inbox (docs/trackers.md, "Processing"; docs/product.md, "Deliberate differences": an event
 * must count exactly once, even when replayed or when we fail).
 * - onTrackerEventCreated: a new tracker_inbox document is claimed and run through its
 *   provider's handler; then due events of earlier runs are swept.
 * - retryTrackerEvents: the same sweep every 10 minutes (the emulator never fires schedules:
 *   there the next event, or the stand-in's /sweep, runs it).
 * Every run claims its event in a transaction (status 'processing', a claim id, a lapse
 * time), so two runners never process one event at once, and one that died is replaced after
 * the claim lapses. What is recorded after a run (done, ignored, refused, retry, failed) is
 * run-record.ts's. Handlers are idempotent (keys derived from the provider's ids), so a
 * run repeated after a crash converges to the same rows.
 */
import { randomUUID } from 'node:crypto';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TRACKER_NAME, type TrackerProvider } from '../../../src/contract/tracker-activity';
import { INBOX, type HandlerResult, type InboxEvent, type InboxStatus } from './inbox';
import { deployedSecrets } from './provider-config';
import { ProviderError, RetryableProviderError } from './provider-fetch';
import { CLAIM_MS, claimable, inRunBackoffFor, inRunWaitMs } from './retry-policy';
import { recordOf, type RunOutcome } from './run-record';
import { fitbitHandler } from './fitbit/fitbit-handler';
import { garminHandler } from './garmin/garmin-handler';
import { stravaHandler } from './strava/strava-handler';
import { ownerOf } from './token-store';
import { queueTrackerTroubleMail, troubleOf } from './tracker-trouble';
import { trackerTroubleMailId } from './tracker-trouble-mail';
import { pushToDevices } from '../push/send-push';
import { VAPID_PRIVATE_KEY_NAME } from '../push/vapid';
import { reportProviderHealth } from '../ops/provider-health';

export interface ProviderHandler {
  /**
   * Applies one event; 'ignored' when it concerns nothing we keep; refused when the provider
   * contradicts an event that would remove or disconnect (docs/security.md item 61). Throws to be
   * retried (RetryableProviderError, our own failure) or failed (a final ProviderError).
   */
  process(db: Firestore, event: InboxEvent): Promise<HandlerResult>;
}

/** Until a provider's handler is registered here, its events are kept and ignored. */
function notHandledYet(provider: TrackerProvider): ProviderHandler {
  return {
    process: async () => {
      logger.warn(`no ${provider} handler registered: event ignored`);
      return 'ignored';
    },
  };
}

// Registration point: one handler per provider (functions/src/trackers/{provider}/).
const HANDLERS: Record<TrackerProvider, ProviderHandler> = {
  strava: stravaHandler,
  fitbit: fitbitHandler,
  garmin: garminHandler,
};

const SWEEP_LIMIT = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Production's waits between a run's tries; none on the emulator (retry-policy.ts). */
const IN_RUN_BACKOFF = inRunBackoffFor(process.env);

/** Takes the event for this runner; null when it is final, someone else's, or not due. */
async function claim(db: Firestore, ref: DocumentReference, nowMs: number, ownTrigger: boolean) {
  const claimId = randomUUID();
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data() as InboxEvent | undefined;
    if (!data || !claimable(data.status, data.nextAttemptAt, nowMs, ownTrigger)) return null;
    const attempts = (typeof data.attempts === 'number' ? data.attempts : 0) + 1;
    tx.update(ref, { status: 'processing', attempts, nextAttemptAt: nowMs + CLAIM_MS, claimId });
    return { event: { ...data, status: 'processing' as const, attempts }, claimId };
  });
}

/** Runs the handler, trying a retryable failure again a couple of times within the run. */
async function run(db: Firestore, event: InboxEvent): Promise<RunOutcome> {
  const handler = HANDLERS[event.provider] ?? notHandledYet(event.provider);
  for (let tried = 1; ; tried += 1) {
    try {
      const result = await handler.process(db, event);
      return typeof result === 'string' ? { status: result } : result;
    } catch (error) {
      if (!(error instanceof RetryableProviderError)) {
        // Our own failure (a bug, contention, a timeout) is worth another run; a provider's
        // final answer (4xx) is not.
        if (error instanceof ProviderError) return { status: 'failed', error };
        return {
          status: 'retry',
          error: error instanceof Error ? error : new Error(String(error)),
        };
      }
      const wait = inRunWaitMs(tried, error.retryAfterMs, IN_RUN_BACKOFF);
      if (wait === null) return { status: 'retry', error };
      await sleep(wait);
    }
  }
}

/** Claims, runs and records one event; resolves to its new status (null: not claimed). */
export async function processInboxEvent(
  db: Firestore,
  ref: DocumentReference,
  nowMs = Date.now(),
  ownTrigger = false,
) {
  const claimed = await claim(db, ref, nowMs, ownTrigger);
  if (!claimed) return null;
  const { event, claimId } = claimed;
  // A deauthorization that succeeds removes the link that says whose it was: ask first.
  const revokedOwner =
    event.kind === 'deauthorize' ? await ownerOf(db, event.provider, event.ownerId) : null;
  const outcome = await run(db, event);
  const update = recordOf(outcome, event.attempts, nowMs);
  const recorded = await db.runTransaction(async (tx) => {
    // A runner whose claim lapsed and was taken over leaves the record to the new one.
    if ((await tx.get(ref)).data()?.claimId !== claimId) return false;
    tx.update(ref, update);
    return true;
  });
  const context = {
    eventId: ref.id,
    provider: event.provider,
    kind: event.kind,
    attempts: event.attempts,
    status: update.status,
  };
  if (update.status === 'failed')
    logger.error('tracker event failed', { ...context, lastError: update.lastError });
  else if (update.status === 'retry')
    logger.warn('tracker event will be retried', { ...context, lastError: update.lastError });
  else if (update.status === 'refused')
    logger.warn('tracker event refused: the provider did not confirm it', {
      ...context,
      reason: update.lastError,
    });
  else logger.info('tracker event processed', context);
  if (recorded) await tellOfTrouble(db, event, ref.id, update.status, revokedOwner, nowMs);
  // A provider failing for everyone reaches the organisers (ops/provider-health.ts).
  if (recorded) await reportProviderHealth(db, event.provider, outcome);
  return recorded ? update.status : null;
}

/**
 * The tracker-trouble e-mail when this end is one she must hear about, and its push to her
 * devices that asked for tracker trouble (docs/push.md), under the e-mail's id: once per device.
 * Never fails the event: what was recorded stands, and a lost e-mail or push is logged, not retried.
 */
async function tellOfTrouble(
  db: Firestore,
  event: InboxEvent,
  eventId: string,
  status: InboxStatus,
  revokedOwner: string | null,
  nowMs: number,
) {
  const trouble = troubleOf(event.kind, status, event.aspect);
  if (!trouble) return;
  try {
    const uid = revokedOwner ?? (await ownerOf(db, event.provider, event.ownerId));
    if (!uid) return;
    const outcome = await queueTrackerTroubleMail(db, uid, event.provider, trouble, eventId, nowMs);
    logger.info('Tracker trouble e-mail', { eventId, uid, trouble, outcome });
    const id = trackerTroubleMailId(trouble, uid, event.provider, eventId, nowMs);
    await pushToDevices(db, uid, id, () => ({
      kind: 'tracker',
      provider: TRACKER_NAME[event.provider],
    }));
  } catch (error) {
    logger.error('Tracker trouble e-mail not queued', { eventId, error: String(error) });
  }
}

/** Runs the events that are due (retries, lapsed claims, pending events no trigger took). */
export async function sweepDueEvents(
  db: Firestore,
  nowMs = Date.now(),
  limit = SWEEP_LIMIT,
): Promise<number> {
  const due = await db
    .collection(INBOX)
    .where('status', 'in', ['pending', 'retry', 'processing'])
    .where('nextAttemptAt', '<=', nowMs)
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  const results = await Promise.all(due.docs.map((doc) => processInboxEvent(db, doc.ref, nowMs)));
  return results.filter((status) => status !== null).length;
}

/** Handlers refresh access tokens at the providers' token endpoints: their client secrets. */
const HANDLER_SECRETS = [
  'STRAVA_CLIENT_SECRET',
  'FITBIT_CLIENT_SECRET',
  // Garmin: OAuth 2.0 refreshes, and OAuth 1 signing for the links not yet moved.
  'GARMIN_CLIENT_SECRET',
  'GARMIN_CONSUMER_SECRET',
  // The tracker-trouble push (push/vapid.ts).
  VAPID_PRIVATE_KEY_NAME,
];

export const onTrackerEventCreated = onDocumentCreated(
  { document: `${INBOX}/{eventId}`, secrets: deployedSecrets(HANDLER_SECRETS) },
  async (event) => {
    if (!event.data) return;
    const db = getFirestore();
    await processInboxEvent(db, event.data.ref, Date.now(), true);
    await sweepDueEvents(db);
  },
);

export const retryTrackerEvents = onSchedule(
  { schedule: 'every 10 minutes', secrets: deployedSecrets(HANDLER_SECRETS) },
  async () => {
    const processed = await sweepDueEvents(getFirestore());
    if (processed > 0) logger.info(`retried ${processed} tracker events`);
  },
);
