/**
 * Standings rows that differ from their activity rows, and boards older than their standings
 * (docs/standings.md): per leg, the rows recomputed from subscribedUsers (read in pages) are
 * compared with the layout's standings documents; a differing document is rewritten (only if no
 * trigger wrote it meanwhile), then the board is rebuilt with the standings store's own code.
 * A leg that outgrew its layout, or whose re-shard stopped midway, goes through the same rebuild
 * as `npm run standings:rebuild` (leg-rebuild.ts), which re-shards it or finishes the re-shard.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { outgrows, shardIdOf, shardIdsOf } from '../../../src/contract/standings-layout';
import { decodeRows } from '../../../src/contract/standings-codec';
import { publicStandingRow, type StandingRow } from '../../../src/contract/standing-row';
import { torontoDay } from '../../../src/contract/toronto-day';
import { cleanPrevious, rebuildLeg } from '../standings/leg-rebuild';
import {
  boardPath,
  readLayoutState,
  rebuildBoard,
  replaceShardIfUnchanged,
  shardPath,
} from '../standings/standings-store';
import { mapInOrder } from '../shared/map-in-order';
import { forEachPage, type PageBounds } from './query-pages';
import { boardIsStale, rowsDiffering } from './standings-drift';

/**
 * Legs compared at once by the sweep. Each holds its leg's standings rows while compared, so a
 * few at a time, not all: the scheduled sweep has 512 MiB (scheduled-reconcile.ts).
 */
const LEGS_AT_ONCE = 4;

export interface LegRepair {
  readonly legId: string;
  /** Rows that differed from their activity rows (and were rewritten). */
  readonly rows: number;
  readonly boardRebuilt: boolean;
}

const millis = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

async function reconcileLeg(db: Firestore, legId: string, bounds: PageBounds, now: Date) {
  const today = torontoDay(now);
  // Reads that depend on nothing read before them go out together: a sweep over hundreds of
  // legs otherwise waits out each leg's round trips one after another.
  const [state, size] = await Promise.all([
    readLayoutState(db, legId),
    db
      .collection(`races/${legId}/subscribedUsers`)
      .count()
      .get()
      .then((snap) => snap.data().count),
  ]);
  if (state.next || outgrows(state.current, size)) {
    await rebuildLeg(db, legId, { now });
    return { rows: 0, boardRebuilt: true, truncated: false };
  }
  // A re-shard that stopped after its flip: the old documents are deleted.
  if (state.previous) await cleanPrevious(db, legId);
  const ids = shardIdsOf(state.current);
  // The standings first, then the rows: a trigger that syncs a shard after this read makes the
  // conditional rewrite below give way, so a row never goes back to an older state. The board is
  // read with them: its staleness is judged against these shards' times, and a rewrite below
  // rebuilds it anyway.
  const [shards, boardSnap] = await Promise.all([
    db.getAll(...ids.map((id) => db.doc(shardPath(legId, id)))),
    db.doc(boardPath(legId)).get(),
  ]);
  const expected = new Map<string, StandingRow[]>(ids.map((id) => [id, []]));
  const racers = db.collection(`races/${legId}/subscribedUsers`).orderBy(FieldPath.documentId());
  const scan = await forEachPage(racers, bounds, async (docs) => {
    for (const doc of docs) {
      // A hidden racer has no line (docs/standings.md): a stored one of hers is drift.
      const row = publicStandingRow(doc.id, doc.data(), today);
      if (row) expected.get(shardIdOf(state.current, doc.id))!.push(row);
    }
  });
  let rows = 0;
  let rewritten = false;
  // A leg read only in part is not compared: the missing rows would look deleted.
  if (!scan.truncated) {
    for (const shard of shards) {
      const seen = String(shard.data()?.rows ?? '');
      const want = expected.get(shard.id) ?? [];
      const differing = rowsDiffering(decodeRows(seen), want);
      if (differing === 0) continue;
      if (await replaceShardIfUnchanged(db, legId, shard.id, seen, want, now)) {
        rows += differing;
        rewritten = true;
      }
    }
  }
  const board = boardSnap.data();
  const stale = boardIsStale(
    millis(board?.builtAt),
    shards.map((s) => millis(s.data()?.updatedAt)),
  );
  if (rewritten || stale) await rebuildBoard(db, legId, now);
  return { rows, boardRebuilt: rewritten || stale, truncated: scan.truncated };
}

/** Every leg (races/ holds one document per leg: the catalogue, not the racers). */
export async function reconcileStandings(db: Firestore, bounds: PageBounds, now = new Date()) {
  const legs = (await db.collection('races').listDocuments()).map((ref) => ref.id);
  // Legs share no document, so several are compared at once: one after another, a sweep over
  // hundreds of legs waited out each one's half-dozen reads in turn (seconds per run).
  const results = await mapInOrder(legs, LEGS_AT_ONCE, (legId) =>
    reconcileLeg(db, legId, bounds, now),
  );
  const repaired: LegRepair[] = [];
  let truncated = false;
  for (const [i, leg] of results.entries()) {
    truncated ||= leg.truncated;
    if (leg.rows > 0 || leg.boardRebuilt)
      repaired.push({ legId: legs[i] as string, rows: leg.rows, boardRebuilt: leg.boardRebuilt });
  }
  return { repaired, legs: legs.length, truncated };
}
