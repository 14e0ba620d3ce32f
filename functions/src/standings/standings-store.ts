/**
 * Reading and writing a leg's standings (docs/standings.md): 16 server-written documents
 * races/{legId}/standings/sNN, each a packed text of rows (src/contract/standings-codec.ts),
 * and the board races/{legId}/board/current built from them (a handful of reads, never
 * subscribedUsers). The Firestore instance is passed in, and no FieldValue/FieldPath or
 * Timestamp instance is written, so the same code runs under another copy of the Admin SDK
 * (the standings:rebuild script, the seed).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { boardDoc } from '../../../src/contract/docs/board';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import {
  packedRows,
  parseShardRows,
  standingsShardDoc,
} from '../../../src/contract/docs/standings-shard';
import { buildBoard, SHARD_IDS, shardOf } from '../../../src/contract/standings-board';
import { publicStandingRow, type StandingRow } from '../../../src/contract/standing-row';
import { torontoDay } from '../../../src/contract/toronto-day';

export const shardPath = (legId: string, shardId: string) => `races/${legId}/standings/${shardId}`;
export const boardPath = (legId: string) => `races/${legId}/board/current`;

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
    const before = packedRows(shard.data());
    const rows = new Map(parseShardRows(shard.data()).map((r) => [r.key, r]));
    if (previousKey !== null) rows.delete(previousKey);
    const data = row.data();
    // A hidden racer has no line: her previous one (by its key) is removed above.
    const next = data ? publicStandingRow(uid, data, torontoDay(now)) : null;
    if (next) rows.set(next.key, next);
    const after = standingsShardDoc(rows.values(), now.getTime());
    // Nothing public changed (a replayed event, a field the standings do not show): no write.
    if (shard.exists && after.rows === before) return false;
    tx.set(shardRef, after);
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
    if (packedRows(shard.data()) !== seen) return false;
    tx.set(shardRef, standingsShardDoc(rows, now.getTime()));
    return true;
  });
}

/** Rebuilds the board from the 16 standings documents (17 reads with the race). */
export async function rebuildBoard(db: Firestore, legId: string, now = new Date()) {
  const shards = await db.getAll(...SHARD_IDS.map((id) => db.doc(shardPath(legId, id))));
  const rows = shards.flatMap((s) => parseShardRows(s.data()));
  const race = parseRaceLeg((await db.doc(`races/${legId}`).get()).data() ?? {});
  const board = buildBoard(rows, torontoDay(now), race.distance ?? 0);
  await db.doc(boardPath(legId)).set(boardDoc(board, race, now.getTime()));
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
  for (const racer of racers.docs) {
    const row = publicStandingRow(racer.id, racer.data(), today);
    if (row) shards.get(shardOf(racer.id))!.push(row);
  }
  const batch = db.batch();
  for (const [id, rows] of shards) {
    batch.set(db.doc(shardPath(legId, id)), standingsShardDoc(rows, now.getTime()));
  }
  await batch.commit();
  return rebuildBoard(db, legId, now);
}
