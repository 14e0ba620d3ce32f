/**
 * Two board rebuilds of one leg that overlap (functions/src/standings/standings-store.ts,
 * rebuildBoard): the reconciliation sweep's, started with the sweep's own time, and a racer's
 * trigger's, which read newer rows. Whichever commits last, the board keeps the newer rows, and
 * a shard the sweep rewrites is stamped with the time of the write, so its own rebuild reaches
 * the board. Run with the Admin SDK on the Firestore emulator, on legs no trigger touches (no
 * subscribedUsers writes).
 */
import { describe, expect, it } from 'vitest';
import {
  rebuildBoard,
  replaceShardIfUnchanged,
} from '../../functions/src/standings/standings-store';
import { shardOf } from '../../src/contract/standings-board';
import { encodeRows } from '../../src/contract/standings-codec';
import type { StandingRow } from '../../src/contract/standing-row';
import { adminDb } from './support/emulators';
import { newStandingsLeg } from './support/standings-leg';

const db = adminDb();

const row = (key: string): StandingRow => ({
  key,
  firstName: `Racer${key}`,
  lastName: 'Order',
  teamName: '',
  total: 0,
  completedAt: null,
  days: {},
});

/** A leg whose standings hold one row per key, each shard written at `at`. */
async function legWith(keys: readonly string[], at: number) {
  const legId = await newStandingsLeg(db, 'price_order_', 'Order Run');
  const byShard = new Map<string, StandingRow[]>();
  for (const key of keys) {
    const id = shardOf(`uid-${key}`);
    byShard.set(id, [...(byShard.get(id) ?? []), row(key)]);
  }
  await Promise.all(
    [...byShard].map(([id, rows]) =>
      db
        .doc(`races/${legId}/standings/${id}`)
        .set({ rows: encodeRows(rows), count: rows.length, updatedAt: at }),
    ),
  );
  return legId;
}

const boardOf = async (legId: string) => {
  const data = (await db.doc(`races/${legId}/board/current`).get()).data()!;
  return { count: Number(data.count), builtAt: Number(data.builtAt) };
};

describe('board rebuilds that overlap', () => {
  it('a rebuild started before the newest shard write stamps the board with that write', async () => {
    const written = Date.now();
    const legId = await legWith(['a', 'b'], written);
    await rebuildBoard(db, legId, new Date(written - 60_000));
    expect(await boardOf(legId)).toEqual({ count: 2, builtAt: written });
  });

  it('a board built from newer rows is not replaced by one built from older rows', async () => {
    const legId = await legWith(['a', 'b', 'c'], Date.now());
    // The trigger's rebuild, after every row was there.
    const newer = Date.now() + 1_000;
    await rebuildBoard(db, legId, new Date(newer));
    // The sweep's rebuild, started earlier from the same rows, commits after it.
    await rebuildBoard(db, legId, new Date(newer - 30_000));
    expect(await boardOf(legId)).toEqual({ count: 3, builtAt: newer });
  });

  it("the sweep's rewrite of a shard is stamped when written, and its rebuild reaches the board", async () => {
    const legId = await legWith(['a'], Date.now());
    const sweepStarted = new Date(Date.now() - 60_000);
    // A racer's rebuild after the sweep started.
    await rebuildBoard(db, legId, new Date());
    const shardId = shardOf('uid-b');
    const shard = (await db.doc(`races/${legId}/standings/${shardId}`).get()).data();
    const seen = String(shard?.rows ?? '');
    const before = shard?.rows ? [row('a')] : [];
    const rewrittenAfter = Date.now();
    expect(
      await replaceShardIfUnchanged(db, legId, shardId, seen, [...before, row('b')], sweepStarted),
    ).toBe(true);
    const stamped = Number(
      (await db.doc(`races/${legId}/standings/${shardId}`).get()).data()?.updatedAt,
    );
    expect(stamped).toBeGreaterThanOrEqual(rewrittenAfter);
    await rebuildBoard(db, legId, sweepStarted);
    expect(await boardOf(legId)).toEqual({ count: 2, builtAt: stamped });
  });

  it('a board of the layout a re-shard replaced is replaced, whatever its time', async () => {
    const legId = await legWith(['a'], Date.now());
    const later = Date.now() + 60_000;
    await db.doc(`races/${legId}/board/current`).set({
      count: 0,
      builtAt: later,
      shards: { generation: 'g32xabc', count: 32 },
    });
    await rebuildBoard(db, legId, new Date());
    const stored = (await db.doc(`races/${legId}/board/current`).get()).data()!;
    expect(stored.count).toBe(1);
    expect(stored.shards).toEqual({ generation: '', count: 16 });
  });
});
