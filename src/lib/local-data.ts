/**
 * What this device keeps of the signed-in participant: the Firestore cache (IndexedDB), which
 * lets her dashboard open and her log work offline. Signing out on a shared computer clears
 * it, so the next person reads nothing of hers, even offline (docs/architecture.md, "Signing
 * out"). Loaded only when she signs out (lib/sign-out.ts), so no page carries it.
 */
import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import { db } from './firestore';

/**
 * Whether writes wait in the cache's queue, from this page or an earlier one: the queue does
 * not drain within `withinMs` (it drains at once online, never offline).
 */
export async function hasUnsentWrites(withinMs = 1500): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillWaiting = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), withinMs);
  });
  try {
    return await Promise.race([waitForPendingWrites(db).then(() => false as const), stillWaiting]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when every queued write has reached the server. */
export function unsentWritesSent(): Promise<void> {
  return waitForPendingWrites(db);
}

/**
 * Stops Firestore on this page and deletes its cache. Another open tab of the app keeps the
 * cache in use, and then it cannot be deleted: the caller reports that and signs out anyway.
 */
export async function clearLocalData(): Promise<void> {
  await terminate(db);
  await clearIndexedDbPersistence(db);
}
