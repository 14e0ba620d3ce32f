/**
 * When Firebase Auth loads (docs/performance.md, phone speed). The sign-in, create-account and
 * reset pages need it only to submit, so on a device without a session (session-hint.ts) they
 * fetch it once they have painted (the visitor guard calls startAuthAfterPaint), off the
 * first paint; every other page, and a device with a session, starts it at once, beside the
 * app (main.tsx). The auth provider waits here.
 * No Firebase import: this module is in the shell every page opens with.
 */
type AuthModule = typeof import('./firebase-app');

let start: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  start = resolve;
});
const loaded: Promise<AuthModule> = started.then(() => import('./firebase-app'));

/** Fetches Auth now (at most once). */
export function startAuth(): void {
  start();
}

/** Fetches Auth once the page has painted what it has now (the frame after the next). */
export function startAuthAfterPaint(): void {
  if (typeof requestAnimationFrame !== 'function') startAuth();
  else requestAnimationFrame(() => setTimeout(startAuth, 0));
}

/** Firebase app and Auth, once startAuth has been called and they have loaded. */
export function authLoaded(): Promise<AuthModule> {
  return loaded;
}
