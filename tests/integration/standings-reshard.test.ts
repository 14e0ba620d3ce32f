/**
 * Rebuilds and re-shards of a leg's standings on the emulator suite (docs/standings.md,
 * "Rebuilds and re-shards"): a rebuild whose shard writes do not fit in one batch, and a re-shard
 * run while activities, a new racer and a withdrawal are written, after which every racer is in
 * exactly one shard of the new layout with the row her document gives, the board names the new
 * layout and the old documents are gone. The triggers run (Functions emulator): they are what
 * writes into the shards while the re-shard builds them.
 */
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildLeg } from '../../functions/src/standings/leg-rebuild';
import { layoutStatePath, parseLayoutState } from '../../src/contract/docs/standings-state';
import { decodeRows } from '../../src/contract/standings-codec';
import { SHARD_IDS } from '../../src/contract/standings-board';
import { shardIdsOf, type ShardLayout } from '../../src/contract/standings-layout';
import { torontoDay } from '../../src/contract/toronto-day';
import { adminDb, TRIGGER_WAIT_MS, waitFor } from './support/emulators';
import { newStandingsLeg } from './support/standings-leg';

let db: Firestore;
const today = torontoDay(new Date());

beforeAll(() => {
  db = adminDb();
});

async function newLeg(racers: number) {
  const legId = await newStandingsLeg(db, 'price_rs', 'Re-shard Test Run');
  const uids = Array.from({ length: racers }, (_, i) => `rs-${legId}-${i}`);
  for (let i = 0; i < uids.length; i += 400) {
    const batch = db.batch();
    for (const [j, uid] of uids.slice(i, i + 400).entries())
      batch.set(db.doc(`races/${legId}/subscribedUsers/${uid}`), racer(101 + i + j));
    await batch.commit();
  }
  return { legId, uids };
}

function racer(bibNumber: number) {
  return {
    firstName: `Racer${bibNumber}`,
    lastName: 'Reshard',
    bibNumber,
    teamName: 'noTeam',
    totalDistance: 0,
    times: {},
  };
}

/** One manual activity as the browser writes it: one times key, the total by increment. */
function addActivity(legId: string, uid: string, key: string, km: number) {
  return db.doc(`races/${legId}/subscribedUsers/${uid}`).update(
    new FieldPath('times', `${key}_${today}`),
    {
      date: Timestamp.fromDate(new Date(`${today}T12:00:00Z`)),
      distance: km,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 30, seconds: 0 },
    },
    'totalDistance',
    FieldValue.increment(km),
  );
}

async function layoutOf(legId: string) {
  return parseLayoutState((await db.doc(layoutStatePath(legId)).get()).data());
}

/** Every line of the layout's shards, by key: how many times each racer is there and her total. */
async function linesOf(legId: string, layout: ShardLayout) {
  const shards = await db.getAll(
    ...shardIdsOf(layout).map((id) => db.doc(`races/${legId}/standings/${id}`)),
  );
  const seen = new Map<string, { times: number; total: number }>();
  for (const shard of shards)
    for (const row of decodeRows(String(shard.data()?.rows ?? ''))) {
      const before = seen.get(row.key);
      seen.set(row.key, { times: (before?.times ?? 0) + 1, total: row.total });
    }
  return { seen, missing: shards.filter((s) => !s.exists).length };
}

/** The totals the rows themselves give, by bib. */
async function truthOf(legId: string) {
  const rows = await db.collection(`races/${legId}/subscribedUsers`).get();
  return new Map(
    rows.docs.map((d) => [
      String(d.data().bibNumber),
      Math.round(Number(d.data().totalDistance) * 100) / 100,
    ]),
  );
}

