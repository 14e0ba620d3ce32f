/**
 * Her push subscriptions (docs/push.md): users/{uid}/pushSubscriptions/{deviceId}, one per
 * device she turned notifications on, written and read by her alone (firestore.rules,
 * docs/security.md item 81), read by the functions that send (functions/src/push/). A
 * document holds the browser's PushSubscription (its endpoint and keys, RFC 8030 / RFC 8291)
 * and the kinds she wants on that device. The device id is derived from the endpoint, so the
 * same device subscribing again writes the same document. Pure.
 */
import { toDate, toRecord, toText } from './values';

/** What she can be told by push (docs/push.md): one checkbox each on her account page. */
export const PUSH_KINDS = ['milestones', 'cheers', 'notes', 'trackers'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export type PushKinds = Readonly<Record<PushKind, boolean>>;

/** Bounds firestore.rules repeats (`validPushSubscription`). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;
export const PUSH_KEY_MAX_LENGTH = 200;
/** A device id: base64url of the endpoint's SHA-256 (43 characters). */
export const PUSH_DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export interface PushSubscriptionDoc {
  readonly deviceId: string;
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly kinds: PushKinds;
  readonly updatedAt: Date | null;
}

export const pushSubscriptionsPath = (uid: string): string => `users/${uid}/pushSubscriptions`;

export const NO_PUSH_KINDS: PushKinds = {
  milestones: false,
  cheers: false,
  notes: false,
  trackers: false,
};

export function parsePushKinds(value: unknown): PushKinds {
  const stored = toRecord(value);
  return {
    milestones: stored.milestones === true,
    cheers: stored.cheers === true,
    notes: stored.notes === true,
    trackers: stored.trackers === true,
  };
}

/** The stored subscription, or null when it cannot be sent to (no endpoint or keys). */
export function parsePushSubscription(deviceId: string, data: unknown): PushSubscriptionDoc | null {
  const stored = toRecord(data);
  const keys = toRecord(stored.keys);
  const endpoint = toText(stored.endpoint);
  const p256dh = toText(keys.p256dh);
  const auth = toText(keys.auth);
  if (!endpoint || !p256dh || !auth) return null;
  return {
    deviceId,
    endpoint,
    keys: { p256dh, auth },
    kinds: parsePushKinds(stored.kinds),
    updatedAt: toDate(stored.updatedAt),
  };
}

/**
 * The push services of the browsers the product supports (docs/push.md): Chrome and Edge on
 * Android (FCM), Firefox (Mozilla's autopush), Safari (Apple), Edge on Windows (WNS).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_SERVICE_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

/**
 * Whether the functions may POST to this endpoint: an https URL of a browser's push service
 * (RFC 8030 §5), or, in the emulator suite only, the local push stand-in on the loopback
 * (scripts/lib/push-server.mjs). A participant writes the endpoint, so the server never sends
 * anywhere else (docs/security.md item 81).
 */
export function pushEndpointAllowed(endpoint: string, emulator: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH || url.username || url.password) return false;
  if (emulator) return url.hostname === '127.0.0.1' && /^https?:$/.test(url.protocol);
  return (
    url.protocol === 'https:' &&
    (PUSH_SERVICE_HOSTS.includes(url.hostname) ||
      PUSH_SERVICE_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix)))
  );
}
