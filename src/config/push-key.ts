/**
 * The functions' VAPID public key (docs/push.md): a browser subscribes to push with it
 * (RFC 8292's applicationServerKey). Public by design; the private key is the functions'
 * secret. `VAPID_PUBLIC_KEY` in the mode's .env file, written in by vite.config.ts as a constant
 * of its own rather than a VITE_* variable: config/env.ts reads import.meta.env whole, and the
 * key would weigh on every page's shell. Null: no push in this build.
 */
declare const __VAPID_PUBLIC_KEY__: string | undefined;

export function vapidPublicKey(): string | null {
  const key = typeof __VAPID_PUBLIC_KEY__ === 'string' ? __VAPID_PUBLIC_KEY__.trim() : '';
  return key || null;
}
