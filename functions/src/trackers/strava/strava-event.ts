/**
 * Strava's webhook (push subscription) messages, checked and turned into inbox events
 * (docs/trackers.md; Strava's Webhook Events API). Pure.
 * - GET validation: hub.mode=subscribe, hub.verify_token ours → echo hub.challenge.
 * - POST event: {object_type 'activity' | 'athlete', object_id, aspect_type, updates,
 *   owner_id, subscription_id, event_time}. One naming another subscription is not ours
 *   (docs/security.md item 51). An athlete event with updates.authorized 'false' is a
 *   deauthorization; other athlete updates concern nothing we keep.
 */
import type { NewInboxEvent } from '../inbox';
import { stravaId } from './strava-activity';
import { record } from '../../shared/record';

/** The challenge to echo, or null when the handshake is not ours. */
export function handshakeChallenge(
  query: Readonly<Record<string, unknown>>,
  verifyToken: string,
): string | null {
  const challenge = query['hub.challenge'];
  if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== verifyToken) return null;
  return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 256
    ? challenge
    : null;
}

export type ParsedStravaEvent =
  | { readonly status: 'event'; readonly event: NewInboxEvent }
  | { readonly status: 'ignored'; readonly reason: string }
  | { readonly status: 'invalid'; readonly reason: string }
  | { readonly status: 'foreign' };

const ASPECTS = new Set(['create', 'update', 'delete']);

/** The `updates` Strava sends (title, type, private, authorized): short scalars only. */
function cleanUpdates(value: unknown): Record<string, string | boolean | number> {
  const updates: Record<string, string | boolean | number> = {};
  for (const [key, v] of Object.entries(record(value)).slice(0, 20)) {
    if (!/^[A-Za-z_]{1,40}$/.test(key)) continue;
    if (typeof v === 'string') updates[key] = v.slice(0, 200);
    else if (typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)))
      updates[key] = v;
  }
  return updates;
}

export function parseStravaEvent(body: unknown, subscriptionId: string): ParsedStravaEvent {
  const data = record(body);
  const subscription = data.subscription_id;
  if (subscription === undefined || String(subscription) !== subscriptionId)
    return { status: 'foreign' };
  const ownerId = stravaId(data.owner_id);
  const objectId = stravaId(data.object_id);
  const aspect = data.aspect_type;
  const eventTime = data.event_time;
  if (ownerId === null || objectId === null)
    return { status: 'invalid', reason: 'owner_id and object_id are required' };
  if (typeof aspect !== 'string' || !ASPECTS.has(aspect))
    return { status: 'invalid', reason: 'unknown aspect_type' };
  if (typeof eventTime !== 'number' || !Number.isSafeInteger(eventTime))
    return { status: 'invalid', reason: 'event_time is required' };
  const updates = cleanUpdates(data.updates);
  const payload = {
    object_type: data.object_type,
    object_id: data.object_id,
    aspect_type: aspect,
    owner_id: data.owner_id,
    subscription_id: subscription,
    event_time: eventTime,
    updates,
  };
  if (data.object_type === 'activity') {
    return {
      status: 'event',
      event: {
        provider: 'strava',
        ownerId,
        kind: 'activity',
        objectId,
        aspect: aspect as NewInboxEvent['aspect'],
        payload,
      },
    };
  }
  if (data.object_type === 'athlete') {
    if (updates.authorized !== 'false' && updates.authorized !== false)
      return { status: 'ignored', reason: 'an athlete update other than deauthorization' };
    return {
      status: 'event',
      event: {
        provider: 'strava',
        ownerId,
        kind: 'deauthorize',
        objectId: ownerId,
        aspect: 'update',
        payload,
      },
    };
  }
  return { status: 'invalid', reason: 'unknown object_type' };
}
