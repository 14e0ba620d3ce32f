/**
 * Strava deletes and deauthorizations on the emulator suite (docs/security.md item 61;
 * docs/trackers.md, "What is verified"). Strava does not sign webhook events and the
 * subscription id, athlete ids and activity ids are no secrets, so anyone can POST one. An
 * event that would remove an activity or forget a connection is applied only when the local
 * Strava stand-in, asked with the athlete's own token, confirms it (the activity answers 404,
 * the token answers 401); otherwise nothing changes and the inbox event ends 'refused'.
 * 429 and 5xx are retried through the inbox, never taken as an answer.
 */
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/emulators';
import {
  addActivity,
  athleteDeauthorizes,
  connectedParticipant,
  deleteActivity,
  failNext,
  postEvent,
  processed,
  registerOnNewLeg,
  row,
  stravaApi,
  sweep,
} from './support/strava';
import { connectionOf } from './support/trackers';
import { stravaRunnerEachTest } from './support/file-fixtures';

const db = adminDb();
const runner = stravaRunnerEachTest(db);

const accessTokenOf = async (uid: string) =>
  String((await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava.accessToken);

/** The runner's leg with one imported 7.5 km run; its activity id. */
async function importedRun(): Promise<{ legId: string; activityId: string }> {
  const legId = await registerOnNewLeg(db, runner.uid);
  const { activityId } = await addActivity(runner.athleteId, { km: 7.5 });
  expect((await processed(db, activityId, 'create')).status).toBe('done');
  expect((await row(db, legId, runner.uid)).totalDistance).toBe(7.5);
  return { legId, activityId };
}

const forgedDelete = (athleteId: string, activityId: string) =>
  postEvent({
    object_type: 'activity',
    object_id: Number(activityId),
    aspect_type: 'delete',
    owner_id: Number(athleteId),
  });

const forgedDeauthorization = (athleteId: string) =>
  postEvent({
    object_type: 'athlete',
    object_id: Number(athleteId),
    aspect_type: 'update',
    updates: { authorized: 'false' },
    owner_id: Number(athleteId),
  });

describe('a Strava delete', () => {
  it('61. forged (unsigned, our subscription id) for an activity Strava still serves as hers changes nothing and ends refused', async () => {
    const { legId, activityId } = await importedRun();
    const before = await row(db, legId, runner.uid);
    expect((await forgedDelete(runner.athleteId, activityId)).status).toBe(200);
    const event = await processed(db, activityId, 'delete');
    expect(event.status).toBe('refused');
    expect(String(event.lastError)).toContain(`still serves activity ${activityId}`);
    expect(await row(db, legId, runner.uid)).toEqual(before);
    expect(
      (await stravaApi(`activities/${activityId}`, await accessTokenOf(runner.uid))).status,
    ).toBe(200);
  });

  it('61. forged while Strava answers 500 is retried through the inbox, never taken as confirmation, then refused', async () => {
    const { legId, activityId } = await importedRun();
    const before = await row(db, legId, runner.uid);
    await failNext(db, 500, 3);
    await forgedDelete(runner.athleteId, activityId);
    const waiting = await processed(db, activityId, 'delete', ['retry']);
    expect(String(waiting.lastError)).toContain('500');
    expect(await row(db, legId, runner.uid)).toEqual(before);

    expect(await sweep(Number(waiting.nextAttemptAt))).toBeGreaterThanOrEqual(1);
    expect(await processed(db, activityId, 'delete')).toMatchObject({
      status: 'refused',
      attempts: 2,
    });
    expect(await row(db, legId, runner.uid)).toEqual(before);
  });

  it('61. real (the stand-in deleted the activity, which then answers 404) still removes the import', async () => {
    const { legId, activityId } = await importedRun();
    expect((await deleteActivity(runner.athleteId, activityId)).status).toBe(303);
    expect(
      (await stravaApi(`activities/${activityId}`, await accessTokenOf(runner.uid))).status,
    ).toBe(404);
    expect((await processed(db, activityId, 'delete')).status).toBe('done');
    expect(await row(db, legId, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
  });
});

describe('a Strava deauthorization', () => {
  it('61. forged (unsigned, our subscription id) while her token works changes nothing and ends refused', async () => {
    const before = await connectionOf(db, runner.uid, 'strava', runner.athleteId);
    expect(before.link).toMatchObject({ uid: runner.uid });
    expect((await forgedDeauthorization(runner.athleteId)).status).toBe(200);
    const event = await processed(db, runner.athleteId, 'update');
    expect(event.status).toBe('refused');
    expect(String(event.lastError)).toContain(`still accepts athlete ${runner.athleteId}'s token`);
    expect(await connectionOf(db, runner.uid, 'strava', runner.athleteId)).toEqual(before);
    expect(await stravaApi('athlete', await accessTokenOf(runner.uid))).toMatchObject({
      status: 200,
      body: { id: Number(runner.athleteId) },
    });
  });

  it('61. forged for an athlete whose access token is about to expire is checked with a refreshed token, and refused', async () => {
    await db.doc('local_provider/strava').set({ tokenLifetimeSeconds: 60 }, { merge: true });
    const shortLived = await connectedParticipant(db);
    const before = await connectionOf(db, shortLived.uid, 'strava', shortLived.athleteId);
    await forgedDeauthorization(shortLived.athleteId);
    expect((await processed(db, shortLived.athleteId, 'update')).status).toBe('refused');
    const after = await connectionOf(db, shortLived.uid, 'strava', shortLived.athleteId);
    expect(after.tokens).toMatchObject({
      athleteId: shortLived.athleteId,
      refreshToken: (before.tokens as { refreshToken: string }).refreshToken,
    });
    expect((after.tokens as { accessToken: string }).accessToken).not.toBe(
      (before.tokens as { accessToken: string }).accessToken,
    );
    expect({ link: after.link, account: after.account }).toEqual({
      link: before.link,
      account: before.account,
    });
  });

  it('61. forged while Strava answers 429 is retried through the inbox, then refused', async () => {
    const before = await connectionOf(db, runner.uid, 'strava', runner.athleteId);
    await failNext(db, 429, 3);
    await forgedDeauthorization(runner.athleteId);
    const waiting = await processed(db, runner.athleteId, 'update', ['retry']);
    expect(String(waiting.lastError)).toContain('429');
    expect(await connectionOf(db, runner.uid, 'strava', runner.athleteId)).toEqual(before);

    expect(await sweep(Number(waiting.nextAttemptAt))).toBeGreaterThanOrEqual(1);
    expect((await processed(db, runner.athleteId, 'update')).status).toBe('refused');
    expect(await connectionOf(db, runner.uid, 'strava', runner.athleteId)).toEqual(before);
  });

  it('61. real (the athlete revoked access at the stand-in: her token answers 401) still forgets the connection', async () => {
    const accessToken = await accessTokenOf(runner.uid);
    expect((await athleteDeauthorizes(runner.athleteId)).status).toBe(303);
    expect((await stravaApi('athlete', accessToken)).status).toBe(401);
    expect((await processed(db, runner.athleteId, 'update')).status).toBe('done');
    expect(await connectionOf(db, runner.uid, 'strava', runner.athleteId)).toEqual({
      tokens: undefined,
      link: undefined,
      account: undefined,
    });
  });
});
