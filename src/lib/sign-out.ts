/**
 * Logout from the user menu (the signed-in layout). A shared computer keeps nothing of hers
 * (docs/privacy.md): the session closes first, so a tab closed or navigated away the moment she
 * pressed Logout is signed out whatever else was still to do; then the localStorage keys that
 * name her (lib/personal-keys.ts) and the Firestore cache go, and the app starts again at
 * sign-in (a cleared cache cannot serve this page any more). Activities still waiting to be sent
 * are never dropped silently: the menu asks first (unsentActivities), before anything closes.
 * Firebase Auth is touched only in lib and features' api; Firestore only in lib/local-data.ts,
 * loaded here on demand.
 */
import { signOut as firebaseSignOut } from 'firebase/auth';
import { paths } from '../config/paths';
import { auth } from './firebase-app';
import { pendingWriteCount } from './pending-writes';
import { keysNaming, storageKeys } from './personal-keys';
import { reportError } from './report-error';
import { announceLeaving } from './sign-in-gate';

/**
 * Activities waiting to be sent: how many this page logged, else null when some wait in the
 * cache's queue from an earlier page (their count is not known), else 0.
 */
export async function unsentActivities(): Promise<number | null> {
  const counted = pendingWriteCount();
  if (counted > 0) return counted;
  try {
    const { hasUnsentWrites } = await import('./local-data');
    return (await hasUnsentWrites()) ? null : 0;
  } catch (error) {
    reportError(error, { action: 'unsentActivities' });
    return 0;
  }
}

/** Resolves when every waiting activity has reached the server (at once online; offline, when back). */
export async function unsentActivitiesSent(): Promise<void> {
  const { unsentWritesSent } = await import('./local-data');
  await unsentWritesSent();
}

/**
 * Fetches what signing out needs while the network is there: signing out matters most offline
 * (activities waiting), when a module that is not loaded yet can no longer be fetched.
 */
export function prepareSignOut(): Promise<unknown> {
  return import('./local-data');
}

/** Removes this device's localStorage keys that name `uid`. */
function forgetKeysNaming(uid: string) {
  try {
    const storage = window.localStorage;
    for (const key of keysNaming(uid, storageKeys(storage))) storage.removeItem(key);
  } catch (error) {
    // Storage blocked (privacy mode): nothing was stored either.
    reportError(error, { action: 'forgetKeys' });
  }
}

/** Closes the session, forgets her keys and this device's cache, and starts again at sign-in. */
export async function signOutAndForget(): Promise<void> {
  // No guard reacts to the sign-out: the page restarts at sign-in once the cache is gone.
  announceLeaving();
  const uid = auth.currentUser?.uid ?? '';
  try {
    // First: Auth's persisted session is gone before anything slow (the cache) begins.
    await firebaseSignOut(auth);
  } catch (error) {
    reportError(error, { action: 'signOut' });
  }
  forgetKeysNaming(uid);
  try {
    const { clearLocalData, noteCacheToClear } = await import('./local-data');
    // A tab closed before the cache is gone: the next sign-in on this device deletes it first.
    noteCacheToClear(true);
    await clearLocalData();
    noteCacheToClear(false);
  } catch (error) {
    // Another open tab of the app holds the cache: it stays until that tab closes too, and the
    // next sign-in deletes it. Its write queue is hers (Firestore keeps one per user), never
    // sent as the next person.
    reportError(error, { action: 'clearLocalData' });
  }
  forgetKeysNaming(uid); // again: the stopped cache may have written its shared records late
  window.location.replace(paths.signIn());
}
