/**
 * Reading and writing a leg's standings (docs/standings.md): 16 server-written documents
 * races/{legId}/standings/sNN, each a packed text of rows (src/contract/standings-codec.ts),
 * and the board races/{legId}/board/current built from them (a handful of reads, never
 * subscribedUsers). The Firestore instance is passed in, and no FieldValue/FieldPath or
 * Timestamp instance is written, so the same code runs under another copy of the Admin SDK
 * (the standings:rebuild script, the seed).
 */
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { buildBoard, SHARD_IDS, shardOf } from '../../src/contract/standings-board';
import { decodeRows, encodeRows } from '../../src/contract/standings-codec';
import { standingRowFromRacer, type StandingRow } from '../../src/contract/standing-row';
import { torontoDay } from '../../src/contract/toronto-day';

export const shardPath = (legId: string, shardId: string) => `races/${legId}/standings/${shardId}`;
export const boardPath = (legId: string) => `races/${legId}/board/current`;

function byKey(rows: Iterable<StandingRow>): StandingRow[] {
  return [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Puts the racer's row, computed from her subscribedUsers document as it is now (read in the
 * transaction), into her shard; removes it when the document is gone. Recomputed from the
 * document itself, so events replayed or arriving out of order converge to the same standings.
 */
export async function syncRacerRow(
  db: Firestore,
  legId: string,
  uid: string,
  previousKey: string | null,
  now = new Date(),
): Promise<boolean> {
  const rowRef = db.doc(`races/${legId}/subscribedUsers/${uid}`);
  const shardRef = db.doc(shardPath(legId, shardOf(uid)));
  return db.runTransaction(async (tx: Transaction) => {
    const [row, shard] = await Promise.all([tx.get(rowRef), tx.get(shardRef)]);
    const before = String(shard.data()?.rows ?? '');
    const rows = new Map(decodeRows(before).map((r) => [r.key, r]));
    if (previousKey !== null) rows.delete(previousKey);
    const data = row.data();
    if (data) {
      const next = standingRowFromRacer(uid, data, torontoDay(now));
      rows.set(next.key, next);
    }
    const after = encodeRows(byKey(rows.values()));
    // Nothing public changed (a replayed event, a field the standings do not show): no write.
    if (shard.exists && after === before) return false;
    tx.set(shardRef, { rows: after, count: rows.size, updatedAt: now.getTime() });
    return true;
  });
}

/**
 * Writes a shard as recomputed by the reconciliation sweep, only if it still holds `seen` (what
 * the sweep compared): a racer's trigger that wrote it meanwhile wins, and the next sweep looks again.
 */
export async function replaceShardIfUnchanged(
  db: Firestore,
  legId: string,
  shardId: string,
  seen: string,
  rows: readonly StandingRow[],
  now = new Date(),
): Promise<boolean> {
  const shardRef = db.doc(shardPath(legId, shardId));
  return db.runTransaction(async (tx: Transaction) => {
    const shard = await tx.get(shardRef);
    if (String(shard.data()?.rows ?? '') !== seen) return false;
    tx.set(shardRef, {
      rows: encodeRows(byKey(rows)),
      count: rows.length,
      updatedAt: now.getTime(),
    });
    return true;
  });
}

async function legDistance(
  db: Firestore,
  legId: string,
): Promise<{ race: DocumentData; distance: number }> {
  const race = (await db.doc(`races/${legId}`).get()).data() ?? {};
  const distance = Number(race.distance);
  return { race, distance: Number.isFinite(distance) && distance > 0 ? distance : 0 };
}

/** Rebuilds the board from the 16 standings documents (17 reads with the race). */
export async function rebuildBoard(db: Firestore, legId: string, now = new Date()) {
  const shards = await db.getAll(...SHARD_IDS.map((id) => db.doc(shardPath(legId, id))));
  const rows = shards.flatMap((s) => decodeRows(String(s.data()?.rows ?? '')));
  const { race, distance } = await legDistance(db, legId);
  const board = buildBoard(rows, torontoDay(now), distance);
  await db.doc(boardPath(legId)).set({
    ...board,
    histogram: [...board.histogram],
    race: {
      name: String(race.name ?? ''),
      legName: String(race.legName ?? ''),
      distance,
      map: String(race.map ?? ''),
    },
    builtAt: now.getTime(),
  });
  return board;
}

/**
 * Recomputes every standings row of a leg from subscribedUsers, then the board: for repairs,
 * the seed and `npm run standings:rebuild`. Reads the whole leg once; never on a page view.
 */
export async function rebuildLeg(db: Firestore, legId: string, now = new Date()) {
  const today = torontoDay(now);
  const racers = await db.collection(`races/${legId}/subscribedUsers`).get();
  const shards = new Map<string, StandingRow[]>(SHARD_IDS.map((id) => [id, []]));
  for (const racer of racers.docs)
    shards.get(shardOf(racer.id))!.push(standingRowFromRacer(racer.id, racer.data(), today));
  const batch = db.batch();
  for (const [id, rows] of shards) {
    batch.set(db.doc(shardPath(legId, id)), {
      rows: encodeRows(byKey(rows)),
      count: rows.length,
      updatedAt: now.getTime(),
    });
  }
  await batch.commit();
  return rebuildBoard(db, legId, now);
}
