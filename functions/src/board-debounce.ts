/**
 * Debounced board rebuilds (docs/standings.md): under a burst of activity writes on a leg,
 * one invocation claims the rebuild, waits a moment, rebuilds, and rebuilds again if rows
 * changed meanwhile; the others only mark the leg dirty. The claim expires, so a crashed
 * invocation never blocks later rebuilds. State lives in a server-only document.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { rebuildBoard } from './standings-store';

const DEBOUNCE_MS = 750;
const CLAIM_EXPIRES_MS = 60_000;

const statePath = (legId: string) => `races/${legId}/standingsState/rebuild`;

/** True when this invocation now owns the rebuild; false when another one does (marked dirty). */
async function claim(db: Firestore, legId: string, now: number): Promise<boolean> {
  const ref = db.doc(statePath(legId));
  return db.runTransaction(async (tx) => {
    const state = (await tx.get(ref)).data();
    if (state?.pending === true && now - Number(state.claimedAt) < CLAIM_EXPIRES_MS) {
      tx.set(ref, { dirty: true }, { merge: true });
      return false;
    }
    tx.set(ref, { pending: true, dirty: false, claimedAt: now });
    return true;
  });
}

/** After a rebuild: true (and still claimed) when rows changed during it, else releases the claim. */
async function releaseOrAgain(db: Firestore, legId: string): Promise<boolean> {
  const ref = db.doc(statePath(legId));
  return db.runTransaction(async (tx) => {
    const state = (await tx.get(ref)).data();
    if (state?.dirty === true) {
      tx.set(ref, { pending: true, dirty: false, claimedAt: Date.now() });
      return true;
    }
    tx.set(ref, { pending: false, dirty: false, claimedAt: 0 });
    return false;
  });
}

export async function requestBoardRebuild(db: Firestore, legId: string, wait: (ms: number) => Promise<void>) {
  if (!(await claim(db, legId, Date.now()))) return 0;
  let rebuilds = 0;
  do {
    await wait(DEBOUNCE_MS);
    await rebuildBoard(db, legId);
    rebuilds += 1;
  } while (await releaseOrAgain(db, legId));
  return rebuilds;
}
