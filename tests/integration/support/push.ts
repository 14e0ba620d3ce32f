/**
 * The local push service (scripts/lib/push-server.mjs, docs/push.md) as the integration tests
 * use it: a device's subscription made there (it keeps the device's private key and decrypts
 * what it receives), stored under her uid as the account page stores it, and what it received.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LOCAL_VAPID_KEYS } from '../../../functions/src/push/vapid';
import {
  NO_PUSH_KINDS,
  pushSubscriptionsPath,
  type PushKinds,
} from '../../../src/contract/docs/push-subscription';

export const PUSH_ORIGIN = process.env.LOCAL_PUSH_ORIGIN ?? 'http://127.0.0.1:1090';

export interface LocalDevice {
  readonly token: string;
  readonly deviceId: string;
  readonly endpoint: string;
}

export interface ReceivedPush {
  readonly token: string;
  readonly ttl: number;
  readonly vapidKey: string;
  readonly message: {
    readonly title: string;
    readonly body: string;
    readonly url: string;
    readonly tag: string;
  };
}

/** The device id the app derives from an endpoint (base64url of its SHA-256). */
export const deviceIdOf = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('base64url');

/** A device subscribed at the local push service, stored under `uid` with `kinds` on. */
export async function subscribeDevice(
  db: Firestore,
  uid: string,
  kinds: Partial<PushKinds>,
): Promise<LocalDevice> {
  const response = await fetch(`${PUSH_ORIGIN}/api/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: LOCAL_VAPID_KEYS.publicKey }),
  });
  if (response.status !== 201) throw new Error(`push service answered ${response.status}`);
  const sub = (await response.json()) as {
    token: string;
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const deviceId = deviceIdOf(sub.endpoint);
  await db.doc(`${pushSubscriptionsPath(uid)}/${deviceId}`).set({
    endpoint: sub.endpoint,
    keys: sub.keys,
    kinds: { ...NO_PUSH_KINDS, ...kinds },
    updatedAt: Timestamp.now(),
  });
  return { token: sub.token, deviceId, endpoint: sub.endpoint };
}

/** The device's browser dropped its subscription: the service answers 410 from now on. */
export async function dropAtPushService(device: LocalDevice): Promise<void> {
  const response = await fetch(`${PUSH_ORIGIN}/api/subscriptions/${device.token}/gone`, {
    method: 'POST',
  });
  if (response.status !== 204) throw new Error(`push service answered ${response.status}`);
}

/** What the device received, oldest first. */
export async function pushesTo(device: LocalDevice): Promise<ReceivedPush[]> {
  const all = (await (await fetch(`${PUSH_ORIGIN}/api/messages`)).json()) as ReceivedPush[];
  return all.filter((push) => push.token === device.token);
}
