/**
 * Strava's retries of an unanswered webhook delivery, played by the local stand-in
 * (functions/emulator/local-provider/strava-stand-in-athlete.ts; docs/reliability.md, load
 * benchmark scenario 2): Strava sends an event our webhook did not answer 200 again, up to
 * three attempts in all. Under load the emulator can drop a webhook request; the activity must
 * still count exactly once once Strava tries again, and a delivery already answered is never
 * resent by the retries (a replay would be harmless, but it is not what Strava does).
 */
import { describe, expect, it } from 'vitest';
import { adminDb, TRIGGER_WAIT_MS } from './support/emulators';
import {
  SUBSCRIPTION_ID,
  STAND_IN,
  addActivity,
  inboxDocs,
  processed,
  registerOnNewLeg,
  row,
} from './support/strava';
import { stravaRunnerEachTest } from './support/file-fixtures';

const STORE = 'local_provider/strava';

const db = adminDb();
const runner = stravaRunnerEachTest(db);

interface Redelivered {
  resent: number;
  acknowledged: number;
  waiting: number;
  gaveUp: string[];
}

async function redeliver(olderThanMs: number): Promise<Redelivered> {
  const response = await fetch(`${STAND_IN}/deliveries/redeliver?olderThanMs=${olderThanMs}`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Redelivered;
}

/**
 * An activity at the stand-in whose create delivery our webhook never answered (the request
 * was lost on the way: it never reached the webhook), `attempts` made, the last two minutes ago.
 */
async function unansweredCreate(athleteId: string, km: number, attempts: number) {
  const activityId = String(1_000_000_000 + Math.floor(Math.random() * 8_000_000_000));
  const startMs = Date.now() + 60_000;
  const past = Date.now() - 120_000;
  await db.doc(`${STORE}/activities/${activityId}`).create({
    id: activityId,
    athleteId,
    name: 'Local Run',
    sportType: 'Run',
    distanceMetres: km * 1000,
    startMs,
    movingSeconds: 1800,
  });
  const delivery = db.collection(`${STORE}/deliveries`).doc();
  await delivery.create({
    payload: {
      object_type: 'activity',
      object_id: Number(activityId),
      aspect_type: 'create',
      updates: {},
      owner_id: Number(athleteId),
      subscription_id: SUBSCRIPTION_ID,
      event_time: Math.floor(past / 1000),
    },
    description: `create ${activityId}`,
    status: 0,
    acknowledged: false,
    attempts,
    athleteId,
    atMs: past,
    lastAttemptMs: past,
  });
  return { activityId, delivery };
}

describe("Strava's retries of an unanswered delivery", () => {
  it(
    'send it again: the activity counts once, and an answered delivery is never resent',
    async () => {
      const legId = await registerOnNewLeg(db, runner.uid);
      const answered = await addActivity(runner.athleteId, { km: 4 });
      expect((await processed(db, answered.activityId, 'create')).status).toBe('done');
      const answeredDoc = db.doc(`${STORE}/deliveries/${answered.deliveryId}`);
      expect((await answeredDoc.get()).data()).toMatchObject({
        acknowledged: true,
        attempts: 1,
        status: 200,
      });

      const lost = await unansweredCreate(runner.athleteId, 6, 1);
      expect(await inboxDocs(db, lost.activityId, 'create')).toHaveLength(0);
      const first = await redeliver(60_000);
      expect(first.resent).toBeGreaterThanOrEqual(1);
      expect((await processed(db, lost.activityId, 'create')).status).toBe('done');
      expect((await lost.delivery.get()).data()).toMatchObject({
        acknowledged: true,
        attempts: 2,
        status: 200,
      });

      // Nothing of this athlete is open any more: a second round resends neither delivery.
      await redeliver(0);
      expect((await lost.delivery.get()).data()?.attempts).toBe(2);
      expect((await answeredDoc.get()).data()?.attempts).toBe(1);
      expect(await inboxDocs(db, lost.activityId, 'create')).toHaveLength(1);
      const r = await row(db, legId, runner.uid);
      expect(Object.keys(r.times).sort()).toEqual(
        [`S_${answered.activityId}`, `S_${lost.activityId}`].sort(),
      );
      expect(r.totalDistance).toBe(10);
      // Two deliveries, two trigger runs and the stand-in's own round trip to the webhook.
    },
    3 * TRIGGER_WAIT_MS,
  );

  it('give up after three attempts, and say which delivery was given up', async () => {
    const legId = await registerOnNewLeg(db, runner.uid);
    const lost = await unansweredCreate(runner.athleteId, 3, 3);
    const answer = await redeliver(0);
    expect(answer.gaveUp).toContain(`create ${lost.activityId}`);
    expect((await lost.delivery.get()).data()).toMatchObject({ attempts: 3, acknowledged: false });
    // Strava's answer is final: the webhook never got it, so nothing was imported.
    expect(await inboxDocs(db, lost.activityId, 'create')).toHaveLength(0);
    expect(await row(db, legId, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
  });
});
