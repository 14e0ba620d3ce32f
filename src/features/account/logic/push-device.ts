/**
 * This browser's side of push (docs/push.md): whether it can show notifications, its push
 * subscription (the Push API, made with our VAPID public key: RFC 8292's applicationServerKey),
 * and the device id derived from the endpoint (base64url of its SHA-256, as the server's rules
 * expect: PUSH_DEVICE_ID), so subscribing the same device again writes the same document.
 * Safari on iOS offers push only to the app added to the Home Screen (16.4 and later).
 */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(win: Window = window): PushSupport {
  if (!('serviceWorker' in win.navigator) || !('PushManager' in win) || !('Notification' in win))
    return 'unsupported';
  return Notification.permission;
}

/** A VAPID key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function deviceIdOf(endpoint: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
}

export interface DevicePush {
  readonly deviceId: string;
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

function asDevicePush(subscription: PushSubscription, deviceId: string): DevicePush {
  const json = subscription.toJSON();
  return {
    deviceId,
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** This browser's current push subscription, if it has one. */
export async function currentDevicePush(): Promise<DevicePush | null> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? asDevicePush(subscription, await deviceIdOf(subscription.endpoint)) : null;
}

/** Asks her permission (the click's), then subscribes this browser; null when she refused. */
export async function subscribeDevice(vapidPublicKey: string): Promise<DevicePush | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return asDevicePush(subscription, await deviceIdOf(subscription.endpoint));
}

/** Ends this browser's subscription (its push service forgets it). */
export async function unsubscribeDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  await (await registration.pushManager.getSubscription())?.unsubscribe();
}
