/**
 * Sends one event to each of her devices that asked for its kind (docs/push.md): standard Web
 * Push, the message encrypted for the device (RFC 8291, aes128gcm) and signed with our VAPID key
 * (RFC 8292) by the `web-push` library, POSTed to the device's push service (RFC 8030 §5).
 *
 * Once per event per device (docs/house-style.md rule 14): before sending, a claim
 * `push_sent/{eventId}__{deviceId}` is created (server only, default-deny in firestore.rules);
 * an event replayed, retried or caused again (a delete and re-add crossing the same milestone)
 * finds it and sends nothing. A push service that answers 404 or 410 says the subscription is
 * gone (RFC 8030 §7.3): her document is deleted, the claim kept. Any other failure gives the
 * claim back and throws, so the calling trigger's retry sends it then.
 *
 * The endpoint is hers to write, so only a browser's push service is ever called
 * (`pushEndpointAllowed`, docs/security.md item 81); locally, the push stand-in.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  parsePushSubscription,
  pushEndpointAllowed,
  pushSubscriptionsPath,
  type PushKind,
  type PushSubscriptionDoc,
} from '../../../src/contract/docs/push-subscription';
import { mailLanguageOf, type MailLanguage } from '../mail/language';
import { userPath } from '../shared/paths';
import { expireAtFor } from '../shared/retention';
import { isEmulator } from '../trackers/provider-config';
import { pushKindOf, pushMessage, type PushEvent } from './push-texts';
import { vapidDetails } from './vapid';

const ALREADY_EXISTS = 6;
/** How long a push service keeps a message for a device that is offline (RFC 8030 §5.2). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export type PushOutcome = 'sent' | 'already-sent' | 'gone' | 'refused-endpoint';

export const pushSentPath = (eventId: string, deviceId: string): string =>
  `push_sent/${eventId}__${deviceId}`;

/** Her devices that want this kind of event. */
export async function devicesFor(
  db: Firestore,
  uid: string,
  kind: PushKind,
): Promise<PushSubscriptionDoc[]> {
  const snap = await db.collection(pushSubscriptionsPath(uid)).get();
  return snap.docs
    .map((doc) => parsePushSubscription(doc.id, doc.data()))
    .filter((sub): sub is PushSubscriptionDoc => sub !== null && sub.kinds[kind]);
}

// Loaded on the first push rather than with the functions: every function's instance loads the
// whole bundle when it starts (and each functions emulator worker, docs/testing.md), and only the
// triggers that send pushes use the library.
// (A CommonJS module: its functions are on the default export.)
const importWebPush = () => import('web-push').then((module) => module.default);
let webPush: ReturnType<typeof importWebPush> | undefined;
const loadWebPush = () => (webPush ??= importWebPush());

/** POSTs the encrypted message; the push service's status. */
async function deliver(sub: PushSubscriptionDoc, payload: string): Promise<number> {
  const webpush = await loadWebPush();
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: sub.keys },
    payload,
    { vapidDetails: vapidDetails(), TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    ),
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
}

async function claim(db: Firestore, path: string, uid: string): Promise<boolean> {
  const now = new Date();
  try {
    await db.doc(path).create({
      uid,
      claimedAt: Timestamp.fromDate(now),
      expireAt: Timestamp.fromDate(expireAtFor('pushSent', now)),
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

async function sendToDevice(
  db: Firestore,
  uid: string,
  eventId: string,
  sub: PushSubscriptionDoc,
  payload: string,
): Promise<PushOutcome> {
  if (!pushEndpointAllowed(sub.endpoint, isEmulator())) return 'refused-endpoint';
  const claimPath = pushSentPath(eventId, sub.deviceId);
  if (!(await claim(db, claimPath, uid))) return 'already-sent';
  let status: number;
  try {
    status = await deliver(sub, payload);
  } catch (error) {
    await db.doc(claimPath).delete();
    throw error;
  }
  if (status === 404 || status === 410) {
    await db.doc(`${pushSubscriptionsPath(uid)}/${sub.deviceId}`).delete();
    return 'gone';
  }
  if (status < 200 || status > 299) {
    await db.doc(claimPath).delete();
    throw new Error(`push service answered ${status} for event ${eventId}`);
  }
  await db.doc(claimPath).update({ sentAt: Timestamp.now(), status });
  return 'sent';
}

/**
 * Sends the event `eventId` (unique per event: the id its e-mail or feed item has) to every
 * device of hers that asked for its kind, worded by `describe` in her language (a milestone's
 * name has its French); one outcome per device.
 */
export async function pushToDevices(
  db: Firestore,
  uid: string,
  eventId: string,
  describe: (language: MailLanguage) => PushEvent,
): Promise<PushOutcome[]> {
  const devices = await devicesFor(db, uid, pushKindOf(describe('en')));
  if (devices.length === 0) return [];
  const user = (await db.doc(userPath(uid)).get()).data();
  const language = mailLanguageOf(user);
  const payload = JSON.stringify(pushMessage(describe(language), language, eventId));
  const outcomes = await Promise.all(
    devices.map((sub) => sendToDevice(db, uid, eventId, sub, payload)),
  );
  logger.info('Push', { uid, eventId, outcomes });
  return outcomes;
}
