/**
 * Debounced board rebuilds (docs/standings.md): under a burst of activity writes on a leg,
 * one invocation claims the rebuild, waits a moment, rebuilds, and rebuilds again only if rows
 * changed after its rebuild started reading; the others only count themselves. The claim
 * expires, so a crashed invocation never blocks later rebuilds. The decisions are
 * board-rebuild-claim.ts (pure); here they run on the server-only state document.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  decideClaim,
  decideRelease,
  marksBeforeRebuild,
  rebuildState,
} from './board-rebuild-claim';
import { rebuildBoard } from './standings-store';

const statePath = (legId: string) => `races/${legId}/standingsState/rebuild`;

/** The claim's token when this invocation now owns the rebuild; null when another one does (this write counted). */
async function claim(db: Firestore, legId: string): Promise<number | null> {
  const ref = db.doc(statePath(legId));
  return db.runTransaction(async (tx) => {
    const decision = decideClaim(rebuildState((await tx.get(ref)).data()), Date.now());
    tx.set(ref, decision.next);
    return decision.claimed ? decision.token : null;
  });
}

/** After a rebuild: the renewed token when rows changed after it started, else null (released, or no longer ours). */
async function releaseOrAgain(
  db: Firestore,
  legId: string,
  token: number,
  included: number,
): Promise<number | null> {
  const ref = db.doc(statePath(legId));
  return db.runTransaction(async (tx) => {
    const decision = decideRelease(
      rebuildState((await tx.get(ref)).data()),
      token,
      included,
      Date.now(),
    );
    if (decision.next) tx.set(ref, decision.next);
    return decision.again ? decision.token : null;
  });
}

/** `debounceMs`: board-rebuild-claim.ts's `debounceMsFor` (no wait on the emulator). */
export async function requestBoardRebuild(
  db: Firestore,
  legId: string,
  wait: (ms: number) => Promise<void>,
  debounceMs: number,
) {
  let token = await claim(db, legId);
  let rebuilds = 0;
  while (token !== null) {
    if (debounceMs > 0) await wait(debounceMs);
    // Read before the standings (Firestore reads are strongly consistent): see board-rebuild-claim.ts.
    const included = marksBeforeRebuild(
      rebuildState((await db.doc(statePath(legId)).get()).data()),
      token,
    );
    if (included === null) break;
    await rebuildBoard(db, legId);
    rebuilds += 1;
    token = await releaseOrAgain(db, legId, token, included);
  }
  return rebuilds;
}
