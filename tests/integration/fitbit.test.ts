/**
 * Fitbit through the Google Health API on the emulator suite (docs/trackers.md, "Fitbit (Google
 * Health API)"), against the OAuth 2.0 stand-in's Google and the
 * Google Health stand-in: the connect through the core (state bound to her, PKCE), the webhook's
 * secret, importing, changing, deleting and replaying exercise, a 429 backed off, the disconnect
 * (revoked at Google), and a participant connected the old way (one e-mail, asked to reconnect,
 * kilometres kept, the reconnect replacing the old link).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb, newParticipant, waitFor } from './support/emulators';
import {
  FITBIT,
  WEBHOOK_AUTHORIZATION,
  addExercise,
  callFromApp,
  connectFitbit,
  deleteExercise,
  exchangeFitbit,
  failNextHealth,
  fitbitParticipant,
  inboxOf,
  legacyFitbitParticipant,
  legacySweep,
  notification,
  postNotification,
  resendLast,
  settled,
  startFitbit,
  updateExercise,
} from './support/fitbit';
import { authorizeAtStandIn, revokedAtGoogle } from './support/google';
import { registerOnNewLeg, row, sweep } from './support/strava';

const db = adminDb();

afterEach(async () => {
  await failNextHealth(db, 0, 0);
  await db.doc('local_provider/google').set({ tokenLifetimeSeconds: 0 }, { merge: true });
});

describe('connecting Fitbit through Google (the connect core)', () => {
  it('connects: Google tokens server-side (api google-health), her healthUserId linked, fitbitAccount {connected, api}', async () => {
    const { uid, idToken } = await newParticipant(db);
    const before = Date.now();
    const { answer, healthUserId, back } = await connectFitbit(idToken);
    expect(back.origin + back.pathname).toBe('http://localhost:5173/fitbitAuth');
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Fitbit!',
    });
    const tokens = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit;
    expect(tokens).toMatchObject({ fitbitUserId: healthUserId, api: 'google-health' });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.connectedAtMs).toBeGreaterThanOrEqual(before - 1000);
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toEqual({
      connected: true,
      api: 'google-health',
    });
    expect((await db.doc(`tracker_links/fitbit_${healthUserId}`).get()).data()?.uid).toBe(uid);
    // The state was good for one exchange.
    expect(
      (await exchangeFitbit(back.searchParams.get('code'), back.searchParams.get('state'), idToken))
        .error?.status,
    ).toBe('PERMISSION_DENIED');
  });

  it("52. refuses bob exchanging a code of alice's authorization (the state is bound to her), storing nothing", async () => {
    const alice = await newParticipant(db);
    const bob = await newParticipant(db);
    const consent = await startFitbit(alice.idToken);
    const { back } = await authorizeAtStandIn(consent);
    const answer = await exchangeFitbit(
      back.searchParams.get('code'),
      back.searchParams.get('state'),
      bob.idToken,
    );
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    for (const uid of [alice.uid, bob.uid]) {
      expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit).toBeUndefined();
      expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toBeUndefined();
    }
  });

  it("refuses a grant without the activity scope with the spec's text, gives it back and stores nothing", async () => {
    const { uid, idToken } = await newParticipant(db);
    const { answer, healthUserId } = await connectFitbit(idToken, { activity: false });
    expect(answer.error?.message).toBe('You must allow the app to work with fitbit!');
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit).toBeUndefined();
    expect((await db.doc(`tracker_links/fitbit_${healthUserId}`).get()).exists).toBe(false);
    expect(await revokedAtGoogle(db, healthUserId)).toBe(true);
  });
});

describe('the webhook', () => {
  it('51. refuses a notification without the subscriber secret, or with another, storing nothing', async () => {
    const healthUserId = `forged-${Date.now()}`;
    const body = notification(healthUserId, '2026-11-22');
    expect((await postNotification(body, null)).status).toBe(401);
    expect((await postNotification(body, 'Bearer local-fitbit-webhooj')).status).toBe(401);
    expect((await postNotification(body, WEBHOOK_AUTHORIZATION.slice(7))).status).toBe(401);
    expect(await inboxOf(db, 'fitbit', healthUserId)).toEqual([]);
  });

  it("answers Google's registration check: 201 with the secret, 401 without", async () => {
    const body = JSON.stringify({ type: 'verification' });
    expect((await postNotification(body, WEBHOOK_AUTHORIZATION)).status).toBe(201);
    expect((await postNotification(body, null)).status).toBe(401);
  });
});

describe('importing Fitbit exercise', () => {
  it('imports an exercise as Fit_{id} on her day, follows a change and a delete, and counts a replay once', async () => {
    const { uid, healthUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const added = await addExercise(healthUserId, { type: 'RUNNING', km: 5.25 });
    expect(added.webhook).toBe(204);
    const key = `Fit_${added.exerciseId}`;
    const first = await waitFor('the run imported', async () => {
      const r = await row(db, legId, uid);
      return r.times[key] ? r : undefined;
    });
    expect(first.totalDistance).toBeCloseTo(5.25, 6);
    expect(first.times[key]).toMatchObject({ distance: 5.25, distanceType: 'Km' });

    expect((await updateExercise(healthUserId, added.exerciseId, 'RUNNING', 7)).webhook).toBe(204);
    await waitFor('the change followed', async () =>
      (await row(db, legId, uid)).totalDistance === 7 ? true : undefined,
    );

    // 50. The same delivery again: one more event, nothing counted twice.
    expect((await resendLast(healthUserId)).webhook).toBe(204);
    const events = await settled(db, 'fitbit', healthUserId, 3);
    expect(events).toHaveLength(3);
    expect((await row(db, legId, uid)).totalDistance).toBe(7);

    expect((await deleteExercise(healthUserId, added.exerciseId)).webhook).toBe(204);
    const gone = await waitFor('the delete followed', async () => {
      const r = await row(db, legId, uid);
      return r.times[key] === undefined ? r : undefined;
    });
    expect(gone.totalDistance).toBe(0);
  });

  it('a BIKING exercise goes to the ride challenge only, a RUNNING one to the run only', async () => {
    const { uid, healthUserId } = await fitbitParticipant(db);
    const run = await registerOnNewLeg(db, uid);
    const ride = await registerOnNewLeg(db, uid, { sport: 'ride' });
    const bike = await addExercise(healthUserId, { type: 'BIKING', km: 20 });
    const jog = await addExercise(healthUserId, { type: 'RUNNING', km: 4 });
    await settled(db, 'fitbit', healthUserId, 2);
    expect(Object.keys((await row(db, ride, uid)).times)).toEqual([`Fit_${bike.exerciseId}`]);
    expect(Object.keys((await row(db, run, uid)).times)).toEqual([`Fit_${jog.exerciseId}`]);
  });

  it('61. a notification with the secret naming her days imports only what Google serves: nothing made up, nothing removed', async () => {
    const { uid, healthUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const added = await addExercise(healthUserId, { km: 3 });
    await settled(db, 'fitbit', healthUserId, 1);
    const day = String((await row(db, legId, uid)).times[`Fit_${added.exerciseId}`]?.day);
    expect(
      (await postNotification(notification(healthUserId, day, 'DELETE'), WEBHOOK_AUTHORIZATION))
        .status,
    ).toBe(204);
    const events = await settled(db, 'fitbit', healthUserId, 2);
    expect(events.map((e) => e.status).sort()).toEqual(['done', 'ignored']);
    expect((await row(db, legId, uid)).totalDistance).toBe(3);
  });

  it('refreshes an access token about to expire at Google before reading, and stores it (the refresh token kept)', async () => {
    await db.doc('local_provider/google').set({ tokenLifetimeSeconds: 60 }, { merge: true });
    const { uid, healthUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const before = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit;
    const added = await addExercise(healthUserId, { km: 8 });
    await waitFor('the run imported with a refreshed token', async () =>
      (await row(db, legId, uid)).times[`Fit_${added.exerciseId}`] ? true : undefined,
    );
    const after = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.connectedAtMs).toBe(before.connectedAtMs);
  });

  it('backs a 429 off as Google asks (Retry-After), then imports once the sweep runs after it', async () => {
    const { uid, healthUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    await failNextHealth(db, 429, 1, 120);
    const before = Date.now();
    const added = await addExercise(healthUserId, { km: 6 });
    const waiting = await waitFor('the event to wait for a retry', async () => {
      const [event] = await inboxOf(db, 'fitbit', healthUserId);
      return event?.status === 'retry' ? event : undefined;
    });
    expect(Number(waiting.nextAttemptAt)).toBeGreaterThanOrEqual(before + 120_000);
    expect((await row(db, legId, uid)).times).toEqual({});
    await sweep(Number(waiting.nextAttemptAt) + 1);
    await waitFor('the run imported after the backoff', async () =>
      (await row(db, legId, uid)).times[`Fit_${added.exerciseId}`] ? true : undefined,
    );
  });
});

describe('leaving Fitbit', () => {
  it('trackers-disconnect revokes the grant at Google, forgets tokens, link and fitbitAccount, keeps the kilometres', async () => {
    const { uid, idToken, healthUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    await addExercise(healthUserId, { km: 2 });
    await settled(db, 'fitbit', healthUserId, 1);
    const answer = await callFromApp('trackers-disconnect', {}, idToken);
    expect(answer.result).toEqual({ disconnected: 'fitbit' });
    expect(await revokedAtGoogle(db, healthUserId)).toBe(true);
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit).toBeUndefined();
    expect((await db.doc(`tracker_links/fitbit_${healthUserId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toBeUndefined();
    expect((await row(db, legId, uid)).totalDistance).toBe(2);
  });
});

describe('a participant connected to Fitbit before it moved to Google', () => {
  it("Fitbit's retired endpoints answer 410 Gone at the stand-in", async () => {
    for (const path of [
      '/oauth2/token',
      '/1/user/-/activities/list.json',
      '/1/user/-/activities/apiSubscriptions/x.json',
    ]) {
      expect((await fetch(`${FITBIT}${path}`, { method: 'POST' })).status).toBe(410);
    }
  });

  it('gets one e-mail to reconnect, keeps her kilometres, and reconnects through the new flow, which replaces the old link', async () => {
    const legacyId = `L${Date.now().toString(36).toUpperCase()}`.slice(0, 6);
    const { uid, idToken } = await legacyFitbitParticipant(db, legacyId);
    const legId = await registerOnNewLeg(db, uid);
    await db.doc(`races/${legId}/subscribedUsers/${uid}`).update({
      totalDistance: 12,
      times: {
        Fit_19018673358: {
          date: new Date('2026-10-30T12:00:00Z'),
          day: '2026-10-30',
          distance: 12,
          distanceType: 'Km',
          duration: { hours: 1, minutes: 0, seconds: 0 },
        },
      },
    });

    expect(await legacySweep()).toContain(uid);
    expect(await legacySweep()).not.toContain(uid);
    const mail = (await db.doc(`mail/tracker_reconnect__${uid}__fitbit`).get()).data();
    expect(mail?.message?.subject).toBe('Please reconnect your Fitbit account');
    const mails = await db.collection('mail').where('cause', '==', `users/${uid}`).get();
    expect(mails.size).toBe(1);
    expect((await row(db, legId, uid)).totalDistance).toBe(12);

    const { answer, healthUserId } = await connectFitbit(idToken);
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Fitbit!',
    });
    expect((await db.doc(`tracker_links/fitbit_${legacyId}`).get()).exists).toBe(false);
    expect((await db.doc(`tracker_links/fitbit_${healthUserId}`).get()).data()?.uid).toBe(uid);
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toEqual({
      connected: true,
      api: 'google-health',
    });
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit).toMatchObject({
      fitbitUserId: healthUserId,
      api: 'google-health',
    });
    expect((await row(db, legId, uid)).totalDistance).toBe(12);
    expect(await legacySweep()).not.toContain(uid);
  });
});
