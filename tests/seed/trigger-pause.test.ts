/**
 * The seed's pause of the background triggers (docs/testing.md, "The seed pauses the
 * triggers"), on the real emulator suite: a write made while they are paused runs no trigger,
 * even when the Firestore emulator delivers its events after the resume, and a write after the
 * resume runs its triggers. The Firestore emulator sends a write's events later, one at a time
 * and in order, so the writes here come in one commit right before the resume: its events are
 * still queued when the resume arrives. A resume that turned the triggers back on at once let
 * the seed's rows post "joined" items in every team's feed.
 * Run inside the emulators: npm run test:integration -- tests/seed/trigger-pause.test.ts
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId, waitFor } from '../integration/support/emulators';

const HUB = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
const LEG = uniqueId('trigger-pause-');
const TEAM = 'Pause Testers';
const PAUSED_ROWS = 20;
const db = adminDb();

/** Pauses or resumes the background triggers as the seed does (scripts/seed.mjs). */
async function backgroundTriggers(action: 'disable' | 'enable') {
  const response = await fetch(`http://${HUB}/functions/${action}BackgroundTriggers`, {
    method: 'PUT',
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A racer's row on the team, as provisioning writes it (the fields the triggers read). */
const row = (uid: string) => ({
  firstName: 'Pause',
  lastName: uid,
  bibNumber: 1,
  teamName: TEAM,
  totalDistance: 0,
  times: {},
});

const rowRef = (uid: string) => db.doc(`races/${LEG}/subscribedUsers/${uid}`);
const feed = db.collection(`races/${LEG}/teams/${TEAM}/feed`);

afterAll(async () => {
  // Removed while paused, so the removal runs no trigger either.
  await backgroundTriggers('disable');
  await db.recursiveDelete(db.doc(`races/${LEG}`));
  await backgroundTriggers('enable');
});

describe('the seed pauses the background triggers', () => {
  it('runs no trigger for a write made during the pause, and runs them again after it', async () => {
    await backgroundTriggers('disable');
    const batch = db.batch();
    batch.set(db.doc(`races/${LEG}/teams/${TEAM}`), { name: TEAM, memberCount: PAUSED_ROWS + 1 });
    for (let i = 0; i < PAUSED_ROWS; i += 1) batch.set(rowRef(`paused-${i}`), row(`paused-${i}`));
    await batch.commit();
    await backgroundTriggers('enable');

    // A row after the resume: its arrival on the team posts its "joined" item. Its events come
    // after the paused rows' (one queue, in order), so by then those were delivered too.
    await rowRef('after').set(row('after'));
    await waitFor('the joined item of the row written after the resume', async () =>
      (await feed.doc('joined__after').get()).exists ? true : null,
    );
    expect((await feed.get()).docs.map((item) => item.id)).toEqual(['joined__after']);
  });
});
