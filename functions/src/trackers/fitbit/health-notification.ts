/**
 * The Google Health API's webhook notifications (docs/trackers.md, "Fitbit"). Pure.
 * - Every request carries the subscriber's `Authorization` secret (the value registered with
 *   projects.subscribers, sent as the whole header); a request without it, or with another, is
 *   refused with 401 and nothing is stored (docs/trackers.md, "Processing"). That is also the
 *   registration's verification: {"type": "verification"} with the secret answers 201, without
 *   it 401.
 * - A notification: {data: {healthUserId, dataType, operation: 'UPSERT' | 'DELETE',
 *   civilIso8601TimeInterval?: {startTime, endTime}, clientProvidedSubscriptionName?}}, one
 *   object or an array of them. Only `exercise` is ours; other data types are skipped.
 */
import { timingSafeEqual } from 'node:crypto';
import type { NewInboxEvent } from '../inbox';
import { record } from '../../shared/record';
import { addDays } from '../../../../src/contract/toronto-day';
import { civilDay, MAX_SPAN_DAYS, type DaySpan } from './health-exercise';

/** Whether the request's Authorization header is the subscriber's secret; constant time. */
export function authorizedNotification(header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || header === '' || secret === '') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface HealthNotification {
  readonly healthUserId: string;
  readonly operation: 'UPSERT' | 'DELETE';
  readonly span: DaySpan;
}

export type ParsedDelivery =
  | { readonly kind: 'verification' }
  | {
      readonly kind: 'notifications';
      readonly notifications: readonly HealthNotification[];
      readonly skipped: number;
    }
  | { readonly kind: 'refused'; readonly reason: string };

const HEALTH_USER_ID = /^[A-Za-z0-9-]{1,63}$/;
/** Notifications in one delivery at most. */
const MAX_NOTIFICATIONS = 500;

/** The days a notification's civil interval covers, at most MAX_SPAN_DAYS (its last days). */
export function spanOf(interval: unknown): DaySpan | null {
  const fields = record(interval);
  const fromDay = civilDay(fields.startTime);
  const endDay = civilDay(fields.endTime) ?? fromDay;
  if (fromDay === null || endDay === null || endDay < fromDay) return null;
  const earliest = addDays(endDay, -(MAX_SPAN_DAYS - 1));
  return { fromDay: fromDay < earliest ? earliest : fromDay, toDay: endDay };
}

/** One notification about exercise, or null when it is malformed or about another data type. */
export function parseNotification(value: unknown): HealthNotification | null {
  const data = record(record(value).data);
  const { healthUserId, dataType, operation } = data;
  if (dataType !== 'exercise') return null;
  if (typeof healthUserId !== 'string' || !HEALTH_USER_ID.test(healthUserId)) return null;
  if (operation !== 'UPSERT' && operation !== 'DELETE') return null;
  const span = spanOf(data.civilIso8601TimeInterval);
  return span === null ? null : { healthUserId, operation, span };
}

/** A delivery's parsed JSON body: the verification, notifications, or refused as malformed. */
export function parseDelivery(body: unknown): ParsedDelivery {
  if (record(body).type === 'verification') return { kind: 'verification' };
  const items = Array.isArray(body) ? body : [body];
  if (typeof body !== 'object' || body === null)
    return { kind: 'refused', reason: 'the body is not a JSON object or array' };
  if (items.length > MAX_NOTIFICATIONS)
    return { kind: 'refused', reason: 'too many notifications' };
  const notifications = items
    .map(parseNotification)
    .filter((n): n is HealthNotification => n !== null);
  return { kind: 'notifications', notifications, skipped: items.length - notifications.length };
}

/**
 * The inbox event of a notification received at `receivedAtMs`. Google names a span, not a data
 * point, and says the same words again when the span changes again, so the delivery time is part
 * of the event (the inbox id hashes it): each delivery is one event, and the handler reads the
 * whole span again, so a replay imports nothing twice (docs/trackers.md, "Processing").
 */
export function inboxEventOf(n: HealthNotification, receivedAtMs: number): NewInboxEvent {
  return {
    provider: 'fitbit',
    ownerId: n.healthUserId,
    kind: 'activity',
    objectId: `${n.span.fromDay}_${n.span.toDay}`,
    aspect: n.operation === 'DELETE' ? 'delete' : 'update',
    payload: {
      healthUserId: n.healthUserId,
      operation: n.operation,
      fromDay: n.span.fromDay,
      toDay: n.span.toDay,
      receivedAtMs,
    },
  };
}

/** The span an inbox event's payload names (the handler's side of inboxEventOf). */
export function spanOfPayload(payload: unknown): DaySpan | null {
  const { fromDay, toDay } = record(payload);
  return spanOf({ startTime: fromDay, endTime: toDay });
}