/** Null until the layout's shards hold each racer of the rows once, with her total. */
async function converged(legId: string, layout: ShardLayout) {
  const truth = await truthOf(legId);
  const { seen, missing } = await linesOf(legId, layout);
  if (missing > 0 || seen.size !== truth.size) return null;
  for (const [key, total] of truth) {
    const line = seen.get(key);
    if (!line || line.times !== 1 || line.total !== total) return null;
  }
  return { truth, seen };
}

const boardOf = async (legId: string) =>
  (await db.doc(`races/${legId}/board/current`).get()).data();

describe('standings rebuilds and re-shards', () => {
  it('rebuilds a leg whose shard writes take more than one batch, every racer once', async () => {
    const { legId } = await newLeg(12);
    await waitFor(
      'the triggers to list the 12 racers',
      async () => (await boardOf(legId))?.count === 12 || null,
    );
    // 450 shards: more documents than one batch of 400 writes, so the rebuild writes in two.
    const resharded = await rebuildLeg(db, legId, { shards: 450, pageSize: 4 });
    expect(resharded.count).toBe(12);
    const layout = (await layoutOf(legId)).current;
    expect(layout.count).toBe(450);
    const messages: string[] = [];
    const board = await rebuildLeg(db, legId, { pageSize: 4, progress: (m) => messages.push(m) });
    expect(board.count).toBe(12);
    // Read in pages of 4 (3 pages, then an empty one), written in two batches.
    expect(messages.filter((m) => m.includes('read')).length).toBe(4);
    expect(messages.filter((m) => / documents$/.test(m))).toEqual([
      'wrote 400 of 450 documents',
      'wrote 450 of 450 documents',
    ]);
    expect(await converged(legId, layout)).not.toBeNull();
    expect((await boardOf(legId))?.shards).toEqual(layout);
    // The first layout's documents are gone.
    const first = await db.getAll(
      ...SHARD_IDS.map((id) => db.doc(`races/${legId}/standings/${id}`)),
    );
    expect(first.filter((s) => s.exists)).toEqual([]);
  });

  it('re-shards while activities are written: no row lost, none twice', async () => {
    const { legId, uids } = await newLeg(14);
    await waitFor(
      'the triggers to list the 14 racers',
      async () => (await boardOf(legId))?.count === 14 || null,
    );
    // Writes start with the re-shard (pages of one racer make its reads many round trips).
    const reshard = rebuildLeg(db, legId, { shards: 40, pageSize: 1 });
    let writes = 0;
    const writer = (async () => {
      while (writes < 10) {
        // Racers from the eleventh on: the third withdraws meanwhile.
        const uid = uids[10 + ((writes * 3) % (uids.length - 10))]!;
        await addActivity(legId, uid, `${Date.now()}${writes}`, 1 + (writes % 5));
        writes += 1;
      }
    })();
    // A racer who joins and one who leaves while it runs.
    const joined = `rs-${legId}-joined`;
    await db.doc(`races/${legId}/subscribedUsers/${joined}`).set(racer(9001));
    await db.doc(`races/${legId}/subscribedUsers/${uids[3]}`).delete();
    await Promise.all([reshard, writer]);
    const state = await layoutOf(legId);
    expect(state.current.count).toBe(40);
    expect(state.next).toBeNull();
    const done = await waitFor(
      'the new shards to hold every racer once, with her total',
      () => converged(legId, state.current),
      TRIGGER_WAIT_MS,
    );
    expect(done.truth.size).toBe(14);
    expect(done.seen.has('9001')).toBe(true);
    expect(done.seen.has('104')).toBe(false);
    expect(writes).toBeGreaterThanOrEqual(10);
    const board = await waitFor('the board from the new layout', async () => {
      const b = await boardOf(legId);
      return b?.count === 14 && b.shards?.generation === state.current.generation ? b : null;
    });
    expect(board.shards).toEqual(state.current);
    const first = await db.getAll(
      ...SHARD_IDS.map((id) => db.doc(`races/${legId}/standings/${id}`)),
    );
    expect(first.filter((s) => s.exists)).toEqual([]);
  });
});
