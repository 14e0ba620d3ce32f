/**
 * Which activities are still waiting to reach the server. Firestore keeps the queued write
 * itself (persistent cache); this only remembers which times keys this device wrote, so the
 * feed can mark them, even after the tab was closed and opened again offline. A key stops
 * being pending once the server has confirmed the row (no pending writes, not from cache).
 */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const storageKey = (uid: string, legId: string) => `vc.pendingActivities.${uid}.${legId}`;

export function readPending(
  store: KeyStore | null,
  uid: string,
  legId: string,
): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKey(uid, legId)) ?? '[]');
    return new Set(
      Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

export function addPending(store: KeyStore | null, uid: string, legId: string, key: string): void {
  const keys = new Set(readPending(store, uid, legId));
  keys.add(key);
  try {
    store?.setItem(storageKey(uid, legId), JSON.stringify([...keys]));
  } catch {
    // Storage full or blocked: the feed then marks only the whole row as waiting.
  }
}

export function clearPending(store: KeyStore | null, uid: string, legId: string): void {
  try {
    store?.removeItem(storageKey(uid, legId));
  } catch {
    // Blocked storage: nothing was stored either.
  }
}

/** The keys to mark as waiting in a snapshot: none once the server has confirmed the row. */
export function waitingKeys(
  stored: ReadonlySet<string>,
  hasPendingWrites: boolean,
): ReadonlySet<string> {
  return hasPendingWrites ? stored : new Set();
}
