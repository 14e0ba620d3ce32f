/**
 * What this device keeps of the signed-in participant: the Firestore cache (IndexedDB), which
 * lets her dashboard open and her log work offline. Signing out on a shared computer clears
 * it, so the next person reads nothing of hers, even offline (lib/sign-out.ts). Fetched by the
 * user menu after a page has loaded, so no page's first load carries it.
 */
import { terminate, waitForPendingWrites } from 'firebase/firestore';
import { deleteCacheDatabases } from './cache-to-clear';
import { db } from './firestore';

export { noteCacheToClear } from './cache-to-clear';

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
 * Stops Firestore on this page and deletes its IndexedDB databases (the documents, the write
 * queue, the query targets). Done with IndexedDB itself rather than the SDK's
 * clearIndexedDbPersistence, which would add 1.4 KB gzip to the Firestore chunk every
 * signed-in page loads first (docs/performance.md).
 */
export async function clearLocalData(): Promise<void> {
  await terminate(db);
  await deleteCacheDatabases();
}
