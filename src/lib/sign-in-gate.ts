/**
 * Holds the app's signed-in state back while a sign-in or sign-up is still preparing the
 * account. Firebase reports the new user to listeners before createUserWithEmailAndPassword
 * resolves; users/{uid} is created only after that (docs/product.md §R3: first sign-in). The auth
 * provider waits for the attempt here before it says 'signedIn', so no screen (the
 * registration form's first read included) ever runs before the user document exists.
 * It also holds the signed-out state back while Logout is leaving (announceLeaving): the page
 * restarts at sign-in once the cache is cleared, and the guards must not first send her to
 * create-account (a flash of the wrong page, then a second navigation).
 * No Firebase import: the auth provider and the auth api both use it.
 */
let pending: Promise<unknown> = Promise.resolve();

/** Runs a sign-in attempt; until it settles, `signInSettled` waits for it. */
export function trackSignIn<T>(attempt: () => Promise<T>): Promise<T> {
  const running = attempt();
  pending = running.catch(() => undefined);
  return running;
}

/** Resolves once the latest sign-in attempt has settled (at once when none is running). */
export function signInSettled(): Promise<void> {
  return pending.then(() => undefined);
}

let leaving = false;

/** Logout has begun: from now on the page only waits for its restart at sign-in. */
export function announceLeaving(): void {
  leaving = true;
}

/** Whether Logout has begun on this page. */
export function isLeaving(): boolean {
  return leaving;
}
