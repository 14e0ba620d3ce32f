/**
 * Whether this device had a signed-in session the last time the app heard from Auth
 * (localStorage; absent in private modes). Firebase keeps its session in IndexedDB, which
 * cannot be read before the first paint; this flag can. The sign-in and create-account pages
 * draw at once for a device without it, before Auth has loaded (lib/auth-load.ts), and wait
 * for Auth only where a session is likely, so a signed-in participant is not shown the sign-in
 * form before being sent on. No Firebase import: the entry reads it.
 */
const KEY = 'signedIn';

export function hasSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the visitor pages wait for Auth, as without the flag.
  }
}
