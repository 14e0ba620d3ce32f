/**
 * The triggers the browser tests wait on most, started before the first test. On a suite that
 * has run no trigger yet (the browser tests' own, `npm run test:e2e` with no `npm start`), the
 * first run starts a worker cold, which on a loaded 2-core machine took most of a minute inside
 * the first test that imported an activity; it also shows the seed's pause of the triggers
 * (scripts/seed.mjs, docs/testing.md, "The seed pauses the triggers") is over.
 * One leaderboard row written on a leg of its own runs the row's triggers (the activity and the
 * standings triggers); its standings document is the evidence. The leg has no race
 * document, so no screen lists it; it stays, as the tests' own participants do.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './admin';

const LEG = 'e2e-warm-up';
const UID = 'e2e-warm-up';

export async function warmRowTriggers(timeoutMs = 180_000): Promise<void> {
  const db = getFirestore(adminApp());
  const startedAt = Date.now();
  await db.doc(`races/${LEG}/subscribedUsers/${UID}`).set({
    firstName: 'Warm',
    lastName: 'Up',
    totalDistance: 0,
    times: {},
    // A new value each run, so a second run writes (and triggers) too.
    warmedAt: startedAt,
  });
  const standings = db.collection(`races/${LEG}/standings`);
  for (;;) {
    const shards = await standings.get();
    if (shards.docs.some((shard) => Number(shard.data().updatedAt ?? 0) >= startedAt)) return;
    if (Date.now() - startedAt > timeoutMs)
      throw new Error(`The row triggers did not write ${standings.path} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
