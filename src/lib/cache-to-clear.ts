/**
 * The Firestore cache's databases on this device, and Logout's note that they still have to be
 * deleted (docs/privacy.md, "A shared computer"). Logout writes the note before the session
 * closes and removes it once the cache is gone (lib/sign-out.ts); a tab closed in between leaves
 * it, and the next sign-in or sign-up on the device deletes the cache first
 * (features/auth/api/auth-calls.ts), before anything opens it: the next person's cache starts
 * with nothing of hers. No Firebase import: the sign-in screens do not load Firestore.
 */
const KEY = 'vc.cacheToClear';

/** Notes (true) or forgets (false) that the cache still has to be deleted. */
export function noteCacheToClear(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the page that signs out deletes the cache, as without the note.
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
    // Another open tab of the app still holds it: it goes when that tab closes.
    request.onblocked = () => reject(new Error(`${name} is still open in another tab`));
  });
}

/** Deletes the cache's IndexedDB databases (the documents, the write queue, the query targets). */
export async function deleteCacheDatabases(): Promise<void> {
  const names = (await indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith('firestore/'));
  await Promise.all(names.map(deleteDatabase));
}

/** Deletes a cache that a Logout noted and could not finish deleting; nothing otherwise. */
export async function clearCacheLeftByLogout(): Promise<void> {
  let noted: boolean;
  try {
    noted = window.localStorage.getItem(KEY) !== null;
  } catch {
    noted = false; // Storage blocked: nothing was noted.
  }
  if (!noted) return;
  await deleteCacheDatabases();
  noteCacheToClear(false);
}
