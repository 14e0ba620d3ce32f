/**
 * Scenario 4, a Sunday evening on one leg: N activity writes within a minute, spread over 100
 * racers. Counts the board rebuilds (the debounce at work: one per burst window, not one per
 * write) with a listener on the board document (rebuilds are at least 750 ms apart, so none is
 * coalesced away), and checks the board against the rows once the writes have settled.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { IN_FLIGHT, pool, seconds, settleBound, until, type Result } from './common';
import { addActivity, newLeg, truthOf } from './rows';

const RACERS = 100;

export async function boardBurst(db: Firestore, writes: number): Promise<Result> {
  const { legId, uids } = await newLeg(db, RACERS);
  // The rows' creation settles first (one board for the empty leg), so only the burst is counted.
  await until(
    'the empty leg on its board',
    async () => (await db.doc(`races/${legId}/board/current`).get()).data()?.count === RACERS,
    settleBound(RACERS),
  );
  const builds = new Set<number>();
  const stop = db.doc(`races/${legId}/board/current`).onSnapshot((snap) => {
    const builtAt = snap.data()?.builtAt;
    if (typeof builtAt === 'number') builds.add(builtAt);
  });
  // The listener's first snapshot is the board as it stands, not a rebuild of the burst.
  await until('the board listener', async () => builds.size > 0, 60_000, 100);
  const before = builds.size;
  const started = Date.now();
  // Paced to land within the minute: at most 10 in flight, never more than writes/55 per second.
  const perSecond = writes / 55;
  await pool(Array.from({ length: writes }), IN_FLIGHT, async (_, i) => {
    const due = started + (i / perSecond) * 1000;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    await addActivity(db, legId, uids[i % RACERS]!, `${started + i}`, 1 + (i % 7));
  });
  const writesMs = Date.now() - started;
  const truth = await until(
    'the board to match the rows',
    async () => {
      const t = await truthOf(db, legId);
      return t.standingsExact && t.boardExact && t;
    },
    settleBound(writes),
    1000,
  );
  const settledMs = Date.now() - started;
  stop();
  const rebuilds = builds.size - before;
  return {
    scenario: '4 writes on one leg',
    size: `${writes} writes, ${RACERS} racers`,
    ok: truth.rowsExact && truth.entries === writes,
    figures:
      `writes took ${seconds(writesMs)}; ${rebuilds} board rebuilds (${(writes / Math.max(1, rebuilds)).toFixed(0)} writes per rebuild); ` +
      `${truth.entries} entries, board exact after ${seconds(settledMs)}`,
  };
}
