/**
 * Importing Strava activities on the emulator suite (docs/trackers.md; docs/product.md §P2, §P3): the
 * athlete adds, changes and deletes activities at the local Strava stand-in, which sends the
 * events to `strava-webhook`; the inbox trigger fetches each activity with the athlete's
 * token and writes times[S_{id}] and totalDistance on every registration with posting on.
 */
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/emulators';
import {
  addActivity,
  connectedParticipant,
  deleteActivity,
  failNext,
  inboxDocs,
  processed,
  registerOnNewLeg,
  resend,
  row,
  sweep,
  updateActivity,
} from './support/strava';
import { stravaRunnerEachTest } from './support/file-fixtures';

const db = adminDb();
const runner = stravaRunnerEachTest(db);

describe('a Strava activity', () => {
  it('is imported into every race with posting on, and none with it off, shaped like a manual entry', async () => {
    const onA = await registerOnNewLeg(db, runner.uid);
    const onB = await registerOnNewLeg(db, runner.uid);
    const off = await registerOnNewLeg(db, runner.uid, { postingOn: false });
    const start = new Date(Date.now() + 60_000);
    start.setUTCMilliseconds(0);
    const { activityId } = await addActivity(runner.athleteId, {
      sportType: 'TrailRun',
      km: 7.456,
      start: start.toISOString(),
      minutes: 45,
    });
    expect((await processed(db, activityId, 'create')).status).toBe('done');
    for (const legId of [onA, onB]) {
      const r = await row(db, legId, runner.uid);
      expect(Object.keys(r.times)).toEqual([`S_${activityId}`]);
      const entry = r.times[`S_${activityId}`]!;
      expect(entry.distance).toBe(7.46);
      expect(entry.distanceType).toBe('Km');
      expect(entry.duration).toEqual({ hours: 0, minutes: 45, seconds: 0 });
      expect((entry.date as { toMillis(): number }).toMillis()).toBe(start.getTime());
      expect(r.totalDistance).toBeCloseTo(7.46, 6);
    }
    expect(await row(db, off, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
  });

  it('50. delivered twice (a replay) is one inbox event and counts once', async () => {
    const legId = await registerOnNewLeg(db, runner.uid);
    const { activityId, deliveryId } = await addActivity(runner.athleteId, { km: 5 });
    expect((await processed(db, activityId, 'create')).status).toBe('done');
    const again = await resend(deliveryId!);
    expect(again.status).toBe(303);
    expect(await inboxDocs(db, activityId, 'create')).toHaveLength(1);
    const r = await row(db, legId, runner.uid);
    expect(Object.keys(r.times)).toEqual([`S_${activityId}`]);
    expect(r.totalDistance).toBe(5);
  });

  it('changed adjusts the entry and the total; deleted removes both', async () => {
    const legId = await registerOnNewLeg(db, runner.uid);
    const first = await addActivity(runner.athleteId, { km: 5 });
    const second = await addActivity(runner.athleteId, { km: 3 });
    await processed(db, first.activityId, 'create');
    await processed(db, second.activityId, 'create');
    expect((await row(db, legId, runner.uid)).totalDistance).toBe(8);

    await updateActivity(runner.athleteId, first.activityId, { km: 6.5 });
    expect((await processed(db, first.activityId, 'update')).status).toBe('done');
    let r = await row(db, legId, runner.uid);
    expect(r.times[`S_${first.activityId}`]?.distance).toBe(6.5);
    expect(r.totalDistance).toBeCloseTo(9.5, 6);

    await deleteActivity(runner.athleteId, first.activityId);
    expect((await processed(db, first.activityId, 'delete')).status).toBe('done');
    r = await row(db, legId, runner.uid);
    expect(Object.keys(r.times)).toEqual([`S_${second.activityId}`]);
    expect(r.totalDistance).toBeCloseTo(3, 6);
  });

  it('changed into a Ride is taken out again', async () => {
    const legId = await registerOnNewLeg(db, runner.uid);
    const { activityId } = await addActivity(runner.athleteId, { km: 5 });
    await processed(db, activityId, 'create');
    await updateActivity(runner.athleteId, activityId, { sportType: 'Ride' });
    expect((await processed(db, activityId, 'update')).status).toBe('done');
    expect(await row(db, legId, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
  });

  it.each([
    ['a Ride', { sportType: 'Ride' }, {}],
    [
      'one done before the connection',
      { start: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      {},
    ],
    ['one outside the race window', {}, { firstDay: '2024-01-01', lastDay: '2024-12-31' }],
  ])('is ignored when it is %s', async (_label, activity, leg) => {
    const legId = await registerOnNewLeg(db, runner.uid, leg);
    const { activityId } = await addActivity(runner.athleteId, activity);
    expect((await processed(db, activityId, 'create')).status).toBe('ignored');
    expect(await row(db, legId, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
  });

  it('is fetched with a refreshed token when the stored one is about to expire', async () => {
    await db.doc('local_provider/strava').set({ tokenLifetimeSeconds: 60 }, { merge: true });
    const shortLived = await connectedParticipant(db);
    const legId = await registerOnNewLeg(db, shortLived.uid);
    const before = (await db.doc(`oauth_tokens/${shortLived.uid}`).get()).data()?.strava;
    const { activityId } = await addActivity(shortLived.athleteId, { km: 2 });
    expect((await processed(db, activityId, 'create')).status).toBe('done');
    const after = (await db.doc(`oauth_tokens/${shortLived.uid}`).get()).data()?.strava;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(
      (await db.doc(`local_provider/strava/tokens/${after.accessToken}`).get()).data()?.grant,
    ).toBe('refresh_token');
    expect((await row(db, legId, shortLived.uid)).totalDistance).toBe(2);
  });
});

describe('a ride challenge and a run held at the same time (the race’s sport)', () => {
  it('a Ride (and a VirtualRide) goes to the ride challenge only; a Run to the run only; a Handcycle to both', async () => {
    const runLeg = await registerOnNewLeg(db, runner.uid, { sport: 'foot' });
    const rideLeg = await registerOnNewLeg(db, runner.uid, { sport: 'ride' });
    const ride = await addActivity(runner.athleteId, { sportType: 'Ride', km: 42.5 });
    const virtual = await addActivity(runner.athleteId, { sportType: 'VirtualRide', km: 20 });
    const run = await addActivity(runner.athleteId, { sportType: 'Run', km: 5 });
    const handcycle = await addActivity(runner.athleteId, { sportType: 'Handcycle', km: 10 });
    for (const { activityId } of [ride, virtual, run, handcycle])
      expect((await processed(db, activityId, 'create')).status).toBe('done');

    const rides = await row(db, rideLeg, runner.uid);
    expect(Object.keys(rides.times).sort()).toEqual(
      [`S_${ride.activityId}`, `S_${virtual.activityId}`, `S_${handcycle.activityId}`].sort(),
    );
    expect(rides.totalDistance).toBeCloseTo(72.5, 6);
    const runs = await row(db, runLeg, runner.uid);
    expect(Object.keys(runs.times).sort()).toEqual(
      [`S_${run.activityId}`, `S_${handcycle.activityId}`].sort(),
    );
    expect(runs.totalDistance).toBeCloseTo(15, 6);
  });

  it('a run changed into a Ride moves from the run to the ride challenge', async () => {
    const runLeg = await registerOnNewLeg(db, runner.uid, { sport: 'foot' });
    const rideLeg = await registerOnNewLeg(db, runner.uid, { sport: 'ride' });
    const { activityId } = await addActivity(runner.athleteId, { sportType: 'Run', km: 8 });
    await processed(db, activityId, 'create');
    expect((await row(db, runLeg, runner.uid)).totalDistance).toBe(8);
    expect((await row(db, rideLeg, runner.uid)).totalDistance).toBe(0);

    await updateActivity(runner.athleteId, activityId, { sportType: 'GravelRide' });
    expect((await processed(db, activityId, 'update')).status).toBe('done');
    expect(await row(db, runLeg, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
    const rides = await row(db, rideLeg, runner.uid);
    expect(Object.keys(rides.times)).toEqual([`S_${activityId}`]);
    expect(rides.totalDistance).toBe(8);
  });

  it('a Swim counts on neither', async () => {
    const runLeg = await registerOnNewLeg(db, runner.uid, { sport: 'foot' });
    const rideLeg = await registerOnNewLeg(db, runner.uid, { sport: 'ride' });
    const { activityId } = await addActivity(runner.athleteId, { sportType: 'Swim', km: 2 });
    expect((await processed(db, activityId, 'create')).status).toBe('ignored');
    for (const legId of [runLeg, rideLeg])
      expect(await row(db, legId, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
  });
});

describe('when Strava fails', () => {
  it('a 500 answered once is tried again within the run and imported once', async () => {
    const legId = await registerOnNewLeg(db, runner.uid);
    await failNext(db, 500, 1);
    const { activityId } = await addActivity(runner.athleteId, { km: 5 });
    const event = await processed(db, activityId, 'create');
    expect(event).toMatchObject({ status: 'done', attempts: 1 });
    expect((await db.doc('local_provider/strava').get()).data()?.failNext.count).toBe(0);
    expect((await row(db, legId, runner.uid)).totalDistance).toBe(5);
  });

  it('429s through a whole run leave the event for a retry from the inbox, which imports it once', async () => {
    const legId = await registerOnNewLeg(db, runner.uid);
    await failNext(db, 429, 3);
    const { activityId } = await addActivity(runner.athleteId, { km: 5 });
    const waiting = await processed(db, activityId, 'create', ['retry']);
    expect(waiting.attempts).toBe(1);
    expect(String(waiting.lastError)).toContain('429');
    expect(waiting.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(await row(db, legId, runner.uid)).toEqual({ times: {}, totalDistance: 0 });

    // The backoff has passed: the sweep (the schedule, or the next event) runs it again.
    expect(await sweep(Number(waiting.nextAttemptAt))).toBeGreaterThanOrEqual(1);
    expect(await processed(db, activityId, 'create')).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
    });
    const r = await row(db, legId, runner.uid);
    expect(Object.keys(r.times)).toEqual([`S_${activityId}`]);
    expect(r.totalDistance).toBe(5);
  });
});
