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
    readonly confirmationsWithoutItems: number;
    readonly registrations: number;
    readonly standingsRows: number;
    readonly boards: number;
  };
  readonly forOrganiser: number;
  readonly details: {
    readonly payments: { uid: string; paymentId: string; outcome: string }[];
    readonly confirmationsWithoutItems: { uid: string; paymentId: string }[];
    readonly registrations: { uid: string; legId: string; drift: string[] }[];
    readonly forOrganiser: { uid: string; legId: string; drift: string[] }[];
    readonly legs: { legId: string; rows: number; boardRebuilt: boolean }[];
  };
}

/** Runs the sweep; `query` sets its options (localReconcile's ?graceMs, ?days, ?itemsWaitMs). */
export async function reconcileNow(
  query: Readonly<Record<string, string>> = {},
): Promise<ReconcileReport> {
  const search = new URLSearchParams(query).toString();
  const url = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localReconcile`;
  const response = await fetch(search ? `${url}?${search}` : url, { method: 'POST' });
  if (!response.ok) throw new Error(`localReconcile answered ${response.status}`);
  return (await response.json()) as ReconcileReport;
}

/**
 * The leg's standings hold `racers` rows and its board was built after the last of them.
 * `withTotal` waits for a racer with that total too: after an activity, the row count is the
 * same before and after the standings trigger has carried the new total, so the count alone
 * can see the board of the registration, settled, before the activity reaches the standings.
 */
export function legSettled(
  db: Firestore,
  legId: string,
  racers: number,
  { withTotal }: { readonly withTotal?: number } = {},
) {
  const what = withTotal === undefined ? '' : ` (one at ${withTotal} km)`;
  return waitFor(`standings and board of ${legId} with ${racers} racers${what}`, async () => {
    const shards = await db.getAll(
      ...SHARD_IDS.map((id) => db.doc(`races/${legId}/standings/${id}`)),
    );
    const rows = shards.flatMap((s) => decodeRows(String(s.data()?.rows ?? '')));
    const lastWrite = Math.max(0, ...shards.map((s) => Number(s.data()?.updatedAt ?? 0)));
    const board = (await db.doc(`races/${legId}/board/current`).get()).data();
    return (
      rows.length === racers &&
      (withTotal === undefined || rows.some((r) => r.total === withTotal)) &&
      board?.count === racers &&
      Number(board.builtAt) >= lastWrite && { rows, board }
    );
  });
}
