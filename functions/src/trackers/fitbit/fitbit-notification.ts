/**
 * Fitbit's subscription notifications (docs/trackers.md; Fitbit Subscriptions API): a JSON
 * array of {collectionType, date, ownerId, ownerType, subscriptionId}. 'activities' says the
 * owner's activity log of that day changed (an activity added, edited or deleted);
 * 'userRevokedAccess' says the owner revoked our access. Other collections are not ours
 * (we subscribe to activities only). Pure.
 */
import type { NewInboxEvent } from '../inbox';

export type FitbitNotificationKind = 'activity' | 'deauthorize';

export interface FitbitNotification {
  readonly kind: FitbitNotificationKind;
  readonly collectionType: string;
  /** The owner's calendar day (their own time zone), 'YYYY-MM-DD'. */
  readonly date: string;
  /** The Fitbit user id (encoded id, e.g. '228S74'). */
  readonly ownerId: string;
  readonly ownerType: string;
  /** Our subscription id: the participant's uid (exchange-authorization-code.ts). */
  readonly subscriptionId: string;
}

export type ParsedNotifications =
  | {
      readonly ok: true;
      readonly notifications: readonly FitbitNotification[];
      readonly skipped: number;
    }
  | { readonly ok: false; readonly reason: string };

const OWNER_ID = /^[A-Za-z0-9]{1,32}$/;
const SUBSCRIPTION_ID = /^[A-Za-z0-9_-]{1,50}$/;
/** Notifications in one delivery; Fitbit batches a few, never thousands. */
const MAX_NOTIFICATIONS = 500;

/** A real calendar day 'YYYY-MM-DD'. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function text(item: Record<string, unknown>, name: string): string {
  const value = item[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function kindOf(collectionType: string): FitbitNotificationKind | null {
  if (collectionType === 'activities') return 'activity';
  if (collectionType === 'userRevokedAccess') return 'deauthorize';
  return null;
}

/** One notification, or null when it is malformed or about a collection we do not keep. */
export function parseNotification(value: unknown): FitbitNotification | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  const collectionType = text(item, 'collectionType');
  const kind = kindOf(collectionType);
  const notification = {
    kind,
    collectionType,
    date: text(item, 'date'),
    ownerId: text(item, 'ownerId'),
    ownerType: text(item, 'ownerType') || 'user',
    subscriptionId: text(item, 'subscriptionId'),
  };
  if (kind === null || notification.ownerType !== 'user') return null;
  if (!OWNER_ID.test(notification.ownerId) || !SUBSCRIPTION_ID.test(notification.subscriptionId))
    return null;
  // A revocation may come without a day; an activity notification needs one.
  if (kind === 'activity' && !isCalendarDay(notification.date)) return null;
  if (kind === 'deauthorize' && notification.date !== '' && !isCalendarDay(notification.date))
    return null;
  return { ...notification, kind };
}

/** The notifications of one delivery (the parsed JSON body). */
export function parseNotifications(body: unknown): ParsedNotifications {
  if (!Array.isArray(body)) return { ok: false, reason: 'the body is not a JSON array' };
  if (body.length > MAX_NOTIFICATIONS) return { ok: false, reason: 'too many notifications' };
  const notifications = body
    .map(parseNotification)
    .filter((n): n is FitbitNotification => n !== null);
  return { ok: true, notifications, skipped: body.length - notifications.length };
}

/**
 * The inbox event of one notification received at `receivedAtMs`. Fitbit sends the same
 * notification, word for word, each time a day's log changes, so the delivery time is part of
 * the event (the inbox id hashes the event): each delivery is one event, and the handler reads
 * the whole day again, so a replay imports nothing twice (security checklist 50).
 */
export function inboxEventOf(
  notification: FitbitNotification,
  receivedAtMs: number,
): NewInboxEvent {
  const { kind, collectionType, date, ownerId, ownerType, subscriptionId } = notification;
  return {
    provider: 'fitbit',
    ownerId,
    kind,
    objectId: kind === 'activity' ? date : ownerId,
    aspect: kind === 'activity' ? 'update' : 'delete',
    payload: { collectionType, date, ownerId, ownerType, subscriptionId, receivedAtMs },
  };
}
