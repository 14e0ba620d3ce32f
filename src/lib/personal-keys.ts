/**
 * Which of this device's localStorage keys name a participant (docs/privacy.md, "A shared
 * computer"): the app's own keys (`vc.` prefix) with her uid as one of their parts, such as
 * `vc.pendingActivities.<uid>.<leg>` (features/dashboard/logic/pending-activities.ts) and
 * `vc.purchaseTracked.<uid>:<leg>` (lib/analytics.ts), and the Firestore cache's own record of
 * a write of hers waiting to be sent, shared between tabs
 * (`firestore_mutations_<cache>_<batch>_<uid>`). Logout removes them (lib/sign-out.ts), so the
 * next person on the device finds nothing that names her. Pure: no storage here.
 */
const APP_PREFIX = 'vc.';
const FIRESTORE_WRITE_PREFIX = 'firestore_mutations_';

function names(uid: string, key: string): boolean {
  if (key.startsWith(APP_PREFIX)) return key.slice(APP_PREFIX.length).split(/[.:]/).includes(uid);
  return key.startsWith(FIRESTORE_WRITE_PREFIX) && key.endsWith(`_${uid}`);
}

/** The keys among `keys` that name `uid`, in order. */
export function keysNaming(uid: string, keys: Iterable<string>): string[] {
  if (!uid) return [];
  return [...keys].filter((key) => names(uid, key));
}

/** Every key of `storage`, in order. */
export function storageKeys(storage: Pick<Storage, 'length' | 'key'>): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}
