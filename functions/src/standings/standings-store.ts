/**
 * Reading and writing a leg's standings (docs/standings.md): server-written documents
 * races/{legId}/standings/{shardId}, each a packed text of rows (src/contract/standings-codec.ts),
 * as many as the leg's layout says (src/contract/standings-layout.ts), and the board
 * races/{legId}/board/current built from them (never subscribedUsers). The Firestore instance is
 * passed in, and no FieldValue/FieldPath or Timestamp instance is written, so the same code runs
 * under another copy of the Admin SDK (the standings:rebuild script, the seed).
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { boardDoc } from '../../../src/contract/docs/board';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import {
  layoutStatePath,
  parseLayoutState,
  type LayoutState,
} from '../../../src/contract/docs/standings-state';
import {
  packedRows,
  parseShardRows,
  standingsShardDoc,
} from '../../../src/contract/docs/standings-shard';
import { buildBoard } from '../../../src/contract/standings-board';
import {
  parseShardLayout,
  sameLayout,
  shardIdOf,
  shardIdsOf,
  type ShardLayout,
} from '../../../src/contract/standings-layout';
import { publicStandingRow, type StandingRow } from '../../../src/contract/standing-row';
import { torontoDay } from '../../../src/contract/toronto-day';
import { writeRankPages } from './rank-pages-store';

export const shardPath = (legId: string, shardId: string) => `races/${legId}/standings/${shardId}`;
export const boardPath = (legId: string) => `races/${legId}/board/current`;

/** The leg's layout state (the first layout when the document is absent). */
export async function readLayoutState(
  db: Firestore,
  legId: string,
  tx?: Transaction,
): Promise<LayoutState> {
  const ref = db.doc(layoutStatePath(legId));
  return parseLayoutState((tx ? await tx.get(ref) : await ref.get()).data());
}

/** The keys a racer's write touched in a shard being built, as stored on it (see mergeBuiltShard). */
export const touchedKeys = (data: Readonly<Record<string, unknown>> | undefined): Set<string> =>
  new Set(typeof data?.touched === 'string' && data.touched ? data.touched.split('\n') : []);

/** Transaction attempts beyond the first that the racers' writes of a shard needed, so far. */
export const retriesOf = (data: Readonly<Record<string, unknown>> | undefined): number =>
  typeof data?.retries === 'number' ? data.retries : 0;

/**
 * Puts the racer's row, computed from her subscribedUsers document as it is now (read in the
 * transaction), into her shard; removes it when the document is gone. Recomputed from the
 * document itself, so events replayed or arriving out of order converge to the same standings.
 * While a re-shard builds the next layout, her row goes into both, and the next shard records
 * her keys as touched so the re-shard's own (older) copy of her row never replaces it.
 */
export async function syncRacerRow(
  db: Firestore,
  legId: string,
  uid: string,
  previousKey: string | null,
  now = new Date(),
): Promise<boolean> {
  const rowRef = db.doc(`races/${legId}/subscribedUsers/${uid}`);
  let attempts = 0;
  return db.runTransaction(async (tx: Transaction) => {
    attempts += 1;
    const state = await readLayoutState(db, legId, tx);
    const shardRef = db.doc(shardPath(legId, shardIdOf(state.current, uid)));
    const nextRef = state.next ? db.doc(shardPath(legId, shardIdOf(state.next, uid))) : null;
    const [row, shard, nextShard] = await Promise.all([
      tx.get(rowRef),
      tx.get(shardRef),
      nextRef ? tx.get(nextRef) : Promise.resolve(null),
    ]);
    const data = row.data();
    // A hidden racer has no line: her previous one (by its key) is removed below.
    const next = data ? publicStandingRow(uid, data, torontoDay(now)) : null;
    const replaced = (stored: Readonly<Record<string, unknown>> | undefined) => {
      const rows = new Map(parseShardRows(stored).map((r) => [r.key, r]));
      if (previousKey !== null) rows.delete(previousKey);
      if (next) rows.set(next.key, next);
      return standingsShardDoc(rows.values(), now.getTime());
    };
    let wrote = false;
    const after = replaced(shard.data());
    // Nothing public changed (a replayed event, a field the standings do not show): no write.
    if (!shard.exists || after.rows !== packedRows(shard.data())) {
      // Contention on the shard, kept on it for `npm run bench:load` (docs/standings.md, "Limits").
      const retries = retriesOf(shard.data()) + attempts - 1;
      tx.set(shardRef, retries > 0 ? { ...after, retries } : after);
      wrote = true;
    }
    if (nextRef && nextShard) {
      const touched = touchedKeys(nextShard.data());
      if (previousKey !== null) touched.add(previousKey);
      if (next) touched.add(next.key);
      tx.set(nextRef, { ...replaced(nextShard.data()), touched: [...touched].join('\n') });
      wrote = true;
    }
    return wrote;
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
    // Stamped with the time of the write, not the sweep's start: a board built from the shards
    // since then must look older than this rewrite, or the sweep's own rebuild would give way
    // to it (rebuildBoard) and the repaired rows would never reach the board.
    tx.set(shardRef, standingsShardDoc(rows, Math.max(now.getTime(), Date.now())));
    return true;
  });
}

