/**
 * Recomputing a leg's standings from subscribedUsers (docs/standings.md, "Rebuilds and
 * re-shards"), for `npm run standings:rebuild`, the seed and the reconciliation sweep; never on a
 * page view. Finishes at any size: the rows are read a page at a time (only their packed lines,
 * about 60 bytes a racer, are kept), and the shards are written in batches under Firestore's
 * request limits. A leg that outgrew its layout is re-sharded: the new shards are built under a
 * new generation while every row write also goes to them, the layout flips in one write, the
 * board is rebuilt from the new shards, and the old ones are deleted. Each step can be run
 * again: a rebuild that stopped midway resumes the same generation.
 */
import {
  type DocumentReference,
  type Firestore,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { layoutStateDoc, layoutStatePath } from '../../../src/contract/docs/standings-state';
import {
  parseShardRows,
  standingsShardDocFromLines,
} from '../../../src/contract/docs/standings-shard';
import { encodeRow } from '../../../src/contract/standings-codec';
import {
  generationId,
  outgrows,
  sameLayout,
  shardCountFor,
  shardIndexOf,
  type ShardLayout,
} from '../../../src/contract/standings-layout';
import { publicStandingRow } from '../../../src/contract/standing-row';
import { torontoDay } from '../../../src/contract/toronto-day';
import { writeInBatches } from './batched-writes';
import { mergedLines } from './reshard-merge';
import { readLayoutState, rebuildBoard, shardRefsOf, touchedKeys } from './standings-store';

/** Racers read per request: about 3 MB of rows at 100 activities each. */
const PAGE_SIZE = 1000;

export interface RebuildOptions {
  readonly now?: Date;
  readonly pageSize?: number;
  /** One line per step (`standings:rebuild` prints them). */
  readonly progress?: (message: string) => void;
  /** Re-shard to this many shards whatever the size (tests, and an operator's choice). */
  readonly shards?: number;
}

/** Packed lines per shard index of `layout`, from the leg's rows read a page at a time. */
async function linesByShard(
  db: Firestore,
  legId: string,
  layout: ShardLayout,
  now: Date,
  pageSize: number,
  progress: (message: string) => void,
) {
  const today = torontoDay(now);
  const shards = Array.from({ length: layout.count }, () => new Map<string, string>());
  const query = db
    .collection(`races/${legId}/subscribedUsers`)
    // '__name__', not FieldPath: the caller's Firestore may come from another copy of the SDK.
    .orderBy('__name__')
    .limit(pageSize);
  let read = 0;
  let cursor: string | null = null;
  for (;;) {
    const page: QuerySnapshot = await (cursor === null ? query : query.startAfter(cursor)).get();
    for (const doc of page.docs) {
      // A hidden racer has no line (docs/standings.md).
      const row = publicStandingRow(doc.id, doc.data(), today);
      if (row) shards[shardIndexOf(doc.id, layout.count)]!.set(row.key, encodeRow(row));
    }
    read += page.size;
    progress(`${legId}: read ${read} racers`);
    if (page.size < pageSize) break;
    cursor = page.docs[page.size - 1]!.id;
  }
  return { shards, racers: read };
}

/**
 * A shard of the layout being built: the rebuild's lines, except for the keys a racer's write
 * touched since the re-shard began (syncRacerRow), which keep what that write put there (newer
 * than, or as new as, the page the rebuild read). In a transaction, so a write never slips between.
 */
async function mergeBuiltShard(
  db: Firestore,
  ref: DocumentReference,
  built: ReadonlyMap<string, string>,
  now: number,
) {
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const touched = touchedKeys(stored);
    const lines = mergedLines(built, parseShardRows(stored), touched);
    tx.set(ref, { ...standingsShardDocFromLines(lines, now), touched: [...touched].join('\n') });
  });
}

/** Starts a re-shard to `count` shards, or resumes the one under way. */
async function beginReshard(db: Firestore, legId: string, count: number, now: Date) {
  const ref = db.doc(layoutStatePath(legId));
  return db.runTransaction(async (tx) => {
    const state = await readLayoutState(db, legId, tx);
    if (state.next) return state.next;
    const next = { generation: generationId(count, now.getTime()), count };
    tx.set(ref, layoutStateDoc({ ...state, next }));
    return next;
  });
}

/** Makes `next` the leg's layout in one write; the old one is kept as `previous` until deleted. */
async function flip(db: Firestore, legId: string, next: ShardLayout) {
  const ref = db.doc(layoutStatePath(legId));
  await db.runTransaction(async (tx) => {
    const state = await readLayoutState(db, legId, tx);
    if (!state.next || !sameLayout(state.next, next)) return;
    tx.set(ref, layoutStateDoc({ current: next, next: null, previous: state.current }));
  });
}

/** Deletes the documents of the layout before the last flip, then forgets it. */
export async function cleanPrevious(
  db: Firestore,
  legId: string,
  progress: (m: string) => void = () => {},
) {
  const state = await readLayoutState(db, legId);
  if (!state.previous || sameLayout(state.previous, state.current)) return;
  const refs = shardRefsOf(db, legId, state.previous);
  await writeInBatches(
    db,
    refs.map((ref) => ({ ref, data: null })),
    progress,
  );
  const ref = db.doc(layoutStatePath(legId));
  await db.runTransaction(async (tx) => {
    const now = await readLayoutState(db, legId, tx);
    if (now.previous) tx.set(ref, layoutStateDoc({ ...now, previous: null }));
  });
}

/**
 * Recomputes every standings row of a leg from subscribedUsers, re-sharding it first when it
 * outgrew its layout (or `options.shards` asks for another count), then the board.
 */
export async function rebuildLeg(db: Firestore, legId: string, options: RebuildOptions = {}) {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const progress = options.progress ?? (() => {});
  await cleanPrevious(db, legId, progress);
  const state = await readLayoutState(db, legId);
  let target = state.next;
  if (!target) {
    const racers = (await db.collection(`races/${legId}/subscribedUsers`).count().get()).data()
      .count;
    const wanted = options.shards ?? shardCountFor(racers);
    const reshard =
      options.shards !== undefined
        ? wanted !== state.current.count
        : outgrows(state.current, racers);
    if (reshard) target = await beginReshard(db, legId, wanted, now);
  }
  if (!target) {
    // Same layout: the shards are rewritten in place.
    const { shards } = await linesByShard(db, legId, state.current, now, pageSize, progress);
    const refs = shardRefsOf(db, legId, state.current);
    await writeInBatches(
      db,
      refs.map((ref, i) => ({
        ref,
        data: { ...standingsShardDocFromLines(shards[i]!, now.getTime()) },
      })),
      progress,
    );
    return rebuildBoard(db, legId, now);
  }
  progress(`${legId}: re-sharding to ${target.count} shards (${target.generation})`);
  const { shards } = await linesByShard(db, legId, target, now, pageSize, progress);
  const refs = shardRefsOf(db, legId, target);
  for (const [i, ref] of refs.entries()) {
    await mergeBuiltShard(db, ref, shards[i]!, now.getTime());
    shards[i] = new Map();
    if ((i + 1) % 16 === 0 || i + 1 === refs.length)
      progress(`${legId}: built ${i + 1} of ${refs.length} shards`);
  }
  await flip(db, legId, target);
  const board = await rebuildBoard(db, legId, now);
  await cleanPrevious(db, legId, progress);
  return board;
}
