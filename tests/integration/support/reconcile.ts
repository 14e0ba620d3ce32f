/**
 * The reconciliation sweep on the emulator suite (functions/emulator/local-reconcile.ts), and
 * the evidence that a leg's triggers have settled: every racer in the standings and a board
 * built after the last standings write.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SHARD_IDS } from '../../../src/contract/standings-board';
import { decodeRows } from '../../../src/contract/standings-codec';
import { FUNCTIONS_ORIGIN, PROJECT_ID, waitFor } from './emulators';

export interface ReconcileReport {
  readonly runId: string;
  readonly repaired: {
    readonly payments: number;
    readonly registrations: number;
    readonly standingsRows: number;
    readonly boards: number;
  };
  readonly forOrganiser: number;
  readonly details: {
    readonly payments: { uid: string; paymentId: string; outcome: string }[];
    readonly registrations: { uid: string; legId: string; drift: string[] }[];
    readonly forOrganiser: { uid: string; legId: string; drift: string[] }[];
    readonly legs: { legId: string; rows: number; boardRebuilt: boolean }[];
  };
}

export async function reconcileNow(): Promise<ReconcileReport> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localReconcile`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`localReconcile answered ${response.status}`);
  return (await response.json()) as ReconcileReport;
}

/** The leg's standings hold `racers` rows and its board was built after the last of them. */
export function legSettled(db: Firestore, legId: string, racers: number) {
  return waitFor(`standings and board of ${legId} with ${racers} racers`, async () => {
    const shards = await db.getAll(
      ...SHARD_IDS.map((id) => db.doc(`races/${legId}/standings/${id}`)),
    );
    const rows = shards.flatMap((s) => decodeRows(String(s.data()?.rows ?? '')));
    const lastWrite = Math.max(0, ...shards.map((s) => Number(s.data()?.updatedAt ?? 0)));
    const board = (await db.doc(`races/${legId}/board/current`).get()).data();
    return (
      rows.length === racers &&
      board?.count === racers &&
      Number(board.builtAt) >= lastWrite && { rows, board }
    );
  });
}