export const shardRefsOf = (db: Firestore, legId: string, layout: ShardLayout) =>
  shardIdsOf(layout).map((id) => db.doc(shardPath(legId, id)));

/** Every row of the layout's shards, read in groups so no request carries the whole leg. */
export async function readShardRows(
  db: Firestore,
  refs: readonly DocumentReference[],
): Promise<StandingRow[]> {
  return (await readShards(db, refs)).rows;
}

/** The shards' rows and the time of the newest shard write among them (0 when none is stored). */
async function readShards(db: Firestore, refs: readonly DocumentReference[]) {
  const rows: StandingRow[] = [];
  let newest = 0;
  for (let i = 0; i < refs.length; i += 32) {
    const shards = await db.getAll(...refs.slice(i, i + 32));
    for (const s of shards) {
      rows.push(...parseShardRows(s.data()));
      const updatedAt = s.data()?.updatedAt;
      if (typeof updatedAt === 'number' && updatedAt > newest) newest = updatedAt;
    }
  }
  return { rows, newest };
}

/**
 * Rebuilds the board from the current layout's standings documents (their count + 2 reads). The
 * board names the layout it was built from, and is written only if that layout is still the
 * leg's: a rebuild that read the shards before a re-shard's flip builds again from the new ones.
 * Its `builtAt` is `now` or the newest shard write it read, whichever is later, so a board never
 * looks older than the rows it holds; and it never replaces a board with a later `builtAt`: two
 * rebuilds that overlap (the reconciliation sweep's and a racer's trigger's) can commit in either
 * order, and the one that read the older rows would otherwise leave a board missing the newer
 * ones, with nothing left to rebuild it. The ranked pages follow from the same rows
 * (rank-pages-store.ts: the pages that changed, and their index), so the whole list in pages and
 * the board agree. Answers the board built, written or not.
 */
export async function rebuildBoard(db: Firestore, legId: string, now = new Date()) {
  for (;;) {
    const { current } = await readLayoutState(db, legId);
    const { rows, newest } = await readShards(db, shardRefsOf(db, legId, current));
    const race = parseRaceLeg((await db.doc(`races/${legId}`).get()).data() ?? {});
    const day = torontoDay(now);
    const board = buildBoard(rows, day, race.distance ?? 0);
    const builtAt = Math.max(now.getTime(), newest);
    const boardRef = db.doc(boardPath(legId));
    const outcome = await db.runTransaction(async (tx) => {
      const [state, stored] = await Promise.all([readLayoutState(db, legId, tx), tx.get(boardRef)]);
      if (!sameLayout(state.current, current)) return 'again';
      // Only a board of the same layout can be newer: one built from the layout a re-shard
      // replaced is replaced, whatever its time.
      const storedAt = stored.data()?.builtAt;
      const sameShards = sameLayout(parseShardLayout(stored.data()?.shards), current);
      if (sameShards && typeof storedAt === 'number' && storedAt > builtAt) return 'newer';
      tx.set(boardRef, boardDoc(board, race, builtAt, current));
      return 'written';
    });
    if (outcome === 'again') continue;
    if (outcome === 'written') await writeRankPages(db, legId, rows, day);
    return board;
  }
}
