/**
 * When Firebase Auth loads (docs/performance.md, phone speed). The sign-in, create-account and
 * reset pages need it only to submit, so on a device without a session (session-hint.ts) they
 * fetch it once they have painted (the visitor guard calls startAuthAfterPaint), off the
 * first paint; every other page, and a device with a session, starts it at once, beside the
 * app (main.tsx). The auth provider waits here.
 *
 * Auth is a file of its own, so it can fail to arrive on its own: a phone losing its signal
 * on a first visit, before the service worker holds the file. A failed fetch is not kept: the
 * next call to authLoaded fetches again (a browser that keeps a failed module instead makes the
 * page load again: kept-load-failure.ts), and
 * authArrived tells the auth provider when any call has brought it, whoever made it.
 * No Firebase import: this module is in the shell every page opens with.
 */
import { afterNextPaint } from './after-paint';

type AuthModule = typeof import('./firebase-app');

let start: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  start = resolve;
});
let arrive: (auth: AuthModule) => void = () => undefined;
const arrived = new Promise<AuthModule>((resolve) => {
  arrive = resolve;
});
let attempt: Promise<AuthModule> | null = null;

/** Fetches Auth now (at most once). */
export function startAuth(): void {
  start();
}

/** Fetches Auth once the page has painted what it has now (the frame after the next). */
export function startAuthAfterPaint(): void {
  afterNextPaint(startAuth);
}

/**
 * Firebase app and Auth, once startAuth has been called and they have loaded. Rejects when the
 * fetch fails; the next call then fetches again.
 */
export function authLoaded(): Promise<AuthModule> {
  attempt ??= started
    .then(() => import('./firebase-app'))
    .then(
      (auth) => {
        arrive(auth);
        return auth;
      },
      (error: unknown) => {
        attempt = null;
        throw error;
      },
    );
  return attempt;
}

/** Firebase app and Auth, once any call to authLoaded has brought them. Never rejects. */
export function authArrived(): Promise<AuthModule> {
  return arrived;
}
