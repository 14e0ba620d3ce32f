/**
 * Her push subscription of this device (docs/push.md): users/{uid}/pushSubscriptions/{deviceId},
 * live, written and deleted by her (firestore.rules, `validPushSubscription`: the endpoint, its
 * two keys, the four kinds, stamped now). The functions read it to send; they delete it when the
 * push service says it is gone (404/410), which this page then shows as off.
 */
import { deleteDoc, doc, onSnapshot, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  parsePushSubscription,
  pushSubscriptionsPath,
  type PushKind,
  type PushKinds,
  type PushSubscriptionDoc,
} from '../../../contract/docs/push-subscription';
import { ALSO_BY_EMAIL_KEY, type MailWithPush } from '../../../contract/push-or-mail';
import { db } from '../../../lib/firestore';
import { rawUserDocRef } from '../../../lib/user-doc';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

const deviceRef = (uid: string, deviceId: string) => doc(db, pushSubscriptionsPath(uid), deviceId);

/** This device's stored subscription (null: none), live; idle while the device is unknown. */
export function useDeviceSubscription(
  uid: string,
  deviceId: string | null,
): LiveQuery<PushSubscriptionDoc | null> {
  const subscribe = useMemo<Subscribe<PushSubscriptionDoc | null> | null>(
    () =>
      deviceId === null
        ? null
        : (next, fail) =>
            onSnapshot(
              deviceRef(uid, deviceId),
              (snap) => next(snap.exists() ? parsePushSubscription(deviceId, snap.data()) : null),
              fail,
            ),
    [uid, deviceId],
  );
  return useSubscription(subscribe);
}

export interface BrowserSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export async function saveDeviceSubscription(
  uid: string,
  deviceId: string,
  subscription: BrowserSubscription,
  kinds: PushKinds,
): Promise<void> {
  await setDoc(deviceRef(uid, deviceId), {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    kinds: { ...kinds },
    updatedAt: serverTimestamp(),
  });
}

export async function saveDeviceKind(
  uid: string,
  device: PushSubscriptionDoc,
  kind: PushKind,
  on: boolean,
): Promise<void> {
  await saveDeviceSubscription(uid, device.deviceId, device, { ...device.kinds, [kind]: on });
}

export async function deleteDeviceSubscription(uid: string, deviceId: string): Promise<void> {
  await deleteDoc(deviceRef(uid, deviceId));
}

/** An e-mail sent too while its push is on (docs/push.md, "Push or e-mail"). */
export async function saveAlsoByEmail(uid: string, mail: MailWithPush, on: boolean): Promise<void> {
  await updateDoc(rawUserDocRef(uid), { [`mailPreferences.${ALSO_BY_EMAIL_KEY[mail]}`]: on });
}
