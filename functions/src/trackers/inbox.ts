/**
 * The tracker event inbox (docs/trackers.md, "Storage"; docs/product.md, "Deliberate differences": providers' webhooks
 * into a server-only inbox, processed idempotently). A webhook only stores the event and
 * answers; onTrackerEventCreated (process-event.ts) does the work. The document id is derived
 * from the event itself, so a provider delivering the same event twice (or an attacker
 * replaying it: docs/security.md item 50) writes one document, processed once.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { expireAtFor } from '../shared/retention';
import { CLAIM_MS } from './retry-policy';

export const INBOX = 'tracker_inbox';

/** 'permissions': Garmin's userPermissionsChange (aspect 'delete' when activity access is taken away). */
export type InboxKind = 'activity' | 'deauthorize' | 'daily' | 'permissions';
export type InboxAspect = 'create' | 'update' | 'delete';
/**
 * 'processing': claimed by a runner until nextAttemptAt (then a sweep may take it over).
 * 'refused': final; the event would remove or disconnect something and the provider, asked
 * with the participant's own token, did not confirm it (a forged event: docs/security.md
 * item 61); why is in lastError.
 */
export type InboxStatus =
  'pending' | 'processing' | 'done' | 'ignored' | 'refused' | 'retry' | 'failed';

/** An event its handler would not apply: the provider contradicts it (docs/security.md item 61). */
export interface Refused {
  readonly status: 'refused';
  readonly reason: string;
}

/**
 * What a provider's handler made of one event: 'done' (a row or a connection changed),
 * 'ignored' (nothing we keep), or refused.
 */
export type HandlerResult = 'done' | 'ignored' | Refused;

export function refused(reason: string): Refused {
  return { status: 'refused', reason };
}

/** What a webhook hands to enqueue: the event as the provider said it. */
export interface NewInboxEvent {
  readonly provider: TrackerProvider;
  /** The provider's account id (Strava owner_id, Fitbit ownerId, Garmin userId). */
  readonly ownerId: string;
  readonly kind: InboxKind;
  /** The provider's id of what changed (an activity id; the account id for deauthorize; a day for daily). */
  readonly objectId: string;
  readonly aspect: InboxAspect;
  /** The provider's event as delivered (JSON values only). */
  readonly payload: Readonly<Record<string, unknown>>;
}

/** tracker_inbox/{eventId}. */
export interface InboxEvent extends NewInboxEvent {
  readonly receivedAt: Timestamp;
  /** When the TTL policy deletes it (shared/retention.ts); absent on events stored before it. */
  readonly expireAt?: Timestamp;
  readonly status: InboxStatus;
  /** Processing runs so far (each may call the provider a few times). */
  readonly attempts: number;
  /**
   * ms: when a 'retry' is due, when a 'processing' claim lapses, or when a 'pending' event whose
   * trigger never ran is swept up; null once final.
   */
  readonly nextAttemptAt: number | null;
  readonly lastError: string | null;
}

/** JSON with object keys sorted, so equal values give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The inbox document id of an event: the provider and a hash of everything the provider said
 * (its own event time included), so the same delivery is one id and two different events are
 * two. A provider that repeats an identical notification for new data (Fitbit's per-day
 * notifications) must put what tells the deliveries apart into the payload.
 */
export function eventIdOf(event: NewInboxEvent): string {
  const { provider, ownerId, kind, objectId, aspect, payload } = event;
  const digest = createHash('sha256')
    .update(canonicalJson({ provider, ownerId, kind, objectId, aspect, payload }))
    .digest('hex');
  return `${provider}-${digest.slice(0, 40)}`;
}

/** Stores the event unless it is there already; resolves to true when it was new. */
export async function enqueue(
  db: Firestore,
  event: NewInboxEvent,
  now = new Date(),
): Promise<boolean> {
  const { provider, ownerId, kind, objectId, aspect, payload } = event;
  const doc: InboxEvent = {
    provider,
    ownerId,
    kind,
    objectId,
    aspect,
    payload,
    receivedAt: Timestamp.fromDate(now),
    // Deleted by the collection's TTL policy then (shared/retention.ts, docs/trackers.md).
    expireAt: Timestamp.fromDate(expireAtFor('trackerInbox', now)),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now.getTime() + CLAIM_MS,
    lastError: null,
  };
  try {
    await db.collection(INBOX).doc(eventIdOf(event)).create(doc);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS: a repeated delivery
    throw error;
  }
}
